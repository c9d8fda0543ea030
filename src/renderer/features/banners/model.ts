import type { Contract, Invoice, StoreDetail } from '../../../shared/api';
import { formatCentsBRL } from '../../../shared/format';
import { MESSAGES } from '../../ui/messages';
import { formatPlatformDay } from '../../../shared/time';

export interface OverdueInvoiceLine {
  id: number;
  /** dd/mm/aaaa */
  dueDate: string;
  /** what the store owes: the balance is negative for amounts due, shown as a positive value */
  value: string;
  url: string;
}

/** The overdue banner's lines (spec 01 §2, §9): due date pt-BR, |balance| cents in BRL. */
export function overdueInvoiceLines(invoices: readonly Invoice[]): OverdueInvoiceLine[] {
  return invoices
    .filter((i) => i.status === 'overdue')
    .map((i) => ({
      id: i.id,
      // a platform calendar date, possibly written as midnight UTC: its own day, no zone shift
      dueDate: formatPlatformDay(i.overdues_at),
      value: formatCentsBRL(Math.abs(i.balance)),
      url: i.invoice_url || i.pdf_url,
    }));
}

/** The contract modal opens when the platform says there is something to sign. */
export function contractToSign(contract: Contract | null | undefined): boolean {
  return contract?.assinar === true;
}

export type ContractCloseOutcome = { close: true } | { close: false; message: string };

/**
 * Spec 01 §5: a mandatory contract cannot be closed (Esc, backdrop, close button); the attempt
 * says why. Only the platform's answer to sendToSignature (close: true) closes it then.
 */
export function contractCloseOutcome(contract: Pick<Contract, 'obrigatorio'>): ContractCloseOutcome {
  return contract.obrigatorio ? { close: false, message: MESSAGES.contractMandatory } : { close: true };
}

/**
 * The one-time online-payment notice: the store detail still asks for it (aviso), the store does
 * not accept online payment yet, and it was not closed in this session.
 */
export function showOnlinePaymentNotice(
  detail: Pick<StoreDetail, 'aviso'> | null,
  acceptsOnline: boolean | null,
  closedThisSession: boolean,
): boolean {
  return detail?.aviso === true && acceptsOnline === false && !closedThisSession;
}
