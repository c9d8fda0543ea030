import { Suspense, useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../ui/lazyNamed';
import { MESSAGES } from '../../ui/messages';
import { ConnectionIndicator } from '../realtime/ConnectionIndicator';
import { PendingPrintJobs } from '../printing/PendingPrintJobs';
import { PrinterSelectButton } from '../printing/PrinterSelectDialog';
import { UnroutedProductionAlert } from '../printing/UnroutedProductionAlert';
import { AlertSoundNotice } from './AlertSoundNotice';
import { DeliveryTimeSelect } from './DeliveryTimeSelect';
import { OrderCard } from './OrderCard';
import { OrdersList } from './OrdersList';
import { ORDER_ACTIONS_ID, focusIsLost, focusOrderActions, focusOrderRow, pendingAfterLeaving } from './orderFocus';
import { ORDER_SEARCH_ID, RushKeyboard } from './RushKeyboard';
import {
  ordersReloadRequested,
  orderSelected,
  ordersScreenOpened,
  searchChanged,
  selectCancelDialogFor,
  selectChanging,
  selectNoneFound,
  selectOrdersBySection,
  selectOrdersLoad,
  selectSearch,
  selectSelectedOrder,
} from './ordersSlice';

/** Opened on 'Cancelar' only: downloaded then. */
const CancelOrderDialog = lazyNamed(() => import('./CancelOrderDialog'), 'CancelOrderDialog');

/**
 * Gerenciador de Pedidos (/pedidos): the list on the left, the selected order on the right. The
 * page itself reads nothing from the store: each part reads what it shows, so a new order renders
 * the list and the counts, not the header's controls nor the selected order's card, while the
 * order's acceptance and tickets are on their way.
 */
export function OrdersPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(ordersScreenOpened());
  }, [dispatch]);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <FocusAfterOrderAction />
      {/* one line on a 1024 px counter PC: the title gives way first, then the printer's name */}
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 700, minWidth: 0, flexShrink: 1 }}>
          Gerenciador de Pedidos
        </Typography>
        <ConnectionIndicator />
        <Box sx={{ flex: 1 }} />
        <PendingPrintJobs />
        <PrinterSelectButton />
        <AlertSoundNotice />
        <DeliveryTimeSelect />
        <RushKeyboard />
        <UnroutedProductionAlert />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Box sx={{ width: { xs: 320, lg: 380 }, flexShrink: 0, display: 'flex', flexDirection: 'column', borderRight: 1, borderColor: 'divider' }}>
          <SearchBox />
          <LoadState />
          <OrdersList />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50' }}>
          <SelectedOrder />
        </Box>
      </Box>
      <CancelDialog />
    </Box>
  );
}

function SelectedOrder() {
  const selected = useAppSelector(selectSelectedOrder);
  if (selected) return <OrderCard order={selected} />;
  return (
    <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
      {MESSAGES.ordersNoneSelected}
    </Typography>
  );
}

function CancelDialog() {
  const cancelling = useAppSelector(selectCancelDialogFor) !== null;
  if (!cancelling) return null;
  return (
    <Suspense fallback={null}>
      <CancelOrderDialog />
    </Suspense>
  );
}

/**
 * After Aceitar, Imprimir or Cancelar the button that had the focus may be disabled or gone; the
 * focus never drops to the page body. When the order leaves the pending ones (accepted or
 * cancelled) by keyboard, the focus and the selection go to the next pending order below it (the
 * one above when it was the last); after a click the card keeps the order and the focus stays in
 * its actions. Otherwise (none pending left, a print) the focus goes to the order's first action.
 * Only when the focus was on the order's actions (or a dialog opened from them). A part of its
 * own that draws nothing: it reads the pending orders, which change with every arrival.
 */
function FocusAfterOrderAction(): null {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedOrder);
  const changing = useAppSelector((s) => (selected ? selectChanging(s, selected.id_pedido) : undefined));
  const cancelling = useAppSelector(selectCancelDialogFor);
  const pending = useAppSelector(selectOrdersBySection).pending;
  const pendingIds = useMemo(() => pending.map((o) => o.id_pedido), [pending]);
  const fromActions = useRef(false);
  const byKeyboard = useRef(false);
  const pendingBefore = useRef(pendingIds);

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(`#${ORDER_ACTIONS_ID}`)) fromActions.current = true;
      else if (!target?.closest('[role="dialog"]')) fromActions.current = false;
    };
    // a click on the page's background moves no focus, but says the person left the order's actions
    const onPointerDown = (e: PointerEvent) => {
      byKeyboard.current = false;
      if (!(e.target instanceof Element && e.target.closest(`#${ORDER_ACTIONS_ID}, [role="dialog"]`))) fromActions.current = false;
    };
    const onKeyDown = () => {
      byKeyboard.current = true;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);

  const selectedId = selected?.id_pedido ?? null;
  const status = selected?.status;
  useEffect(() => {
    const before = pendingBefore.current;
    pendingBefore.current = pendingIds;
    if (!fromActions.current || selectedId === null) return;
    // after the dialog's own focus return and the browser's blur of a disabled button
    const timer = setTimeout(() => {
      if (!fromActions.current || !focusIsLost() || document.querySelector('[role="dialog"]')) return;
      const leaving = before.includes(selectedId) && (changing !== undefined || !pendingIds.includes(selectedId));
      const next = leaving ? pendingAfterLeaving(before, pendingIds, selectedId) : null;
      if (next !== null && byKeyboard.current) {
        dispatch(orderSelected(next));
        if (focusOrderRow(next)) return;
      }
      if (!focusOrderActions()) focusOrderRow(selectedId);
    }, 0);
    return () => clearTimeout(timer);
  }, [dispatch, selectedId, status, changing, cancelling, pendingIds]);
  return null;
}

function SearchBox() {
  const search = useAppSelector(selectSearch);
  const noneFound = useAppSelector(selectNoneFound);
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        type="search"
        id={ORDER_SEARCH_ID}
        size="small"
        fullWidth
        label="Buscar pedido"
        value={search}
        onChange={(e) => dispatch(searchChanged(e.target.value))}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {noneFound && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {MESSAGES.ordersNoneFound(search.trim())}
        </Typography>
      )}
    </Box>
  );
}

function LoadState() {
  const load = useAppSelector(selectOrdersLoad);
  const dispatch = useAppDispatch();
  if (load.status === 'loading') return <LinearProgress aria-label="Carregando pedidos" />;
  if (load.status === 'failed') {
    return (
      <Alert
        severity="error"
        sx={{ borderRadius: 0 }}
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(ordersReloadRequested())}>
            {MESSAGES.retry}
          </Button>
        }
      >
        {load.error}
      </Alert>
    );
  }
  return null;
}
