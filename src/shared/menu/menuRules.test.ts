import { describe, expect, it } from 'vitest';
import { statusLabel, statusOptions } from '../statusCodes';
import { endMinutes, isAvailableAt, minutesFromTime, startMinutes, timeFromMinutes } from './availability';
import { ean13, isValidEan13 } from './ean';
import { basePriceCents, choicesPrice, isMultiSize, PRICE_CALCULATION_LABELS, priceCalculationLabel, startingPriceCents, unitPriceCents } from './pricing';

describe('availability minutes', () => {
  it('turn HH:MM into minutes from midnight and back', () => {
    expect(['00:00', '18:30', '23:59', '24:00', '12:60', '1830'].map((value) => minutesFromTime(value))).toEqual([0, 1110, 1439, null, null, null]);
    expect([1110, 1439, 0].map((value) => timeFromMinutes(value))).toEqual(['18:30', '23:59', '00:00']);
  });

  it('read an empty or 00:00 end as the end of the day (1439), an empty start as midnight', () => {
    expect(['', '00:00', '22:00', '25:00'].map((value) => endMinutes(value))).toEqual([1439, 1439, 1320, null]);
    expect(startMinutes('')).toBe(0);
    expect(startMinutes('11:00')).toBe(660);
  });

  it('say whether a schedule allows a weekday and minute; null allows always, a missing day never', () => {
    const schedule = { sx: { initAt: 660, endAt: 900, initAt2: 1080, endAt2: 1439 } };
    expect(([[null, 2, 30], [schedule, 5, 700], [schedule, 5, 1000], [schedule, 5, 1439], [schedule, 4, 700]] as const).map(([a, b, c]) => isAvailableAt(a, b, c))).toEqual(
      [true, true, false, true, false],
    );
  });
});

describe('prices', () => {
  it('a product with sizes is multi-size and its base price is zero; it starts from its cheapest size', () => {
    expect(isMultiSize([])).toBe(false);
    expect(isMultiSize([{ nome: 'Broto' }])).toBe(true);
    expect(basePriceCents(4990, [])).toBe(4990);
    expect(basePriceCents(4990, [{ nome: 'Broto' }])).toBe(0);
    expect(startingPriceCents([{ precoCents: 4990 }, { precoCents: 3490 }])).toBe(3490);
    expect(startingPriceCents([])).toBeNull();
  });

  it('each calculation code has a name and an explanation in words', () => {
    expect(Object.fromEntries(Object.entries(PRICE_CALCULATION_LABELS).map(([code, l]) => [code, l.name]))).toEqual({
      mp: 'Maior preço',
      pm: 'Menor preço',
      mm: 'Média',
      st: 'Soma total',
      in: 'Incremental',
    });
    for (const label of Object.values(PRICE_CALCULATION_LABELS)) expect(label.explanation.length).toBeGreaterThan(20);
    expect(priceCalculationLabel('mp')).toBe('Maior preço');
    expect(priceCalculationLabel('xx')).toBe('xx');
  });

  it('prices the choices by code: highest, lowest, average, sum; incremental adds to the base', () => {
    const chosen = [4790, 5490];
    expect(([['mp', chosen], ['pm', chosen], ['mm', chosen], ['st', chosen], ['in', [800, 500]], ['mp', []]] as const).map(([a, b]) => choicesPrice(a, b))).toEqual([5490, 4790, 5140, 10280, 1300, 0]);
    // a half-and-half large pizza with a stuffed crust
    expect(unitPriceCents(4790, [{ code: 'mp', chosenCents: chosen }, { code: 'in', chosenCents: [800] }])).toBe(6290);
    // nothing chosen in the replacing variation: the base stays
    expect(unitPriceCents(4790, [{ code: 'mp', chosenCents: [] }, { code: 'in', chosenCents: [500, 300] }])).toBe(5590);
  });
});

describe('status labels', () => {
  // The panel follows the main reading of spec 02 §4 everywhere: F = Em falta, O = Oculto (some
  // size and product-modal dropdowns of the source swap them; the panel does not).
  it('F is Em falta and O is Oculto on every entity; stock items offer only Ativo and Oculto', () => {
    expect(statusLabel('F')).toBe('Em falta');
    expect(statusLabel('O')).toBe('Oculto');
    expect(statusOptions('product').map((o) => o.label)).toEqual(['Ativo', 'Em falta', 'Oculto']);
    expect(statusOptions('size').map((o) => o.label)).toEqual(['Ativo', 'Em falta', 'Oculto', 'Inativo']);
    expect(statusOptions('stockItem').map((o) => `${o.code} ${o.label}`)).toEqual(['S Ativo', 'O Oculto']);
  });
});

describe('EAN-13', () => {
  it('computes and checks the check digit', () => {
    expect(ean13('789100010010')).toMatch(/^789100010010\d$/);
    expect(['4006381333931', '4006381333932', '400638133393'].map((value) => isValidEan13(value))).toEqual([true, false, false]);
  });
});
