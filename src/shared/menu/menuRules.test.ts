import { describe, expect, it } from 'vitest';
import { statusLabel, statusOptions } from '../statusCodes';
import { endMinutes, isAvailableAt, minutesFromTime, startMinutes, timeFromMinutes } from './availability';
import { ean13, isValidEan13 } from './ean';
import { basePriceCents, choicesPrice, isMultiSize, PRICE_CALCULATION_LABELS, priceCalculationLabel, startingPriceCents, unitPriceCents } from './pricing';

describe('availability minutes', () => {
  it('turn HH:MM into minutes from midnight and back', () => {
    expect(minutesFromTime('00:00')).toBe(0);
    expect(minutesFromTime('18:30')).toBe(1110);
    expect(minutesFromTime('23:59')).toBe(1439);
    expect(minutesFromTime('24:00')).toBeNull();
    expect(minutesFromTime('12:60')).toBeNull();
    expect(minutesFromTime('1830')).toBeNull();
    expect(timeFromMinutes(1110)).toBe('18:30');
    expect(timeFromMinutes(1439)).toBe('23:59');
    expect(timeFromMinutes(0)).toBe('00:00');
  });

  it('read an empty or 00:00 end as the end of the day (1439), an empty start as midnight', () => {
    expect(endMinutes('')).toBe(1439);
    expect(endMinutes('00:00')).toBe(1439);
    expect(endMinutes('22:00')).toBe(1320);
    expect(endMinutes('25:00')).toBeNull();
    expect(startMinutes('')).toBe(0);
    expect(startMinutes('11:00')).toBe(660);
  });

  it('say whether a schedule allows a weekday and minute; null allows always, a missing day never', () => {
    const schedule = { sx: { initAt: 660, endAt: 900, initAt2: 1080, endAt2: 1439 } };
    expect(isAvailableAt(null, 2, 30)).toBe(true);
    expect(isAvailableAt(schedule, 5, 700)).toBe(true);
    expect(isAvailableAt(schedule, 5, 1000)).toBe(false);
    expect(isAvailableAt(schedule, 5, 1439)).toBe(true);
    expect(isAvailableAt(schedule, 4, 700)).toBe(false);
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
    expect(choicesPrice('mp', chosen)).toBe(5490);
    expect(choicesPrice('pm', chosen)).toBe(4790);
    expect(choicesPrice('mm', chosen)).toBe(5140);
    expect(choicesPrice('st', chosen)).toBe(10280);
    expect(choicesPrice('in', [800, 500])).toBe(1300);
    expect(choicesPrice('mp', [])).toBe(0);
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
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });
});
