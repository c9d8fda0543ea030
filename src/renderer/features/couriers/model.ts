import type { ExternalDeliveryHistoryEntry, Order } from '../../../shared/api';
import { externalDeliveryBlock } from '../../../shared/couriers';
import { orderActions } from '../../../shared/orders/statusRules';

/**
 * The card offers the courier buttons but the address has no coordinates (or their lookup
 * failed): the request cannot be made until the address is adjusted (spec 01 §5). The buttons
 * show disabled from the start, with the reason and 'Ajustar endereço' beside them.
 */
export function courierNeedsAddress(order: Order, coordinatesLookupFailed: boolean): boolean {
  if (!orderActions(order).some((a) => a.kind === 'requestCourier')) return false;
  const block = externalDeliveryBlock(order, coordinatesLookupFailed);
  return block === 'noCoordinates' || block === 'lookupFailed';
}

/** 'Carlos Eduardo · Honda CG 160 Fan · FQX3B21' for an entry that names its courier. */
export function courierLine(entry: ExternalDeliveryHistoryEntry): string | null {
  const man = entry.meta_data?.deliveryMan;
  if (!man?.name) return null;
  return [man.name, man.vehicle?.model, man.vehicle?.plate].filter((part) => part && part.trim() !== '').join(' · ');
}

/** The courier of the most recent entry that names one: who is coming for the order now. */
export function currentCourier(entries: readonly ExternalDeliveryHistoryEntry[]): string | null {
  const sorted = [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  for (const entry of sorted) {
    const line = courierLine(entry);
    if (line) return line;
  }
  return null;
}
