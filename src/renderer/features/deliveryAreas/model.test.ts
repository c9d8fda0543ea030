import { describe, expect, it } from 'vitest';
import type { DeliveryNeighbourhood, NeighbourhoodService } from '../../../shared/api';
import { bulkRequest, bulkValueErrors, filterNeighbourhoods, hasBulkValues, selectAllState, toggleAll, toggleFreeDelivery } from './model';

const service = (over: Partial<NeighbourhoodService> = {}): NeighbourhoodService => ({
  id_estabelecimento_bairro: 5,
  inativo: 'N',
  valor_minimo: 20,
  valor_taxa: 7.5,
  valor_taxa_old: 0,
  valor_frete_gratis: 150,
  ...over,
});

const row = (id: number, nome: string): DeliveryNeighbourhood => ({ id_bairro: id, nome_bairro: nome, atendido: null });

describe('the free-delivery switch', () => {
  it('moves the fee to zero, remembering it in valor_taxa_old', () => {
    expect(toggleFreeDelivery(service())).toEqual({
      kind: 'save',
      fields: { inativo: 'N', valor_minimo: 20, valor_taxa: 0, valor_taxa_old: 7.5, valor_frete_gratis: 150 },
    });
  });

  it('brings the remembered fee back', () => {
    expect(toggleFreeDelivery(service({ valor_taxa: 0, valor_taxa_old: 7.5 }))).toEqual({
      kind: 'save',
      fields: expect.objectContaining({ valor_taxa: 7.5, valor_taxa_old: 7.5 }),
    });
  });

  it("with both at zero there is nothing to move ('O frete deste bairro já é grátis!')", () => {
    expect(toggleFreeDelivery(service({ valor_taxa: 0, valor_taxa_old: 0 }))).toEqual({ kind: 'alreadyFree' });
  });
});

describe('bulk changes (mudaStsLote)', () => {
  it('maps the four actions and the header values to the path and the sel map', () => {
    expect(bulkRequest('activate', [3, 9])).toEqual({ status: 'S', frete: 'E', body: { sel: { 3: true, 9: true } } });
    expect(bulkRequest('deactivate', new Set([3]))).toEqual({ status: 'N', frete: 'E', body: { sel: { 3: true } } });
    expect(bulkRequest('freeOn', [3])).toMatchObject({ status: 'S', frete: 'F' });
    expect(bulkRequest('freeOff', [3])).toMatchObject({ status: 'N', frete: 'F' });
  });

  it('sends only the values typed, and only when applying them', () => {
    const values = { valor_minimo: '', valor_taxa: '8,5', valor_frete_gratis: '0' };
    expect(bulkRequest('apply', [3], values)).toEqual({ status: 'S', frete: '', body: { sel: { 3: true }, valor_taxa: 8.5, valor_frete_gratis: 0 } });
    expect(bulkRequest('activate', [3], values).body).toEqual({ sel: { 3: true } });
    expect(hasBulkValues(values)).toBe(true);
    expect(hasBulkValues({ valor_minimo: '', valor_taxa: ' ', valor_frete_gratis: '' })).toBe(false);
  });

  it('refuses, by the shared money rule, each bulk value it cannot take (an empty one is not applied)', () => {
    expect(bulkValueErrors({ valor_minimo: '1.234,56', valor_taxa: 'abc', valor_frete_gratis: '' })).toEqual({
      valor_minimo: 'O valor máximo é R$\u00a0999,99.',
      valor_taxa: 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).',
    });
    expect(bulkValueErrors({ valor_minimo: '-5', valor_taxa: '12,50', valor_frete_gratis: '9999.99' })).toEqual({
      valor_minimo: 'O valor não pode ser negativo.',
      valor_frete_gratis: 'O valor máximo é R$\u00a0999,99.',
    });
  });
});

describe('search and selection', () => {
  const list = [row(1, 'São Mateus'), row(2, 'Saúde'), row(3, 'Sé'), row(4, 'Moema')];

  it('finds names whatever the accents and the case', () => {
    expect(filterNeighbourhoods(list, 'sao').map((b) => b.id_bairro)).toEqual([1]);
    expect(filterNeighbourhoods(list, 'SAÚ').map((b) => b.id_bairro)).toEqual([2]);
    expect(filterNeighbourhoods(list, 'se').map((b) => b.id_bairro)).toEqual([3]);
    expect(filterNeighbourhoods(list, '  ')).toBe(list);
  });

  it('select-all selects the rows shown, and clears them when all were', () => {
    const shown = filterNeighbourhoods(list, 's');
    expect(selectAllState(shown, new Set())).toBe('none');
    expect(selectAllState(shown, new Set([1]))).toBe('some');
    const all = toggleAll(shown, new Set([1, 4]));
    expect([...all].sort()).toEqual([1, 2, 3, 4]);
    expect(selectAllState(shown, all)).toBe('all');
    expect([...toggleAll(shown, all)]).toEqual([4]);
  });
});
