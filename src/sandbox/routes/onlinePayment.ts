import {
  ativarContaRecebimento,
  ativarPlanoTaxas,
  cadastroPagamentoOnline,
  calendarioPagamentos,
  consultarCep,
  DOCUMENT_KINDS,
  DOCUMENT_UPLOADS,
  excluirContaRecebimento,
  filtrarBancos,
  listarBancos,
  listarContasRecebimento,
  listarMccs,
  listarPlanosTaxas,
  mudarStatusPagamentoOnline,
  pagamentosDoDia,
  salvarCadastroPagamentoOnline,
  salvarContaRecebimento,
  statusPagamentoOnline,
  taxasEPlanos,
  titularContas,
} from '../../shared/api';
import { parseIsoDate } from '../../shared/onlinePayment/registration';
import type { SandboxContext } from '../context';
import {
  activatePlan,
  businessCategories,
  documentFile,
  DOCUMENTS_PATH,
  feePlanRows,
  lookupCep,
  registration,
  saveDocument,
  saveRegistration,
  taxAndPlansHtml,
  uploadedFile,
} from '../data/onlinePayment';
import { calendar, paymentsOn } from '../data/paymentCalendar';
import { accountHolder, activateAccount, banks, deleteAccount, filterBanks, receivingAccounts, saveAccount } from '../data/receivingAccounts';
import { setOnlinePaymentAcceptance } from '../data/stores';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

const wrongStore = { status: false, mensagem: 'Estabelecimento inválido: você só pode consultar o seu.' };

/** Online payment (spec 02 §7.6), on the legacy base and the second service (bank-accounts/change). */
export function registerOnlinePaymentRoutes({ api, app }: AreaServices, ctx: SandboxContext): void {
  // ---- the Pagamento Online switch of the finance menu ----
  api.route(statusPagamentoOnline, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { ...wrongStore, obj: { aceita_pgto_online: '0' } };
    const accepts = ctx.db.value('SELECT accepts_online FROM stores WHERE id = ?', [session.storeId]) === 1;
    return { status: true, obj: { aceita_pgto_online: accepts ? '1' : '0' } };
  });

  api.route(mudarStatusPagamentoOnline, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return wrongStore;
    if (body.aceita_pgto_online !== 0 && body.aceita_pgto_online !== 1) return { status: false, mensagem: 'Valor inválido: use 1 (aceita) ou 0 (não aceita).' };
    const result = setOnlinePaymentAcceptance(ctx, session.storeId, body.aceita_pgto_online === 1);
    return { status: result.ok, mensagem: result.mensagem };
  });

  // ---- registration ----
  api.route(consultarCep, ({ params }) => lookupCep(ctx, params.cep));

  api.route(listarMccs, () => ({ status: true, obj: businessCategories(ctx) }));

  api.route(cadastroPagamentoOnline, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { ...wrongStore, obj: null };
    return { status: true, obj: registration(ctx, session.storeId) };
  });

  api.route(salvarCadastroPagamentoOnline, ({ body, session }) => {
    const result = saveRegistration(ctx, session.storeId, body);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  for (const kind of DOCUMENT_KINDS) {
    api.route(DOCUMENT_UPLOADS[kind], async ({ body, session }) => {
      if (body.id_estabelecimento !== session.storeId) return { status: false, mensagem: '', url_imagem: '', erros: wrongStore.mensagem };
      const result = saveDocument(ctx, session.storeId, kind, await uploadedFile(body.arquivo));
      return result.ok
        ? { status: true, mensagem: 'Imagem enviada com sucesso!', url_imagem: result.url, erros: '' }
        : { status: false, mensagem: '', url_imagem: '', erros: result.mensagem };
    });
  }

  app.get<{ Params: { token: string } }>(`${DOCUMENTS_PATH}:token`, (request, reply) => {
    const file = documentFile(ctx, request.params.token);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Documento não encontrado.');
    return reply.type(file.mimetype).header('Cache-Control', 'private, max-age=3600').send(file.data);
  });

  // ---- fee plans ----
  api.route(listarPlanosTaxas, () => ({ status: true, obj: feePlanRows(ctx) }));

  api.route(ativarPlanoTaxas, ({ body, session }) => {
    const result = activatePlan(ctx, session.storeId, body.id_pagon_cadastro, body.id_pagon_planos_taxas);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  api.route(taxasEPlanos, ({ session }) => ({ status: true, planAndTax: taxAndPlansHtml(ctx, session.storeId) }));

  // ---- receiving accounts ----
  api.route(titularContas, ({ session }) => {
    const data = accountHolder(ctx, session.storeId);
    if (!data) throw new HttpError(404, { status: false, mensagem: 'Estabelecimento não encontrado.' });
    return { status: true, data };
  });

  api.route(listarContasRecebimento, ({ body, session }) => {
    if (body.idPagOnCadastro !== session.storeId) return { ...wrongStore, obj: [] };
    return { status: true, obj: receivingAccounts(ctx, session.storeId) };
  });

  api.route(listarBancos, () => ({ status: true, obj: banks(ctx) }));

  api.route(ativarContaRecebimento, ({ body, session }) => {
    const result = activateAccount(ctx, session.storeId, body.id_pagon_banco);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  api.route(excluirContaRecebimento, ({ body, session }) => {
    const result = deleteAccount(ctx, session.storeId, body.id_pagon_banco);
    return { status: result.ok, mensagem: result.mensagem };
  });

  api.route(salvarContaRecebimento, ({ body, session }) => {
    const result = saveAccount(ctx, session.storeId, body);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  api.route(filtrarBancos, ({ body }) => {
    const result = filterBanks(ctx, body);
    return result.ok ? { status: true, erro: '', obj: result.rows } : { status: false, erro: result.mensagem, obj: [] };
  });

  // ---- calendar ----
  api.route(calendarioPagamentos, ({ session }) => ({ status: true, ...calendar(ctx, session.storeId) }));

  api.route(pagamentosDoDia, ({ body, session }) => {
    if (!parseIsoDate(body.dataPag.trim())) return { status: false, erro: 'Data de pagamento inválida: use aaaa-mm-dd.', obj: [] };
    return { status: true, obj: paymentsOn(ctx, session.storeId, body.dataPag.trim()) };
  });
}
