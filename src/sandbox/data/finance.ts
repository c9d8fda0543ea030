import type { Contract, Invoice, InvoiceStatus, LegacyInvoice, LegacyInvoiceStatus, Paginated } from '../../shared/api';
import { formatCentsBRL, toReais } from '../../shared/format';
import { parseLocal } from '../calendar';
import type { SandboxContext } from '../context';
import { isoDate } from '../format';
import { figuresBetween } from './financeLedger';

interface InvoiceRow {
  id: number;
  store_id: number;
  hash: string;
  starts_at: string;
  ends_at: string;
  balance_cents: number;
  overdues_at: string;
  status: InvoiceStatus;
  acumulado_cents: number;
}

/** A pending invoice whose due date has passed is overdue; the platform reports it so. */
function effectiveStatus(row: InvoiceRow, today: string): InvoiceStatus {
  return row.status === 'pending' && row.overdues_at < today ? 'overdue' : row.status;
}

/** The open month's invoice follows the orders as they end: its balance is computed now. */
function balanceOf(ctx: SandboxContext, row: InvoiceRow): number {
  if (row.status !== 'processing') return row.balance_cents;
  const start = parseLocal(row.starts_at);
  const end = parseLocal(row.ends_at) + 24 * 60 * 60 * 1000;
  return figuresBetween(ctx.db, row.store_id, start, end).invoiced + row.acumulado_cents;
}

/**
 * The store's invoices (seed/invoices.ts), newest first, a page of them; null when the store has
 * no invoice at all (the platform answers 404, which the panel shows as an empty list).
 */
export function invoices(
  ctx: SandboxContext,
  storeId: number,
  filter: { status?: InvoiceStatus; page?: number; per_page?: number },
): Paginated<Invoice> | null {
  const today = isoDate(ctx.clock.now());
  const base = ctx.publicUrl();
  const rows = ctx.db.all<InvoiceRow>('SELECT * FROM invoices WHERE store_id = ? ORDER BY starts_at DESC, id DESC', [storeId]);
  if (rows.length === 0) return null;
  const all = rows
    .map(
      (row): Invoice => ({
        id: row.id,
        hash: row.hash,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        balance: balanceOf(ctx, row),
        overdues_at: row.overdues_at,
        status: effectiveStatus(row, today),
        pdf_url: `${base}/documentos/fatura/${row.hash}`,
        invoice_url: `${base}/documentos/boleto/${row.hash}`,
        nfs: [
          { type: 'commission', pdf: `${base}/documentos/nf-comissao/${row.hash}` },
          { type: 'online_payment', pdf: `${base}/documentos/nf-pagamento-online/${row.hash}` },
        ],
      }),
    )
    .filter((i) => !filter.status || i.status === filter.status);
  const perPage = Math.max(1, Math.min(filter.per_page ?? 50, 200));
  const page = Math.max(1, filter.page ?? 1);
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    paginate_metadata: { total: all.length, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(all.length / perPage)) },
  };
}

export function legacyInvoices(ctx: SandboxContext, storeId: number): LegacyInvoice[] {
  const base = ctx.publicUrl();
  return ctx.db
    .all<{ hash: string; referencia: string; valor_cents: number; vencimento: string; status: LegacyInvoiceStatus }>(
      'SELECT * FROM legacy_invoices WHERE store_id = ? ORDER BY vencimento DESC',
      [storeId],
    )
    .map((row) => ({
      hash_fatura: row.hash,
      referencia: row.referencia,
      valor_pagar: toReais(row.valor_cents),
      data_vencimento: row.vencimento,
      status: row.status,
      fatura_link: `${base}/documentos/fatura/${row.hash}`,
      nfse_link: `${base}/documentos/nfse/${row.hash}`,
      boleto_link: `${base}/documentos/boleto/${row.hash}`,
    }));
}

/** A printable stand-in for the PDFs the real platform links to. */
export function documentHtml(ctx: SandboxContext, kind: string, hash: string): string | null {
  const row =
    ctx.db.get<{ nome: string; valor: number; vencimento: string }>(
      'SELECT s.nome, ABS(i.balance_cents) AS valor, i.overdues_at AS vencimento FROM invoices i JOIN stores s ON s.id = i.store_id WHERE i.hash = ?',
      [hash],
    ) ??
    ctx.db.get<{ nome: string; valor: number; vencimento: string }>(
      'SELECT s.nome, l.valor_cents AS valor, l.vencimento FROM legacy_invoices l JOIN stores s ON s.id = l.store_id WHERE l.hash = ?',
      [hash],
    );
  if (!row) return null;
  const escape = (t: string): string => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${escape(kind)} ${escape(hash)}</title>
<body style="font-family: sans-serif"><h1>Documento de demonstração (sandbox)</h1>
<p>Tipo: ${escape(kind)}<br>Estabelecimento: ${escape(row.nome)}<br>Referência: ${escape(hash)}<br>
Valor: ${formatCentsBRL(row.valor)}<br>Vencimento: ${escape(row.vencimento)}</p></body></html>`;
}

// ---- contract (terms) --------------------------------------------------------------------

interface ContractRow {
  id: number;
  codigo: string;
  texto: string;
  obrigatorio: number;
}

function pendingContract(ctx: SandboxContext, storeId: number): ContractRow | undefined {
  return ctx.db.get<ContractRow>('SELECT * FROM contracts WHERE store_id = ? AND signed_at IS NULL ORDER BY created_at DESC LIMIT 1', [storeId]);
}

export function contractStatus(ctx: SandboxContext, storeId: number): Contract {
  const c = pendingContract(ctx, storeId);
  if (!c) return { status: true, assinar: false, texto: '', email: '', link: '', contrato: '', obrigatorio: false };
  const email = ctx.db.get<{ email: string }>('SELECT email FROM stores WHERE id = ?', [storeId])?.email ?? '';
  return {
    status: true,
    assinar: true,
    texto: c.texto,
    email,
    link: `${ctx.publicUrl()}/documentos/contrato/${c.codigo}`,
    contrato: c.codigo,
    obrigatorio: c.obrigatorio === 1,
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function sendContractToSignature(
  ctx: SandboxContext,
  storeId: number,
  email: string,
  contrato: string,
): { status: boolean; mensagem: string; close: boolean } {
  const c = pendingContract(ctx, storeId);
  if (!c || c.codigo !== contrato) return { status: false, mensagem: 'Não há contrato pendente com este código.', close: true };
  if (!EMAIL.test(email.trim())) return { status: false, mensagem: 'Informe um e-mail válido.', close: false };
  ctx.db.run('UPDATE contracts SET signed_at = ?, signed_email = ? WHERE id = ?', [ctx.clock.now(), email.trim(), c.id]);
  return { status: true, mensagem: `Contrato enviado para assinatura no e-mail ${email.trim()}.`, close: true };
}
