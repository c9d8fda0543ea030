import { describe, expect, it } from 'vitest';
import { deliveryTimeOptions, fechadoFor, isStoreOpen } from './model';

describe('store model', () => {
  it('maps the switch to fechado N (open) / S (closed)', () => {
    expect(fechadoFor(true)).toBe('N');
    expect(fechadoFor(false)).toBe('S');
    expect(isStoreOpen({ fechado: 'N' })).toBe(true);
    expect(isStoreOpen({ fechado: 'S' })).toBe(false);
  });

  it('lists the five presets of the spec, labelled in minutes', () => {
    expect(deliveryTimeOptions().map((o) => o.label)).toEqual(['15-30 min', '20-40 min', '40-60 min', '60-90 min', '90-120 min']);
    expect(deliveryTimeOptions()[2]).toEqual({ value: '40-60', label: '40-60 min', entrega_minimo: 40, entrega_maximo: 60 });
  });

  it('adds the current estimate first only when it is not a preset (and is a real estimate)', () => {
    expect(deliveryTimeOptions({ entrega_minimo: 40, entrega_maximo: 60 })).toHaveLength(5);
    expect(deliveryTimeOptions({ entrega_minimo: 10, entrega_maximo: 25 })[0]?.label).toBe('10-25 min');
    expect(deliveryTimeOptions({ entrega_minimo: 0, entrega_maximo: 0 })).toHaveLength(5);
  });
});
