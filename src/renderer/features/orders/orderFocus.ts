/**
 * Where the keyboard goes on the orders screen (issues 34, 45): the order rows and the selected
 * order's actions, found in the page by their markers, and the rules for which order a key acts
 * on and where the focus goes next. The pending rows and the selected one are always in the page,
 * whatever the list's scroll (OrdersList keeps them rendered).
 */
import type { Order } from '../../../shared/api';

/** The id of the selected order's action group ('Ações do pedido'). */
export const ORDER_ACTIONS_ID = 'acoes-do-pedido';

export function orderRow(id: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.order-row[data-order-id="${id}"]`);
}

/** The order whose row is `target` (the element that has the focus), or null. */
export function orderIdOfRow(target: EventTarget | null): number | null {
  if (!(target instanceof HTMLElement) || !target.classList.contains('order-row')) return null;
  const id = Number(target.dataset.orderId);
  return Number.isInteger(id) ? id : null;
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
 * The order a shortcut (A, I, C) acts on: the one whose row has the focus, else the selected one.
 * Acting on it selects it, so the card shows the order the key acted on.
 */
export function orderForShortcut(focusedRowId: number | null, selectedId: number | null): number | null {
  return focusedRowId ?? selectedId;
}

/**
 * J (step 1) and K (step -1): the pending order after or before `fromId` in the list's order
 * (newest first). At either end it stays on `fromId`; from an order that is not pending, J goes to
 * the first pending order and K to the last. Null when none is pending.
 */
export function stepPending(pending: readonly Pick<Order, 'id_pedido'>[], fromId: number | null, step: 1 | -1): number | null {
  if (pending.length === 0) return null;
  const at = pending.findIndex((o) => o.id_pedido === fromId);
  if (at < 0) return (step === 1 ? pending[0] : pending[pending.length - 1])!.id_pedido;
  return (pending[at + step] ?? pending[at])!.id_pedido;
}

/**
 * Where the focus goes once `leftId` leaves the pending orders (accepted or cancelled): the next
 * pending order below it in the list as it was (`before`), else the nearest one above it, else
 * any order pending now; null when none is left. Orders that left meanwhile are skipped.
 */
export function pendingAfterLeaving(before: readonly number[], now: readonly number[], leftId: number): number | null {
  const still = new Set(now);
  still.delete(leftId);
  const at = before.indexOf(leftId);
  if (at >= 0) {
    for (let i = at + 1; i < before.length; i++) if (still.has(before[i]!)) return before[i]!;
    for (let i = at - 1; i >= 0; i--) if (still.has(before[i]!)) return before[i]!;
  }
  return now.find((id) => id !== leftId) ?? null;
}

/** Focus lost with the element that had it: on the page body, or on a button now disabled or gone. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
}
