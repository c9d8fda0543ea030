import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../../shared/csv';
import { makeReportRow } from '../../../shared/test/reports';
import { ordersByWeekday, reportCsv } from './model';

describe('report screens rules', () => {
  it('exports the report list as a Brazilian spreadsheet reads it', () => {
    const csv = reportCsv([makeReportRow(1, { hash_pedido: 'Q1', valor_pedido: 10.5, pagamento: -12, forma_pagamento: 'Pix' })], 'America/Sao_Paulo');
    const lines = csv.replace(CSV_BOM, '').split('\r\n');
    expect(lines[0]).toBe('Pedido;Data;Cliente;Status;Tipo de pagamento;Forma de pagamento;Subtotal;Desconto;Taxa de entrega;Total');
    expect(lines[1]).toMatch(/^Q1;\d{2}\/\d{2}\/2026 \d{2}:\d{2};Cliente 1;Entregue;Pagamento online;Pix;10,50;0,00;5,00;15,50$/);
  });

  it('lists the weekdays from Sunday (1) to Saturday (7), adding what comes twice', () => {
    expect(ordersByWeekday([{ dia: 7, qtde: 3 }, { dia: 2, qtde: 1 }, { dia: 7, qtde: 2 }, { dia: 9, qtde: 5 }])).toEqual([
      { label: 'Domingo', value: 0 },
      { label: 'Segunda', value: 1 },
      { label: 'Terça', value: 0 },
      { label: 'Quarta', value: 0 },
      { label: 'Quinta', value: 0 },
      { label: 'Sexta', value: 0 },
      { label: 'Sábado', value: 5 },
    ]);
  });
});
