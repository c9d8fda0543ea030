import type { DashboardOrderRow } from '../../../shared/api';
import { formatBRL, formatNumberBR } from '../../../shared/format';
import { orderStatusLabel, paymentGroupLabel, reportTotals, salesByPaymentGroup } from '../../../shared/reports';
import { formatCalendarDay, formatDateTime } from '../../../shared/time';
import { PrintOnly } from './PrintOnly';

/**
 * Relatório Geral as an office printer prints it (A4): the heading with the store and the period,
 * the totals, the sales by payment type and every order of the period (not only the page on
 * screen), oldest first.
 */
export function GeneralReportPrint({
  storeName,
  start,
  end,
  rows,
  timeZone,
}: {
  storeName: string;
  start: string;
  end: string;
  rows: DashboardOrderRow[];
  /** the store's zone: every time printed is on its clock */
  timeZone: string;
}) {
  const totals = reportTotals(rows);
  const byPayment = salesByPaymentGroup(rows);
  const ordered = [...rows].sort((a, b) => a.data_criacao.localeCompare(b.data_criacao));
  return (
    <PrintOnly label="Relatório Geral para impressão">
      <h1>Relatório Geral</h1>
      {storeName && <p>{storeName}</p>}
      <p>
        Período: {formatCalendarDay(start)} a {formatCalendarDay(end)} · emitido em {formatDateTime(new Date(), timeZone)}
      </p>

      <h2>Totais</h2>
      <table className="totais" aria-label="Totais">
        <tbody>
          <Line label="Pedidos no período" value={formatNumberBR(totals.orders)} />
          <Line label="Pedidos entregues" value={formatNumberBR(totals.delivered)} />
          <Line label={`Pedidos cancelados (${formatNumberBR(totals.cancelled)})`} value={formatBRL(totals.cancelledValue)} />
          <Line label="Pedidos efetivados" value={formatBRL(totals.effectiveOrders)} />
          <Line label="(+) Taxa de entrega" value={formatBRL(totals.deliveryFee)} />
          <Line label="(-) Descontos" value={formatBRL(totals.discounts)} />
          <Line label="Total Geral" value={formatBRL(totals.totalGeral)} />
        </tbody>
      </table>

      <h2>Vendas por tipo de pagamento</h2>
      <table className="totais" aria-label="Vendas por tipo de pagamento">
        <thead>
          <tr>
            <th>Tipo de pagamento</th>
            <th className="num">Pedidos</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {byPayment.map((g) => (
            <tr key={g.group}>
              <td>{g.label}</td>
              <td className="num">{formatNumberBR(g.count)}</td>
              <td className="num">{formatBRL(g.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Pedidos</h2>
      <table aria-label="Pedidos">
        <thead>
          <tr>
            <th>Pedido</th>
            <th>Data</th>
            <th>Cliente</th>
            <th>Status</th>
            <th>Pagamento</th>
            <th className="num">Subtotal</th>
            <th className="num">Desconto</th>
            <th className="num">Taxa</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((r) => (
            <tr key={r.id_pedido}>
              <td>#{r.hash_pedido}</td>
              <td>{formatDateTime(r.data_criacao, timeZone)}</td>
              <td>{r.usuario_nome}</td>
              <td>{orderStatusLabel(r.status)}</td>
              <td>{paymentGroupLabel(r.pagamento)}</td>
              <td className="num">{formatBRL(r.valor_pedido)}</td>
              <td className="num">{formatBRL(r.valor_desconto)}</td>
              <td className="num">{formatBRL(r.valor_taxa)}</td>
              <td className="num">{formatBRL(r.valor_total)}</td>
            </tr>
          ))}
          {ordered.length === 0 && (
            <tr>
              <td colSpan={9}>Nenhum pedido no período.</td>
            </tr>
          )}
        </tbody>
      </table>
    </PrintOnly>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="num">{value}</td>
    </tr>
  );
}
