/**
 * Where the keyboard goes on the orders screen (issue 34): the order rows and the selected
 * order's actions, found in the page by their markers. The pending rows and the selected one are
 * always in the page, whatever the list's scroll (OrdersList keeps them rendered).
 */
import type { Order } from '../../../shared/api';

/** The id of the selected order's action group ('Ações do pedido'). */
export const ORDER_ACTIONS_ID = 'acoes-do-pedido';

export function orderRow(id: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.order-row[data-order-id="${id}"]`);
}

export function focusOrderRow(id: number): boolean {
  const row = orderRow(id);
  row?.focus();
  return row !== null && document.activeElement === row;
}

/** The first action of the selected order that can be used now. */
export function focusOrderActions(): boolean {
  const button = document.getElementById(ORDER_ACTIONS_ID)?.querySelector<HTMLButtonElement>('button:not(:disabled)');
  button?.focus();
  return button != null && document.activeElement === button;
}

/**
 * The pending order after `fromId` in the list's order (newest first), or the one before it when
 * `fromId` is the last; the first pending when `fromId` is not pending. Null when none is left.
 */
export function neighbourPending(pending: readonly Pick<Order, 'id_pedido'>[], fromId: number | null, step: 1 | -1 = 1): number | null {
  const others = pending.filter((o) => o.id_pedido !== fromId);
  if (others.length === 0) return null;
  const at = pending.findIndex((o) => o.id_pedido === fromId);
  if (at < 0) return (step === 1 ? others[0] : others[others.length - 1])!.id_pedido;
  const next = pending[at + step] ?? pending[at - step];
  return next ? next.id_pedido : null;
}

/** Focus lost with the element that had it: on the page body, or on a button now disabled or gone. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}
