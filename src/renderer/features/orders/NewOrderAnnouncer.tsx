import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { createSelector } from '@reduxjs/toolkit';
import { isPending } from '../../../shared/orders/statusRules';
import { useAppSelector } from '../../app/hooks';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { formatBRL } from './model';
import { orderCode } from '../../../shared/orders/naming';
import { selectOrderList, selectOrdersLoad } from './ordersSlice';

const selectPendingOrders = createSelector([selectOrderList], (orders) => orders.filter(isPending));

/** What a screen reader says of a new order. */
export function newOrderAnnouncement(orders: ReadonlyArray<{ id_pedido: number; hash_pedido: string; valor_total: number }>): string {
  return orders.map((o) => `Novo pedido ${orderCode(o)}, total ${formatBRL(o.valor_total)}`).join('. ');
}

/**
 * A polite live region, in the shell so it is in the page before anything arrives: a screen
 * reader says each new pending order (its number and total), so the alert sound is not the only
 * signal. The orders pending when the list first loads are not new.
 */
export function NewOrderAnnouncer() {
  const pending = useAppSelector(selectPendingOrders);
  const loaded = useAppSelector(selectOrdersLoad).status === 'loaded';
  const seen = useRef<Set<number> | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    if (!loaded && seen.current === null) return;
    if (seen.current === null) {
      seen.current = new Set(pending.map((o) => o.id_pedido));
      return;
    }
    const known = seen.current;
    const fresh = pending.filter((o) => !known.has(o.id_pedido));
    for (const o of fresh) known.add(o.id_pedido);
    if (fresh.length > 0) setText(newOrderAnnouncement(fresh));
  }, [pending, loaded]);

  return (
    <Box role="status" aria-label="Novos pedidos" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
