/**
 * Sales history rules of the screen (spec 02 §2.9, §5 "Fine reversal"): which orders offer a
 * fine-reversal request, what a request's state is, and when a request may be sent. The figures
 * (totals, payment groups) are in src/shared/reports, shared with the sandbox.
 */
import {
  FINE_REVERSAL_MAX_LENGTH,
  FINE_REVERSAL_MIN_LENGTH,
  type FineReversalRequest,
  type ReportOrderRow,
} from '../../../shared/api';
import { toCsv } from '../../../shared/csv';
import { isCancelled } from '../../../shared/reports';
import { orderCsvColumns } from '../../../shared/reports/orderCsv';
import type { IsoDate, PeriodOption } from '../../ui/dateRange';

export interface HistoryQuery {
  period: PeriodOption;
  start: IsoDate;
  end: IsoDate;
  storeId: number;
}

/** gerahistorico's body: the period ('0', '7' ... or 'custom') and its dates. */
export function historyBody(query: HistoryQuery) {
  return { periodo: String(query.period), data_inicio: query.start, data_final: query.end, id_estabelecimento: query.storeId };
}

export type FineReversalState = 'none' | 'analysis' | 'approved' | 'rejected';

/** spec 02 §2.9: no request; undecided: in analysis; '1' approved; '0' rejected. */
export function fineReversalState(row: Pick<ReportOrderRow, 'fine_reversal_id' | 'fine_reversal_is_approved'>): FineReversalState {
  if (row.fine_reversal_id === null) return 'none';
  if (row.fine_reversal_is_approved === '1') return 'approved';
  if (row.fine_reversal_is_approved === '0') return 'rejected';
  return 'analysis';
}

export const FINE_REVERSAL_LABELS: Record<Exclude<FineReversalState, 'none'>, string> = {
  analysis: 'Estorno de multa em análise',
  approved: 'Estorno de multa aprovado',
  rejected: 'Estorno de multa recusado',
};

/** spec 02 §2.9: only a cancelled order (PC) without a request offers 'Solicitar estorno de multa'. */
export function canRequestFineReversal(row: Pick<ReportOrderRow, 'status' | 'fine_reversal_id'>): boolean {
  return isCancelled(row.status) && row.fine_reversal_id === null;
}

/** spec 02 §5: at least 20 characters (the field takes at most 200). */
export function isFineReversalTextValid(description: string): boolean {
  const length = description.trim().length;
  return length >= FINE_REVERSAL_MIN_LENGTH && description.length <= FINE_REVERSAL_MAX_LENGTH;
}

/**
 * The request to send, or null when it must not be sent (spec 02 §5): a description of 20 to 200
 * characters and the order's id or hash.
 */
export function fineReversalRequest(
  order: Partial<Pick<ReportOrderRow, 'id_pedido' | 'hash_pedido'>>,
  description: string,
): FineReversalRequest | null {
  const orderId = order.id_pedido ?? 0;
  const hash = order.hash_pedido?.trim() ?? '';
  if (!isFineReversalTextValid(description) || (orderId <= 0 && hash === '')) return null;
  return { description: description.trim(), ...(orderId > 0 && { order_id: orderId }), ...(hash !== '' && { order_hash: hash }) };
}

/** The history's orders as a Brazilian spreadsheet opens them (shared/csv.ts). */
export function historyCsv(rows: readonly ReportOrderRow[], timeZone: string): string {
  const columns = orderCsvColumns(timeZone);
  return toCsv(rows, [...columns.order, ...columns.money, ...columns.payment, { header: 'Estorno de multa', value: (r) => fineReversalCsvText(r) }]);
}

function fineReversalCsvText(row: ReportOrderRow): string {
  const state = fineReversalState(row);
  return state === 'none' ? '' : FINE_REVERSAL_LABELS[state];
}
