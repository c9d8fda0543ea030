/** Test-only: finance answers of the platform (spec 02 §3), consistent with each other. */
import type {
  FinancialPeriodSummary,
  Invoice,
  LegacyInvoice,
  OrderTransaction,
  PayoutBatch,
  SettlementPeriod,
} from '../../shared/api';

/** A month's summary whose parts add up (balance + paid at the door = the net of the lines). */
export function makeSummary(over: Partial<FinancialPeriodSummary> = {}): FinancialPeriodSummary {
  const subtotal = 9_924_460;
  const delivery = 511_840;
  const discount = 61_454;
  const sponsored = 111_500;
  const commission = 1_183_670;
  const tax = 120_073;
  const fine = 17_201;
  const retained = 12_517;
  const total = subtotal + delivery - discount - sponsored;
  const online = 3_440_173;
  const cash = 2_501_843;
  const card = total - online - cash;
  const net = subtotal + delivery - discount - commission - tax - fine - retained;
  return {
    total_value: total,
    subtotal_value: subtotal,
    delivery_value: delivery,
    commission_value: commission,
    online_payment_tax_value: tax,
    online_payment_value: online,
    cash_value: cash,
    card_on_delivery_value: card,
    total_discount_value: discount + sponsored,
    discount_value: discount,
    sponsored_discount_value: sponsored,
    total_online_payment_value: 2_944_537,
    total_offline_payment_value: cash + card,
    fine_value: fine,
    balance_value: net - (cash + card),
    sponsored_discount_balance_value: sponsored,
    retained_value: retained,
    order_count: 982,
    custom_transaction_value: 0,
    commissionable_subtotal_value: subtotal - discount,
    commissionable_delivery_value: 0,
    ...over,
  };
}

export function makeOrderTransaction(over: Partial<OrderTransaction> = {}): OrderTransaction {
  const id = over.id ?? 1;
  return {
    id,
    order_id: id,
    order_hash: `PED${String(id).padStart(5, '0')}`,
    created_at: '2026-05-20T23:40:00.000Z',
    order_created_at: '2026-05-20T22:55:00.000Z',
    payment_type: 'online',
    payment_method: 'Pagamento online - Pix',
    operations: [
      { type: 'sale', value: 5500, description: 'Venda (produtos e entrega)' },
      { type: 'commission', value: -600, description: 'Comissão' },
      { type: 'online_payment_tax', value: -150, description: 'Taxa de pagamento online' },
    ],
    subtotal_value: 5000,
    delivery_value: 500,
    total_value: 5500,
    online_payment_value: 5500,
    commission_value: 600,
    nett_value: 4750,
    discount_value: 0,
    sponsored_discount_value: 0,
    online_payment_tax_value: 150,
    fine_value: 0,
    retained_value: 0,
    financial_period_id: 101_202_605,
    settlement_period_id: 10_120_260_518,
    ...over,
  };
}

export function makeSettlement(over: Partial<SettlementPeriod> = {}): SettlementPeriod {
  return {
    id: 10_120_260_518,
    starts_at: '2026-05-18T00:00:00.000000Z',
    ends_at: '2026-05-24T00:00:00.000000Z',
    settlement_date: '2026-05-27T00:00:00.000000Z',
    merchant_split_value: 4750,
    total_value: 5500,
    subtotal_value: 5000,
    delivery_value: 500,
    online_payment_value: 5500,
    commission_value: 600,
    retained_value: 0,
    online_payment_tax_value: 150,
    discount_value: 0,
    order_count: 1,
    ...over,
  };
}

export function makeInvoice(over: Partial<Invoice> = {}): Invoice {
  const hash = over.hash ?? 'FT101202604';
  return {
    id: 1,
    hash,
    starts_at: '2026-04-01',
    ends_at: '2026-04-30',
    balance: -726_325,
    overdues_at: '2026-05-10',
    status: 'paid',
    pdf_url: `http://platform.example/documentos/fatura/${hash}`,
    invoice_url: `http://platform.example/documentos/boleto/${hash}`,
    nfs: [
      { type: 'commission', pdf: `http://platform.example/documentos/nf-comissao/${hash}` },
      { type: 'online_payment', pdf: `http://platform.example/documentos/nf-pagamento-online/${hash}` },
    ],
    ...over,
  };
}

export function makeLegacyInvoice(over: Partial<LegacyInvoice> = {}): LegacyInvoice {
  const hash = over.hash_fatura ?? 'LFT101202511';
  return {
    hash_fatura: hash,
    referencia: 'Novembro/2025',
    valor_pagar: 1578.2,
    data_vencimento: '2025-12-10',
    status: 'PG',
    fatura_link: `http://platform.example/documentos/fatura/${hash}`,
    nfse_link: `http://platform.example/documentos/nfse/${hash}`,
    boleto_link: `http://platform.example/documentos/boleto/${hash}`,
    ...over,
  };
}

export function makePayoutBatch(over: Partial<PayoutBatch> = {}): PayoutBatch {
  return {
    id: 10_120_261_109,
    establishment_id: 101,
    establishment: 'Pizzaria Bella Napoli',
    value_final_establishment: 6669.1,
    value_tax: 271.78,
    value_commission: 900.49,
    date_from: '2026-11-09',
    date_to: '2026-11-15',
    status: 'PAGO',
    token: 'lote_4ndcbg5',
    retained_value: 56.41,
    compensated_value: 0,
    invoice_id: null,
    finished_at: '2026-11-18 10:00:00',
    complete_description: 'Repasse dos pagamentos online de 09/11/2026 a 15/11/2026: 75 pedido(s).',
    ...over,
  };
}

/** The paginated form of the JSON base. */
export function paginated<T>(data: T[], total = data.length, perPage = 15) {
  return { data, paginate_metadata: { total, per_page: perPage, current_page: 1, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}
