import { DELIVERY_TIME_PRESETS, type Fechado, type StoreDetail } from '../../../shared/api';

/** The store is open when the platform says fechado 'N' (spec 01 §4 Store). */
export function isStoreOpen(detail: Pick<StoreDetail, 'fechado'>): boolean {
  return detail.fechado === 'N';
}

/** What the switch sends: open -> 'N', closed -> 'S'. */
export function fechadoFor(open: boolean): Fechado {
  return open ? 'N' : 'S';
}

export interface DeliveryTimeOption {
  /** 'min-max', stable key for a select */
  value: string;
  /** '40-60 min' */
  label: string;
  entrega_minimo: number;
  entrega_maximo: number;
}

export function deliveryTimeOption(entrega_minimo: number, entrega_maximo: number): DeliveryTimeOption {
  return {
    value: `${entrega_minimo}-${entrega_maximo}`,
    label: `${entrega_minimo}-${entrega_maximo} min`,
    entrega_minimo,
    entrega_maximo,
  };
}

/**
 * The presets of spec 01 §4 (15-30 ... 90-120). A store whose current estimate is not a preset
 * (set elsewhere) still sees it, first, so the dropdown never shows a value it does not have.
 */
export function deliveryTimeOptions(current?: Pick<StoreDetail, 'entrega_minimo' | 'entrega_maximo'> | null): DeliveryTimeOption[] {
  const presets = DELIVERY_TIME_PRESETS.map(([min, max]) => deliveryTimeOption(min, max));
  if (!current || !(current.entrega_minimo > 0) || !(current.entrega_maximo > 0)) return presets;
  const mine = deliveryTimeOption(current.entrega_minimo, current.entrega_maximo);
  return presets.some((p) => p.value === mine.value) ? presets : [mine, ...presets];
}
