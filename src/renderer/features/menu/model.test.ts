import { describe, expect, it } from 'vitest';
import type { MenuProduct, OpeningDay } from '../../../shared/api';
import { availabilityErrors, availabilityFromForm, availabilityToForm, availabilityWarnings, type DayForm } from './availabilityForm';
import { adjustCents, changeProblem, planAdjustment, readAdjustmentValue, roundCents, undoChanges, type Adjustment } from './priceAdjustment';
import { parsePrice, priceError, priceText, productPriceLabel, promoPriceError } from './prices';

const week = (edit: (days: DayForm[]) => void = () => undefined): DayForm[] => {
  const days = availabilityToForm({});
  edit(days);
  return days;
};
const period = (start: string, end: string, disabled = false) => ({ start, end, disabled });

describe('the availability editor', () => {
  it('shows always-available as every day all day with the second period off, and saves it back as null', () => {
    const form = availabilityToForm(null);
    expect(form[0]).toEqual({ day: 'do', periods: [period('00:00', '23:59'), period('', '', true)] });
    expect(availabilityFromForm(form)).toBeNull();
  });

  it('stores minutes; an empty or 00:00 end is 1439; a day with both periods off is left out', () => {
    const form = week((days) => {
      days[5]!.periods = [period('11:00', '15:00'), period('18:00', '00:00')];
      days[6]!.periods = [period('18:30', ''), period('', '', true)];
    });
    expect(availabilityFromForm(form)).toEqual({ sx: { initAt: 660, endAt: 900, initAt2: 1080, endAt2: 1439 }, sb: { initAt: 1110, endAt: 1439 } });
    expect(availabilityToForm(availabilityFromForm(form))[5]).toEqual({ day: 'sx', periods: [period('11:00', '15:00'), period('18:00', '23:59')] });
  });

  it('a lone second period becomes the day’s only period', () => {
    const form = week((days) => {
      days[1]!.periods = [period('08:00', '10:00', true), period('19:00', '22:00')];
    });
    expect(availabilityFromForm(form)).toEqual({ sg: { initAt: 1140, endAt: 1320 } });
  });

  it('names the day and period of a time that is not HH:MM, or that ends before it starts; disabled periods are not checked', () => {
    const form = week((days) => {
      days[2]!.periods = [period('25:00', '23:00'), period('12:00', '11:00')];
      days[3]!.periods = [period('99:99', '', true), period('', '', true)];
    });
    expect(availabilityErrors(form)).toEqual(['Terça-feira, 1º período: use HH:MM (00:00 a 23:59).', 'Terça-feira, 2º período: o fim precisa ser depois do início.']);
  });

  it('warns of overlapping periods and of periods outside the opening hours (a shift past midnight counts on the next day)', () => {
    const closed = { checked: false, abertura: '', fechamento: '', abertura2: '', fechamento2: '' };
    const hours: OpeningDay[] = (['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const).map((abreviacao) => ({ abreviacao, ...closed }));
    hours[5] = { abreviacao: 'sex', checked: true, abertura: '18:00', fechamento: '02:00', abertura2: '', fechamento2: '' };
    const form = week((days) => {
      days[5]!.periods = [period('19:00', '23:00'), period('22:00', '23:59')];
      days[6]!.periods = [period('00:00', '01:30'), period('12:00', '14:00')];
      days[1]!.periods = [period('11:00', '14:00'), period('', '', true)];
    });
    expect(availabilityWarnings(form, hours)).toEqual([
      'Segunda-feira, 1º período: a loja não abre neste dia.',
      'Sexta-feira: os dois períodos se sobrepõem.',
      'Sábado, 2º período fica fora do horário de funcionamento da loja (00:00 às 02:00).',
    ]);
    // always available: nothing to warn about
    expect(availabilityWarnings(availabilityToForm(null), hours)).toEqual([]);
  });
});

describe('the price rule', () => {
  it('is the shared money rule: R$ 999,99 at most, a comma or a dot for the decimals, nothing cut', () => {
    expect(parsePrice('49.90')).toBe(49.9);
    expect(parsePrice('49,90')).toBe(49.9);
    expect(parsePrice('999.99')).toBe(999.99);
    expect(parsePrice('1.234,56')).toBeNull();
    expect(parsePrice('9999.99')).toBeNull();
    expect(parsePrice('4.999')).toBeNull();
    expect(priceError('')).toBe('Informe um valor (ex.: 12,50). Para zero, digite 0.');
    expect(priceError('abc')).toBe('Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).');
    expect(priceError('1.234,56')).toBe('O valor máximo é R$\u00a0999,99.');
    expect(priceError('9999.99')).toBe('O valor máximo é R$\u00a0999,99.');
    expect(priceError('-5')).toBe('O valor não pode ser negativo.');
    expect(priceError('8')).toBeNull();
    expect(priceText(49.9)).toBe('49,90');
  });

  it('a promotional price is optional, above zero and below the price', () => {
    expect(([['', '49.90'], ['39.90', '49.90'], ['49.90', '49.90'], ['0', '49.90'], ['39,90', '49.90'], ['abc', '49.90']] as const).map(([a, b]) => promoPriceError(a, b))).toEqual(
      [null, null, 'O preço promocional precisa ser menor que o preço.', 'Informe um preço promocional maior que zero, ou deixe em branco.', null, 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).'],
    );
  });

  it('shows a multi-size price as a starting price and a promotion with the old price', () => {
    const base = { multipleSize: false, preco: 39.9, novo_preco: null, preco_antigo: null, preco_apartirde: null } as MenuProduct;
    expect(productPriceLabel(base)).toEqual({ price: 'R$\u00a039,90' });
    expect(productPriceLabel({ ...base, novo_preco: 34.9, preco_antigo: 39.9 })).toEqual({ price: 'R$\u00a034,90', old: 'R$\u00a039,90' });
    expect(productPriceLabel({ ...base, multipleSize: true, preco: 0, preco_apartirde: 34.9 })).toEqual({ price: 'R$\u00a034,90', from: true });
  });
});

describe('price adjustment', () => {
  const up10: Adjustment = { direction: 'up', kind: 'percent', value: 10, rounding: 'cents' };

  it('reads an amount by the shared money rule and a percentage above zero', () => {
    expect(readAdjustmentValue('amount', '1,50')).toEqual({ ok: true, value: 1.5 });
    expect(readAdjustmentValue('amount', '1.50')).toEqual({ ok: true, value: 1.5 });
    expect(readAdjustmentValue('amount', '1.234,56')).toEqual({ ok: false, message: 'O valor máximo é R$\u00a0999,99.' });
    expect(readAdjustmentValue('amount', '-5')).toEqual({ ok: false, message: 'O valor não pode ser negativo.' });
    expect(readAdjustmentValue('amount', '0')).toEqual({ ok: false, message: 'Informe um valor maior que zero.' });
    expect(readAdjustmentValue('percent', '2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readAdjustmentValue('percent', 'abc')).toEqual({ ok: false, message: 'Informe um valor maior que zero.' });
  });

  it('refuses a new price above the money limit', () => {
    const [change] = planAdjustment([{ multipleSize: false, preco: 990, novo_preco: null, tamanhos: [] } as unknown as MenuProduct], { ...up10, value: 2 });
    expect(change?.newCents).toBe(100_980);
    expect(changeProblem(change!)).toBe('aboveLimit');
  });

  it('goes up or down by a percentage or an amount, rounded to the cent', () => {
    expect(([[4990, up10], [4990, { ...up10, direction: 'down' }], [4990, { ...up10, kind: 'amount', value: 2.5 }], [4990, { direction: 'down', kind: 'amount', value: 50, rounding: 'cents' }]] as const).map(([a, b]) => adjustCents(a, b))).toEqual(
      [5489, 4491, 5240, null],
    );
  });

  it('rounds to end in ,90 or ,99 within the same real', () => {
    expect(([[4312, '90'], [4395, '90'], [4312, '99']] as const).map(([a, b]) => roundCents(a, b))).toEqual([4390, 4390, 4399]);
    expect(adjustCents(4990, { ...up10, rounding: '90' })).toBe(5490);
    expect(adjustCents(4990, { ...up10, rounding: '99' })).toBe(5499);
  });

  it('changes the sizes of a multi-size product and the price and promotion of the others, and undoes them', () => {
    const pizza = { id_cardapio: 1, nome_prod: 'Pizza', multipleSize: true, preco: 0, novo_preco: null, tamanhos: [{ id_cardapio_tamanho: 7, nome: 'Broto', preco: 34.9 }] } as MenuProduct;
    const pudim = { id_cardapio: 2, nome_prod: 'Pudim', multipleSize: false, preco: 14.9, novo_preco: 12.9, tamanhos: [] as MenuProduct['tamanhos'] } as MenuProduct;
    const plan = planAdjustment([pizza, pudim], { ...up10, rounding: '90' });
    expect(plan.map((c) => [c.kind, c.oldCents, c.newCents])).toEqual([
      ['size', 3490, 3890],
      ['product', 1490, 1690],
    ]);
    expect(plan[1]).toMatchObject({ oldPromoCents: 1290, newPromoCents: 1490 });
    expect(plan.map(changeProblem)).toEqual([null, null]);
    const undo = undoChanges(plan);
    expect(undo.map((c) => [c.oldCents, c.newCents])).toEqual([
      [3890, 3490],
      [1690, 1490],
    ]);
    expect(undo[1]).toMatchObject({ oldPromoCents: 1490, newPromoCents: 1290 });
  });

  it('refuses a price that would reach zero and a promotion that would stop being lower', () => {
    const cafe = { id_cardapio: 3, nome_prod: 'Café', multipleSize: false, preco: 5.95, novo_preco: 5.1, tamanhos: [] as MenuProduct['tamanhos'] } as MenuProduct;
    const [rounded] = planAdjustment([cafe], { direction: 'up', kind: 'amount', value: 0.01, rounding: '90' });
    expect(rounded).toMatchObject({ newCents: 590, newPromoCents: 590 });
    expect(changeProblem(rounded!)).toBe('promoNotLower');
    const [gone] = planAdjustment([cafe], { direction: 'down', kind: 'percent', value: 100, rounding: 'cents' });
    expect(changeProblem(gone!)).toBe('notPositive');
  });
});
