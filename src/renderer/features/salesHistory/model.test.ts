import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../../shared/csv';
import { makeReportRow } from '../../../shared/test/reports';
import { canRequestFineReversal, fineReversalRequest, fineReversalState, historyBody, historyCsv } from './model';

const TWENTY = 'Cliente cancelou sem'; // 20 characters

describe('sales history rules (spec 02 §2.9, §5)', () => {
  it('reads a request as in analysis, approved (1) or rejected (0)', () => {
    expect(([{ fine_reversal_id: null, fine_reversal_is_approved: null }, { fine_reversal_id: 4, fine_reversal_is_approved: null }, { fine_reversal_id: 4, fine_reversal_is_approved: '1' }, { fine_reversal_id: 4, fine_reversal_is_approved: '0' }] as const).map((value) => fineReversalState(value))).toEqual(
      ['none', 'analysis', 'approved', 'rejected'],
    );
  });

  it('offers the request only for a cancelled order without one', () => {
    expect(([makeReportRow(1, { status: 'PC' }), makeReportRow(1, { status: 'CANCELED_ORDER' }), makeReportRow(1, { status: 'PC', fine_reversal_id: 9 }), makeReportRow(1, { status: 'PD' })] as const).map((value) => canRequestFineReversal(value))).toEqual(
      [true, true, false, false],
    );
  });

  it('sends a description of 20 to 200 characters with the order id or hash, and nothing else', () => {
    expect(TWENTY).toHaveLength(20);
    expect(fineReversalRequest({ id_pedido: 7, hash_pedido: 'AB12' }, TWENTY.slice(0, 19))).toBeNull();
    expect(fineReversalRequest({ id_pedido: 7, hash_pedido: 'AB12' }, `${' '.repeat(5)}${TWENTY.slice(0, 19)}`)).toBeNull();
    expect(fineReversalRequest({ id_pedido: 7, hash_pedido: 'AB12' }, `  ${TWENTY}  `)).toEqual({
      description: TWENTY,
      order_id: 7,
      order_hash: 'AB12',
    });
    expect(fineReversalRequest({ id_pedido: 7, hash_pedido: 'AB12' }, 'x'.repeat(201))).toBeNull();
    expect(fineReversalRequest({ id_pedido: 0, hash_pedido: 'AB12' }, TWENTY)).toEqual({ description: TWENTY, order_hash: 'AB12' });
    expect(fineReversalRequest({ id_pedido: 7, hash_pedido: ' ' }, TWENTY)).toEqual({ description: TWENTY, order_id: 7 });
    expect(fineReversalRequest({ id_pedido: 0, hash_pedido: '' }, TWENTY)).toBeNull();
    expect(fineReversalRequest({}, TWENTY)).toBeNull();
  });

  it("asks gerahistorico for the period and its dates", () => {
    expect(historyBody({ period: 30, start: '2026-10-23', end: '2026-11-22', storeId: 101 })).toEqual({
      periodo: '30',
      data_inicio: '2026-10-23',
      data_final: '2026-11-22',
      id_estabelecimento: 101,
    });
  });

  it('exports the orders as a Brazilian spreadsheet reads them', () => {
    const csv = historyCsv([
      makeReportRow(1, { hash_pedido: 'X1Y2', usuario_nome: 'João Conceição', valor_pedido: 1234.5, valor_desconto: 10, valor_taxa: 7.9, pagamento: -1, forma_pagamento: 'Dinheiro', data_criacao: '2026-11-22T22:05:00.000Z' }),
      makeReportRow(2, { status: 'PC', fine_reversal_id: 3, fine_reversal_is_approved: '0' }),
    ], 'America/Manaus');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Pedido;Data;Cliente;Status;Subtotal;Desconto;Taxa de entrega;Total;Tipo de pagamento;Forma de pagamento;Estorno de multa');
    // 22:05 UTC on the store's clock (Manaus), whatever the computer's
    expect(lines[1]).toMatch(/^X1Y2;22\/11\/2026 18:05;João Conceição;Entregue;1234,50;10,00;7,90;1232,40;Dinheiro;Dinheiro;$/);
    expect(lines[2]).toMatch(/;Recusado;.*;Estorno de multa recusado$/);
  });
});
