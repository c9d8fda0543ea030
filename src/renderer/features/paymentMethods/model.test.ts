import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../shared/api';
import {
  filterMethods,
  methodIconKind,
  paymentMethodsFrom,
  selectedChaves,
  selectionChanged,
  selectionSchema,
  toggleChave,
  withSelection,
} from './model';

const METHODS: PaymentMethod[] = [
  { chave: 'dinheiro', nome: 'Dinheiro', selected: true },
  { chave: 'credito_visa', nome: 'Cartão de Crédito Visa', selected: true },
  { chave: 'debito_master', nome: 'Cartão de Débito Mastercard', selected: false },
  { chave: 'pix', nome: 'Pix', selected: false },
  { chave: 'vr', nome: 'Vale-Refeição VR', selected: false },
];

describe('filterMethods', () => {
  it('keeps the methods whose name contains the text, ignoring case and accents', () => {
    expect(filterMethods(METHODS, 'credito').map((m) => m.chave)).toEqual(['credito_visa']);
    expect(filterMethods(METHODS, 'CARTÃO').map((m) => m.chave)).toEqual(['credito_visa', 'debito_master']);
    expect(filterMethods(METHODS, '  pix ').map((m) => m.chave)).toEqual(['pix']);
  });
  it('shows everything for an empty search and nothing for no match', () => {
    expect(filterMethods(METHODS, '')).toHaveLength(5);
    expect(filterMethods(METHODS, 'boleto')).toEqual([]);
  });
});

describe('selection', () => {
  it('lists the selected chaves', () => {
    expect(selectedChaves(METHODS)).toEqual(['dinheiro', 'credito_visa']);
  });
  it('is changed only when the set of chaves differs', () => {
    expect(([[['dinheiro', 'pix'], ['pix', 'dinheiro']], [['dinheiro'], ['dinheiro', 'pix']], [['dinheiro', 'pix'], ['dinheiro']], [['dinheiro'], ['pix']], [[], []]] as const).map(([a, b]) => selectionChanged(a, b))).toEqual(
      [false, true, true, true, false],
    );
  });
  it('unticking and ticking again is no change', () => {
    const saved = ['dinheiro', 'credito_visa'];
    const after = toggleChave(toggleChave(saved, 'dinheiro', false), 'dinheiro', true);
    expect(selectionChanged(saved, after)).toBe(false);
    expect(toggleChave(saved, 'dinheiro', true)).toHaveLength(2);
  });
  it('applies a saved selection to the list', () => {
    expect(selectedChaves(withSelection(METHODS, ['pix']))).toEqual(['pix']);
  });
});

describe('methodIconKind', () => {
  it('picks the icon by chave and name', () => {
    expect(METHODS.map(methodIconKind)).toEqual(['cash', 'card', 'card', 'pix', 'voucher']);
    expect([{ chave: '7', nome: 'Ticket Restaurante' }, { chave: 'sodexo', nome: 'Sodexo' }, { chave: 'elo', nome: 'Elo' }, { chave: 'online', nome: 'Pagamento Online' }, { chave: 'x', nome: 'Fiado' }].map((value) => methodIconKind(value))).toEqual(
      ['voucher', 'voucher', 'card', 'online', 'other'],
    );
  });
});

describe('paymentMethodsFrom', () => {
  it('reads the list, with text selections and without broken entries', () => {
    expect(
      paymentMethodsFrom({
        status: true,
        obj: [
          { chave: 'pix', nome: 'Pix', selected: '1' },
          { chave: 3, nome: 'Dinheiro', selected: 0 },
          { chave: '', nome: 'Sem chave' },
          { chave: 'pix', nome: 'Pix de novo', selected: true },
          null,
        ],
      }),
    ).toEqual([
      { chave: 'pix', nome: 'Pix', selected: true },
      { chave: '3', nome: 'Dinheiro', selected: false },
    ]);
  });
  it('refuses an answer without a list', () => {
    expect(() => paymentMethodsFrom({ status: true })).toThrow();
  });
});

describe('selectionSchema', () => {
  it('needs at least one method', async () => {
    await expect(selectionSchema.validate({ selected: ['pix'] })).resolves.toBeTruthy();
    await expect(selectionSchema.validate({ selected: [] })).rejects.toThrow('Selecione ao menos uma forma de pagamento.');
  });
});
