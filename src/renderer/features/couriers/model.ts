import type { ExternalDeliveryHistoryEntry } from '../../../shared/api';

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
