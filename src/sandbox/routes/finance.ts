import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { contractStatus, documentHtml, invoices, legacyInvoices, sendContractToSignature } from '../data/finance';
import type { Routers } from './routers';

const INVOICE_STATUSES = ['processing', 'accumulated', 'pending', 'overdue', 'paid', 'canceled'] as const;

export function registerFinanceRoutes({ legacy, json }: Routers, ctx: SandboxContext): void {
  legacy.route('faturas/listar', ({ session }) => ({ status: true, faturas: legacyInvoices(ctx, session.storeId) }));

  json.route('invoices', { query: { status: 'string?', page: 'number?', per_page: 'number?' } }, ({ query, session }) => {
    const status = INVOICE_STATUSES.find((s) => s === query.status);
    return { data: invoices(ctx, session.storeId, { status, page: query.page, per_page: query.per_page }) };
  });

  legacy.route('terms/check', ({ session }) => contractStatus(ctx, session.storeId));

  legacy.route('terms/sendToSignature', { body: { email: 'string', contrato: 'string' } }, ({ body, session }) =>
    sendContractToSignature(ctx, session.storeId, body.email, body.contrato),
  );
}

/** Links inside invoices and contracts open these pages (the real platform serves PDFs). */
export function registerDocumentPages(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { kind: string; hash: string } }>('/documentos/:kind/:hash', async (request, reply) => {
    const { kind, hash } = request.params;
    const contract =
      kind === 'contrato' ? ctx.db.get<{ texto: string }>('SELECT texto FROM contracts WHERE codigo = ?', [hash]) : undefined;
    const html = contract
      ? `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${hash}</title><body>${contract.texto}</body></html>`
      : documentHtml(ctx, kind, hash);
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('Documento não encontrado.');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
