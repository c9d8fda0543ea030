import { describe, expect, it } from 'vitest';
import { feePlans, receiptText } from './plansModel';

const ROWS = [
  { id_pagon_plano: '1', tipo: 'Débito', bandeira: 'Visa', taxas: 1.99, parcelas: 'À vista' },
  { id_pagon_plano: '1', tipo: 'Crédito', bandeira: 'Visa', taxas: 3.49, parcelas: '1x' },
  { id_pagon_plano: '2', tipo: 'Crédito', bandeira: 'Elo', taxas: 4.29, parcelas: '2x a 6x' },
];

describe('fee plans', () => {
  it('gives Plano Standard Padrão and Plano Pro Padrão with their debit and credit rows', () => {
    const [standard, pro] = feePlans(ROWS);
    expect(standard).toMatchObject({ id: 1, nome: 'Plano Standard Padrão' });
    expect(standard?.debit.map((r) => r.bandeira)).toEqual(['Visa']);
    expect(standard?.credit.map((r) => r.taxas)).toEqual([3.49]);
    expect(pro).toMatchObject({ id: 2, nome: 'Plano Pro Padrão', debit: [] });
    expect(pro?.credit).toHaveLength(1);
  });

  it('shows receipt times the pt-BR way', () => {
    expect(receiptText('Débito')).toBe('Recebimento em 1 dia');
    expect(receiptText('Crédito')).toBe('Recebimento em 30 dias');
  });
});
