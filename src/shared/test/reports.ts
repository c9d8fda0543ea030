/** Test-only: rows of the sales history and reports, and ratings; override what matters. */
import type { DashboardOrderRow, Rating } from '../api/areas/reports';
import { toCents, toReais } from '../format';

/** A delivered card order numbered `id`: R$ 50,00 of products, R$ 5,00 delivery fee, no discount. */
export function makeReportRow(id: number, overrides: Partial<DashboardOrderRow> = {}): DashboardOrderRow {
  const row: DashboardOrderRow = {
    id_pedido: id,
    hash_pedido: `H${id}`,
    data_criacao: new Date(Date.UTC(2026, 10, 22, 15, 0, 0) + id * 60_000).toISOString(),
    usuario_nome: `Cliente ${id}`,
    status: 'PD',
    valor_pedido: 50,
    valor_desconto: 0,
    valor_taxa: 5,
    valor_total: 55,
    pagamento: 3,
    forma_pagamento: 'Cartão de crédito - Visa',
    fine_reversal_id: null,
    fine_reversal_is_approved: null,
    valor_desconto_rest: 0,
    valor_desconto_aiboo: 0,
    comissao: 6,
    id_cupom: null,
    compraGlobal: 0,
    id_usuario: 500 + id,
    ...overrides,
  };
  return { ...row, valor_total: overrides.valor_total ?? toReais(toCents(row.valor_pedido + row.valor_taxa - row.valor_desconto)) };
}

/** A counted rating of order `id`, 5/4/5, with a comment and no reply. */
export function makeRating(id: number, overrides: Partial<Rating> = {}): Rating {
  return {
    id_pedido: id,
    hash_pedido: `H${id}`,
    pedido_data_criacao: '2026-11-20T22:10:00.000Z',
    data_criacao: '2026-11-20T23:40:00.000Z',
    usuario_nome: `Cliente ${id}`,
    nota_comida: 5,
    nota_entrega: 4,
    nota_geral: 5,
    comentario_usuario: 'Pizza chegou quentinha, parabéns!',
    comentario_estabelecimento: '',
    status_avaliacao: 'CC',
    ...overrides,
  };
}
