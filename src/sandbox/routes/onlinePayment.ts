import type { FastifyInstance } from 'fastify';
import type { BankAccount, DocumentKindKey, RegistrationSaveBody } from '../../shared/api';
import { ESTABLISHMENT_FIELDS, OWNER_FIELDS } from '../../shared/api';
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
import type { FieldSchema } from '../fields';
import { HttpError } from '../http';
import type { Routers } from './routers';

const text = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 'string']));

const REGISTRATION_BODY = {
  ...text(ESTABLISHMENT_FIELDS),
  ...text(OWNER_FIELDS),
  id_estabelecimento: 'number',
  tipo: 'string',
  pro_nascimento: 'string',
  dataCriacao: 'string',
} as FieldSchema<RegistrationSaveBody>;

/** The account as the panel sends it back (ativar, excluir): only its id is read. */
const ACCOUNT_BODY: FieldSchema<BankAccount> = {
  id_pagon_banco: 'number',
  tipo_pagamento: 'string',
  chave: 'string',
  tipo_chave: 'string',
  tipo_conta: 'string',
  banco: 'string',
  nome: 'string',
  agencia: 'string',
  agencia_dig: 'string',
  conta: 'string',
  nome_titular: 'string',
  cnpj_cpf: 'string',
  status: 'string',
  id_estabelecimento: 'number',
};

const DOCUMENT_ROUTE_KINDS: [`pagamentoonline/img${string}` & ('pagamentoonline/imgidentificacao' | 'pagamentoonline/imgresidencia' | 'pagamentoonline/imgatividade'), DocumentKindKey][] = [
  ['pagamentoonline/imgidentificacao', 'identificacao'],
  ['pagamentoonline/imgresidencia', 'residencia'],
  ['pagamentoonline/imgatividade', 'atividade'],
];

const wrongStore = { status: false, mensagem: 'Estabelecimento inválido: você só pode consultar o seu.' };

/** Online payment (spec 02 §7.6), on the legacy base and the second service (bank-accounts/change). */
export function registerOnlinePaymentRoutes({ legacy, ws2 }: Routers, ctx: SandboxContext, app: FastifyInstance): void {
  // ---- the Pagamento Online switch of the finance menu ----
  legacy.route('estabelecimento/listarStatusPagOn', { body: { id_estabelecimento: 'number' } }, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { ...wrongStore, obj: { aceita_pgto_online: '0' } };
    const accepts = ctx.db.value('SELECT accepts_online FROM stores WHERE id = ?', [session.storeId]) === 1;
    return { status: true, obj: { aceita_pgto_online: accepts ? '1' : '0' } };
  });

  legacy.route('pagamentoonline/mudarStatus', { body: { id_estabelecimento: 'number', aceita_pgto_online: 'number' } }, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return wrongStore;
    if (body.aceita_pgto_online !== 0 && body.aceita_pgto_online !== 1) return { status: false, mensagem: 'Valor inválido: use 1 (aceita) ou 0 (não aceita).' };
    const result = setOnlinePaymentAcceptance(ctx, session.storeId, body.aceita_pgto_online === 1);
    return { status: result.ok, mensagem: result.mensagem };
  });

  // ---- registration ----
  legacy.route('estabelecimento/consultaCep/:cep', ({ params }) => lookupCep(ctx, params.cep));

  legacy.route('pagamentoonline/listarMccs', () => ({ status: true, obj: businessCategories(ctx) }));

  legacy.route('pagamentoonline/listarPagOnCadastro', { body: { id_estabelecimento: 'number' } }, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { ...wrongStore, obj: null };
    return { status: true, obj: registration(ctx, session.storeId) };
  });

  legacy.route('pagamentoonline/adicionar', { body: REGISTRATION_BODY }, ({ body, session }) => {
    const result = saveRegistration(ctx, session.storeId, body);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  for (const [route, kind] of DOCUMENT_ROUTE_KINDS) {
    legacy.route(route, { body: { arquivo: 'file', id_estabelecimento: 'number' } }, async ({ body, session }) => {
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
  legacy.route('pagamentoonline/listarPlanosTaxas', () => ({ status: true, obj: feePlanRows(ctx) }));

  legacy.route('pagamentoonline/ativarPagOnPlano', { body: { id_pagon_cadastro: 'number', id_pagon_planos_taxas: 'number' } }, ({ body, session }) => {
    const result = activatePlan(ctx, session.storeId, body.id_pagon_cadastro, body.id_pagon_planos_taxas);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  legacy.route('pagamentoonline/getTaxAndPlans', ({ session }) => ({ status: true, planAndTax: taxAndPlansHtml(ctx, session.storeId) }));

  // ---- receiving accounts ----
  legacy.route('pagamentoonline/otherInfo', ({ session }) => {
    const data = accountHolder(ctx, session.storeId);
    if (!data) throw new HttpError(404, { status: false, mensagem: 'Estabelecimento não encontrado.' });
    return { status: true, data };
  });

  legacy.route('pagamentoonline/listarBancoRecebimentos', { body: { idPagOnCadastro: 'number' } }, ({ body, session }) => {
    if (body.idPagOnCadastro !== session.storeId) return { ...wrongStore, obj: [] };
    return { status: true, obj: receivingAccounts(ctx, session.storeId) };
  });

  legacy.route('pagamentoonline/listarBancos', () => ({ status: true, obj: banks(ctx) }));

  legacy.route('pagamentoonline/ativarPagOnBanco', { body: ACCOUNT_BODY }, ({ body, session }) => {
    const result = activateAccount(ctx, session.storeId, body.id_pagon_banco);
    return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
  });

  legacy.route('pagamentoonline/excluirPagOnBanco', { body: ACCOUNT_BODY }, ({ body, session }) => {
    const result = deleteAccount(ctx, session.storeId, body.id_pagon_banco);
    return { status: result.ok, mensagem: result.mensagem };
  });

  ws2.route(
    'bank-accounts/change',
    {
      body: {
        id_pagon_banco: 'number?',
        tipo_pagamento: 'string',
        chave: 'string',
        tipo_chave: 'string',
        tipo_conta: 'string',
        banco: 'string',
        nome: 'string',
        agencia: 'string',
        agencia_dig: 'string',
        conta: 'string',
        nome_titular: 'string',
        cnpj_cpf: 'string',
        id_estabelecimento: 'number',
      },
    },
    ({ body, session }) => {
      const result = saveAccount(ctx, session.storeId, body);
      return result.ok ? { status: true, mensagem: result.mensagem } : { status: false, mensagem: '', erros: result.mensagem };
    },
  );

  legacy.route('bancos/filtrar', { body: { codigo: 'string', nome: 'string', status: 'string' } }, ({ body }) => {
    const result = filterBanks(ctx, body);
    return result.ok ? { status: true, erro: '', obj: result.rows } : { status: false, erro: result.mensagem, obj: [] };
  });

  // ---- calendar ----
  legacy.route('pagamentoonlinecalendario/listar', ({ session }) => ({ status: true, ...calendar(ctx, session.storeId) }));

  legacy.route('pagamentoonlinecalendario/listarPag', { body: { dataPag: 'string' } }, ({ body, session }) => {
    if (!parseIsoDate(body.dataPag.trim())) return { status: false, erro: 'Data de pagamento inválida: use aaaa-mm-dd.', obj: [] };
    return { status: true, obj: paymentsOn(ctx, session.storeId, body.dataPag.trim()) };
  });
}
