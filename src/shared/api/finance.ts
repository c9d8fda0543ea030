import type { Endpoint, Envelope } from './endpoint';

export type InvoiceStatus = 'processing' | 'accumulated' | 'pending' | 'overdue' | 'paid' | 'canceled';

export interface InvoiceNf {
  type: 'commission' | 'online_payment';
  pdf: string;
}

export interface Invoice {
  id: number;
  hash: string;
  starts_at: string;
  ends_at: string;
  /** cents; negative for amounts due */
  balance: number;
  /** yyyy-mm-dd */
  overdues_at: string;
  status: InvoiceStatus;
  pdf_url: string;
  invoice_url: string;
  nfs: InvoiceNf[];
}

/** Legacy invoice status: PG paid, AT pending, VC overdue, IS exempt, FA accumulated. */
export type LegacyInvoiceStatus = 'PG' | 'AT' | 'VC' | 'IS' | 'FA';

export interface LegacyInvoice {
  hash_fatura: string;
  referencia: string;
  valor_pagar: number;
  data_vencimento: string;
  status: LegacyInvoiceStatus;
  fatura_link: string;
  nfse_link: string;
  boleto_link: string;
}

export interface FinanceLegacyEndpoints {
  'faturas/listar': Endpoint<'GET', undefined, Envelope & { faturas: LegacyInvoice[] }>;
}

export interface FinanceJsonEndpoints {
  invoices: Endpoint<'GET', undefined, { data: Invoice[] }, { status?: InvoiceStatus; page?: number; per_page?: number }>;
}
