import type { ReportOrderRow } from '../api';
import { csvDateTime, csvMoney, type CsvColumn } from '../csv';
import { toCents } from '../format';
import { orderStatusLabel } from './orderStatus';
import { paymentGroupLabel } from './salesHistory';

/**
 * An order's columns in the CSV exports (sales history, general report), in groups: each export
 * puts them in the order its screen shows them.
 */
export function orderCsvColumns(timeZone: string) {
  return {
    order: [
      { header: 'Pedido', value: (r) => r.hash_pedido },
      { header: 'Data', value: (r) => csvDateTime(r.data_criacao, timeZone) },
      { header: 'Cliente', value: (r) => r.usuario_nome },
      { header: 'Status', value: (r) => orderStatusLabel(r.status) },
    ],
    payment: [
      { header: 'Tipo de pagamento', value: (r) => paymentGroupLabel(r.pagamento) },
      { header: 'Forma de pagamento', value: (r) => r.forma_pagamento },
    ],
    money: [
      { header: 'Subtotal', value: (r) => csvMoney(toCents(r.valor_pedido)) },
      { header: 'Desconto', value: (r) => csvMoney(toCents(r.valor_desconto)) },
      { header: 'Taxa de entrega', value: (r) => csvMoney(toCents(r.valor_taxa)) },
      { header: 'Total', value: (r) => csvMoney(toCents(r.valor_total)) },
    ],
  } satisfies Record<string, CsvColumn<ReportOrderRow>[]>;
}
