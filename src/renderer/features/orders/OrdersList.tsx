import { memo, useCallback, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import type { Order } from '../../../shared/api';
import { statusLabel } from '../../../shared/orders/statusRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatTimeOrDay } from '../../../shared/time';
import { selectStoreTimeZone } from '../store/storeSlice';
import { formatBRL, listRows, type ListRow } from './model';
import { orderCode } from '../../../shared/orders/naming';
import { orderSelected, selectOrdersBySection, selectSelectedId } from './ordersSlice';
import { SECTION_TEXT } from './sections';
import { observeRectOrWindow } from '../../ui/virtualRect';
import { focusOrderActions } from './orderFocus';

const ROW_HEIGHT: Record<ListRow['kind'], number> = { section: 40, empty: 44, order: 72 };


/**
 * The left list: Pendente, Aceito/Produção, Enviado(s)/Pronto para retirada, Entregues and
 * Cancelados. A busy day has thousands of orders, so only the rows in view are in the page.
 */
export function OrdersList() {
  const bySection = useAppSelector(selectOrdersBySection);
  const selectedId = useAppSelector(selectSelectedId);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const dispatch = useAppDispatch();
  const rows = useMemo(() => listRows(bySection), [bySection]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The pending orders (and the selected one) stay in the page whatever the scroll: they come
  // first in the Tab order, and the keyboard can always reach them (issue 34).
  const pinned = useMemo(() => pinnedRows(rows, selectedId), [rows, selectedId]);
  const rangeExtractor = useCallback(
    (range: Range) => [...new Set([...pinned, ...defaultRangeExtractor(range)])].sort((a, b) => a - b),
    [pinned],
  );
  // The panel is not built with the React Compiler; the virtualizer stays inside this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => ROW_HEIGHT[rows[i]?.kind ?? 'order'],
    getItemKey: (i) => rowKey(rows[i]),
    observeElementRect: observeRectOrWindow,
    overscan: 8,
    rangeExtractor,
  });
  const select = useCallback((id: number) => dispatch(orderSelected(id)), [dispatch]);
  const firstPending = bySection.pending[0]?.id_pedido;

  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label="Lista de pedidos"
      tabIndex={-1}
      data-skip-target={firstPending === undefined ? '' : undefined}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', '&:focus': { outline: 'none' } }}
    >
      <RowStyles />
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            // Positions change with every order that arrives: a plain style, not a new CSS class per offset.
            <div
              key={item.key}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'section' && <SectionTitle section={row.section} count={row.count} />}
              {row.kind === 'empty' && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                  {SECTION_TEXT[row.section].empty}
                </Typography>
              )}
              {row.kind === 'order' && (
                <OrderRow
                  order={row.order}
                  section={row.section}
                  selected={row.order.id_pedido === selectedId}
                  skipTarget={row.order.id_pedido === firstPending}
                  timeZone={timeZone}
                  onSelect={select}
                />
              )}
            </div>
          );
        })}
      </div>
    </Box>
  );
}

/** Indices of the rows always rendered: the pending section (title and orders) and the selected order. */
export function pinnedRows(rows: readonly ListRow[], selectedId: number | null): number[] {
  const out: number[] = [];
  rows.forEach((row, i) => {
    if (row.section === 'pending' || (row.kind === 'order' && row.order.id_pedido === selectedId)) out.push(i);
  });
  return out;
}

function rowKey(row: ListRow | undefined): string {
  if (!row) return '';
  return row.kind === 'order' ? `o${row.order.id_pedido}` : `${row.kind}-${row.section}`;
}

/** memoised: most arrivals change one or two sections' counts, and its `sx` is serialised at every render */
const SectionTitle = memo(function SectionTitle({ section, count }: { section: ListRow['section']; count: number }) {
  return (
    <Box
      sx={{ height: '100%', px: 2, display: 'flex', alignItems: 'center', bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }} data-section-title={section}>
        {SECTION_TEXT[section].title} ({count})
      </Typography>
    </Box>
  );
});

/**
 * The rows' looks, set once for the whole list: a row is plain elements with these classes. With
 * MUI components and `sx`, every row rendered serialised the styles of its seven parts again, a
 * good share of the work per order in a burst (new rows come in at the top, change section, go).
 */
const rowStyles = (theme: Theme) => ({
  '.order-row': {
    boxSizing: 'border-box' as const,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: theme.spacing(0, 2),
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'stretch',
    justifyContent: 'center',
    textAlign: 'left' as const,
    font: 'inherit',
    color: theme.palette.text.primary,
    cursor: 'pointer',
    border: 0,
    borderBottom: `1px solid ${theme.palette.divider}`,
    borderLeft: '4px solid transparent',
    background: theme.palette.background.paper,
    '&[data-section="pending"]': { borderLeftColor: theme.palette.warning.main },
    '&[aria-current="true"]': { borderLeftColor: theme.palette.primary.main, background: theme.palette.action.selected },
    '&:hover': { background: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '.order-row__line': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1), minWidth: 0 },
  '.order-row__number': { ...theme.typography.body2, fontWeight: 700 },
  '.order-row__status': { ...theme.typography.caption, fontWeight: 700, color: theme.palette.text.secondary },
  '.order-row[data-section="pending"] .order-row__status': { color: theme.palette.warning.dark },
  '.order-row__name': { ...theme.typography.body2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const },
  '.order-row__total': { ...theme.typography.body2, whiteSpace: 'nowrap' as const },
});

/** memoised: the list renders at every change of the orders, the styles never change */
const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={rowStyles} />;
});

const OrderRow = memo(function OrderRow({
  order,
  section,
  selected,
  skipTarget,
  timeZone,
  onSelect,
}: {
  order: Order;
  section: ListRow['section'];
  selected: boolean;
  /** the first pending order: where the skip link leads */
  skipTarget: boolean;
  /** the store's: the time reads the same as on the ticket, with the day when it is not today's */
  timeZone: string;
  onSelect: (id: number) => void;
}) {
  return (
    <button
      type="button"
      className="order-row"
      onClick={() => onSelect(order.id_pedido)}
      onKeyDown={(e) => {
        // from the selected order, its actions are one Tab away
        if (selected && e.key === 'Tab' && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey && focusOrderActions()) e.preventDefault();
      }}
      aria-current={selected ? 'true' : undefined}
      data-order-id={order.id_pedido}
      data-section={section}
      data-skip-target={skipTarget ? '' : undefined}
    >
      <span className="order-row__line">
        <span className="order-row__number">
          {orderCode(order)} · {formatTimeOrDay(order.data_criacao, timeZone)}
        </span>
        <span className="order-row__status">{statusLabel(order)}</span>
      </span>
      <span className="order-row__line">
        <span className="order-row__name">{order.usuario_nome}</span>
        <span className="order-row__total">{formatBRL(order.valor_total)}</span>
      </span>
    </button>
  );
});
