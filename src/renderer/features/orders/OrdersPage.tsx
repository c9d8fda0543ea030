import { Suspense, useEffect } from 'react';
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
import { AlertSoundNotice } from './AlertSoundNotice';
import { DeliveryTimeSelect } from './DeliveryTimeSelect';
import { OrderCard } from './OrderCard';
import { OrdersList } from './OrdersList';
import {
  ordersReloadRequested,
  ordersScreenOpened,
  searchChanged,
  selectCancelDialogFor,
  selectNoneFound,
  selectOrdersLoad,
  selectSearch,
  selectSelectedOrder,
} from './ordersSlice';

/** Opened on 'Cancelar' only: downloaded then. */
const CancelOrderDialog = lazyNamed(() => import('./CancelOrderDialog'), 'CancelOrderDialog');

/** Gerenciador de Pedidos (/pedidos): the list on the left, the selected order on the right. */
export function OrdersPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(ordersScreenOpened());
  }, [dispatch]);
  const selected = useAppSelector(selectSelectedOrder);
  const cancelling = useAppSelector(selectCancelDialogFor) !== null;
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
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
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Box sx={{ width: { xs: 320, lg: 380 }, flexShrink: 0, display: 'flex', flexDirection: 'column', borderRight: 1, borderColor: 'divider' }}>
          <SearchBox />
          <LoadState />
          <OrdersList />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50' }}>
          {selected ? (
            <OrderCard order={selected} />
          ) : (
            <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
              {MESSAGES.ordersNoneSelected}
            </Typography>
          )}
        </Box>
      </Box>
      {cancelling && (
        <Suspense fallback={null}>
          <CancelOrderDialog />
        </Suspense>
      )}
    </Box>
  );
}

function SearchBox() {
  const search = useAppSelector(selectSearch);
  const noneFound = useAppSelector(selectNoneFound);
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        type="search"
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
