/**
 * The platform's side of online payment (spec 02 §2.8, §3, §4, §7.6): the registration and its
 * lifecycle (PENDING until the platform's team enables it, ACTIVATED once the store accepts online
 * payment), business categories, the CEP directory, the three documents, the fee plans and the
 * rule of when a store may start accepting online payment.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ESTABLISHMENT_FIELDS,
  FEE_PLANS,
  OWNER_FIELDS,
  RECEIPT_DAYS,
  type BusinessCategory,
  type CepLookup,
  type DocumentKindKey,
  type FeePlanRow,
  type OnlinePaymentRegistration,
  type RegistrationSaveBody,
  type RegistrationStatus,
} from '../../shared/api';
import { formatPercentBR } from '../../shared/format';
import { formatCep, formatDocument, formatPhone, isValidCnpj, isValidCpf, isValidPhone, onlyDigits } from '../../shared/documents';
import { epochSecondsFromDate, isRegistrationType, parseIsoDate, requiredFields, type RegistrationField } from '../../shared/onlinePayment/registration';
import type { SandboxContext } from '../context';
import { isoDate } from '../format';

export type Result<T = object> = ({ ok: true } & T) | { ok: false; mensagem: string };

/** An uploaded file, whole in memory (documents are small images). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A multipart field's file (fields.ts 'file') as an UploadedFile. */
export async function uploadedFile(blob: Blob): Promise<UploadedFile> {
  return { filename: blob instanceof File ? blob.name : '', mimetype: blob.type, data: Buffer.from(await blob.arrayBuffer()) };
}

type RegistrationColumns = Record<(typeof ESTABLISHMENT_FIELDS)[number] | (typeof OWNER_FIELDS)[number], string>;

interface RegistrationRow extends RegistrationColumns {
  id: number;
  store_id: number;
  tipo: 'F' | 'J';
  pro_nascimento: string;
  data_criacao: string;
  status: RegistrationStatus;
  plan_id: number;
  created_at: number;
}

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['PENDING', 'ENABLED', 'ACTIVATED'];

function registrationRow(ctx: SandboxContext, storeId: number): RegistrationRow | undefined {
  return ctx.db.get<RegistrationRow>('SELECT * FROM pagon_registrations WHERE store_id = ?', [storeId]);
}

/** The store's registration as listarPagOnCadastro answers it; null before the first save. */
export function registration(ctx: SandboxContext, storeId: number): OnlinePaymentRegistration | null {
  const r = registrationRow(ctx, storeId);
  if (!r) return null;
  const fields = Object.fromEntries([...ESTABLISHMENT_FIELDS, ...OWNER_FIELDS].map((f) => [f, r[f]])) as RegistrationColumns;
  const accepts = ctx.db.value('SELECT accepts_online FROM stores WHERE id = ?', [storeId]) === 1;
  const docs = documentUrls(ctx, storeId);
  return {
    ...fields,
    id_pagon_cadastro: r.id,
    id_estabelecimento: storeId,
    tipo: r.tipo,
    pro_nascimento: epochSecondsFromDate(r.pro_nascimento),
    dataCriacao: r.data_criacao,
    data_cadastro: new Date(r.created_at).toISOString(),
    zoop_status: r.status,
    id_pagon_planos_taxas: r.plan_id,
    aceita_pgto_online: accepts ? '1' : '0',
    est_imgIdentificacao: docs.identificacao,
    est_imgResidencia: docs.residencia,
    est_imgAtividade: docs.atividade,
  };
}

/** What each field is called in a refusal ('Informe o CPF do proprietário.'). */
const FIELD_NAMES: Record<RegistrationField | 'dataCriacao', string> = {
  tipo: 'o tipo de cadastro (pessoa física ou jurídica)',
  est_cnpj: 'o CNPJ do estabelecimento',
  est_razao_social: 'a razão social',
  est_nome_fantasia: 'o nome fantasia',
  est_cat_negocio: 'a categoria do negócio',
  est_email: 'o e-mail do estabelecimento',
  est_telefone: 'o telefone do estabelecimento',
  est_cep: 'o CEP do estabelecimento',
  est_endereco: 'o endereço do estabelecimento',
  est_numero: 'o número do endereço do estabelecimento',
  est_complemento: 'o complemento do estabelecimento',
  est_bairro: 'o bairro do estabelecimento',
  est_cidade: 'a cidade do estabelecimento',
  est_estado: 'o estado (UF) do estabelecimento',
  est_site: 'o site',
  est_facebook: 'o Facebook',
  est_twitter: 'o Twitter',
  pro_cpf: 'o CPF do proprietário',
  pro_nome: 'o nome do proprietário',
  pro_email: 'o e-mail do proprietário',
  pro_telefone: 'o telefone do proprietário',
  pro_nascimento: 'a data de nascimento do proprietário',
  pro_cep: 'o CEP do proprietário',
  pro_endereco: 'o endereço do proprietário',
  pro_numero: 'o número do endereço do proprietário',
  pro_complemento: 'o complemento do proprietário',
  pro_bairro: 'o bairro do proprietário',
  pro_cidade: 'a cidade do proprietário',
  pro_estado: 'o estado (UF) do proprietário',
  dataCriacao: 'a data de abertura',
};

const UFS = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every reason the platform refuses a registration, one sentence each (empty: it is fine). */
export function registrationErrors(ctx: SandboxContext, body: RegistrationSaveBody, today: string): string[] {
  const tipo = body.tipo.trim().toUpperCase();
  if (!isRegistrationType(tipo)) return [`Informe ${FIELD_NAMES.tipo}.`];
  const value = (field: RegistrationField): string => (body[field as keyof RegistrationSaveBody] as string | undefined)?.trim() ?? '';
  const errors: string[] = [];
  for (const field of requiredFields(tipo)) {
    if (value(field) === '') {
      errors.push(field === 'est_razao_social' && tipo === 'F' ? 'Informe o nome completo.' : `Informe ${FIELD_NAMES[field]}.`);
    }
  }
  const check = (field: RegistrationField, valid: (v: string) => boolean, message: string) => {
    const v = value(field);
    if (v !== '' && !valid(v)) errors.push(message);
  };
  if (tipo === 'J') check('est_cnpj', isValidCnpj, 'CNPJ do estabelecimento inválido: confira os dígitos.');
  check('pro_cpf', isValidCpf, 'CPF do proprietário inválido: confira os dígitos.');
  check('est_email', (v) => EMAIL.test(v), 'E-mail do estabelecimento inválido.');
  check('pro_email', (v) => EMAIL.test(v), 'E-mail do proprietário inválido.');
  check('est_telefone', isValidPhone, 'Telefone do estabelecimento inválido: informe o DDD e o número.');
  check('pro_telefone', isValidPhone, 'Telefone do proprietário inválido: informe o DDD e o número.');
  check('est_cep', (v) => onlyDigits(v).length === 8, 'CEP do estabelecimento inválido: informe os 8 dígitos.');
  check('pro_cep', (v) => onlyDigits(v).length === 8, 'CEP do proprietário inválido: informe os 8 dígitos.');
  check('est_estado', (v) => UFS.has(v.toUpperCase()), 'Estado (UF) do estabelecimento inválido.');
  check('pro_estado', (v) => UFS.has(v.toUpperCase()), 'Estado (UF) do proprietário inválido.');
  check(
    'est_cat_negocio',
    (v) => ctx.db.value('SELECT COUNT(*) FROM business_categories WHERE code = ?', [v]) > 0,
    'Categoria do negócio desconhecida: escolha uma da lista.',
  );
  const birth = value('pro_nascimento');
  if (birth !== '') {
    if (!parseIsoDate(birth)) errors.push('Data de nascimento do proprietário inválida.');
    else if (birth > addYears(today, -18)) errors.push('O proprietário precisa ter 18 anos ou mais.');
  }
  const opening = body.dataCriacao.trim();
  if (opening !== '' && (!parseIsoDate(opening) || opening > today)) errors.push('Data de abertura inválida.');
  return errors;
}

function addYears(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) + years).padStart(4, '0')}${iso.slice(4)}`;
}

/** Stored the way the platform shows it back: documents, phones and CEPs punctuated, UF in capitals. */
function normalized(field: RegistrationField, value: string): string {
  const v = value.trim();
  if (v === '') return '';
  if (field === 'est_cnpj' || field === 'pro_cpf') return formatDocument(v);
  if (field === 'est_telefone' || field === 'pro_telefone') return formatPhone(v);
  if (field === 'est_cep' || field === 'pro_cep') return formatCep(v);
  if (field === 'est_estado' || field === 'pro_estado') return v.toUpperCase();
  return v;
}

/**
 * pagamentoonline/adicionar: the first save creates the registration, PENDING, on the Standard
 * plan; later saves change the data and keep its status and plan. A person (F) has no CNPJ.
 */
export function saveRegistration(ctx: SandboxContext, storeId: number, body: RegistrationSaveBody): Result<{ mensagem: string }> {
  if (body.id_estabelecimento !== storeId) return { ok: false, mensagem: 'Você só pode alterar o cadastro do seu estabelecimento.' };
  const now = ctx.clock.now();
  const errors = registrationErrors(ctx, body, isoDate(now));
  if (errors.length > 0) return { ok: false, mensagem: errors.join('\n') };
  const tipo = body.tipo.trim().toUpperCase() as 'F' | 'J';
  const fields = [...ESTABLISHMENT_FIELDS, ...OWNER_FIELDS];
  const values = fields.map((f) => (f === 'est_cnpj' && tipo === 'F' ? '' : normalized(f, body[f])));
  const existing = registrationRow(ctx, storeId);
  if (existing) {
    ctx.db.run(
      `UPDATE pagon_registrations SET tipo = ?, ${fields.map((f) => `${f} = ?`).join(', ')}, pro_nascimento = ?, data_criacao = ?, updated_at = ?
        WHERE id = ?`,
      [tipo, ...values, body.pro_nascimento.trim(), body.dataCriacao.trim(), now, existing.id],
    );
    return { ok: true, mensagem: 'Cadastro atualizado com sucesso!' };
  }
  ctx.db.run(
    `INSERT INTO pagon_registrations (store_id, tipo, ${fields.join(', ')}, pro_nascimento, data_criacao, status, plan_id, created_at, updated_at)
     VALUES (?, ?, ${fields.map(() => '?').join(', ')}, ?, ?, 'PENDING', 1, ?, ?)`,
    [storeId, tipo, ...values, body.pro_nascimento.trim(), body.dataCriacao.trim(), now, now],
  );
  return { ok: true, mensagem: 'Cadastro enviado com sucesso! A equipe do Pagamento Online vai analisar seus dados.' };
}

/** What the platform's team does: approve (ENABLED) a registration, or send it back to PENDING. */
export function setRegistrationStatus(ctx: SandboxContext, storeId: number, status: RegistrationStatus): Result<{ status: RegistrationStatus }> {
  if (!REGISTRATION_STATUSES.includes(status)) return { ok: false, mensagem: `Status inválido: ${String(status)} (use PENDING, ENABLED, ACTIVATED ou NONE).` };
  if (!registrationRow(ctx, storeId)) return { ok: false, mensagem: `A loja ${storeId} não tem cadastro do Pagamento Online.` };
  ctx.db.run('UPDATE pagon_registrations SET status = ?, updated_at = ? WHERE store_id = ?', [status, ctx.clock.now(), storeId]);
  if (status === 'PENDING') ctx.db.run('UPDATE stores SET accepts_online = 0 WHERE id = ?', [storeId]);
  return { ok: true, status };
}

/**
 * The store as if it had never registered (the control's registration NONE): no registration,
 * documents or receiving accounts, and online payment off. Its past online sales stay.
 */
export function clearRegistration(ctx: SandboxContext, storeId: number): Result<{ status: 'NONE' }> {
  if (ctx.db.value('SELECT COUNT(*) FROM stores WHERE id = ?', [storeId]) === 0) return { ok: false, mensagem: `A loja ${storeId} não existe.` };
  ctx.db.run('DELETE FROM receiving_accounts WHERE store_id = ?', [storeId]);
  ctx.db.run('DELETE FROM pagon_documents WHERE store_id = ?', [storeId]);
  ctx.db.run('DELETE FROM pagon_registrations WHERE store_id = ?', [storeId]);
  ctx.db.run('UPDATE stores SET accepts_online = 0 WHERE id = ?', [storeId]);
  return { ok: true, status: 'NONE' };
}

// ---- accepting online payment -------------------------------------------------------------

/**
 * Why the store cannot start accepting online payment, or null when it can: its registration must
 * be enabled by the platform and it needs an active receiving account.
 */
export function onlinePaymentRefusal(ctx: SandboxContext, storeId: number): string | null {
  const r = registrationRow(ctx, storeId);
  if (!r) return 'Faça o cadastro do Pagamento Online em Meu Cadastro > Dados Cadastrais antes de ativar.';
  if (r.status === 'PENDING') return 'Seu cadastro do Pagamento Online está em análise. Você poderá ativar assim que ele for aprovado.';
  const active = ctx.db.value('SELECT COUNT(*) FROM receiving_accounts WHERE store_id = ? AND ativo = 1', [storeId]);
  if (active === 0) return 'Cadastre e ative uma conta de recebimento em Contas e taxas antes de ativar o Pagamento Online.';
  return null;
}

/** The first time an enabled store accepts online payment, its registration becomes ACTIVATED. */
export function markRegistrationActivated(ctx: SandboxContext, storeId: number): void {
  ctx.db.run("UPDATE pagon_registrations SET status = 'ACTIVATED' WHERE store_id = ? AND status = 'ENABLED'", [storeId]);
}

// ---- directories -----------------------------------------------------------------------------

export function businessCategories(ctx: SandboxContext): BusinessCategory[] {
  return ctx.db.all<BusinessCategory>('SELECT code, category, description FROM business_categories ORDER BY posicao');
}

/** estabelecimento/consultaCep: the directory's address, or erro true for a CEP it does not know. */
export function lookupCep(ctx: SandboxContext, cep: string): CepLookup {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) return { erro: true };
  const row = ctx.db.get<{ cep: string; logradouro: string; complemento: string; bairro: string; localidade: string; uf: string }>(
    'SELECT * FROM cep_directory WHERE cep = ?',
    [digits],
  );
  if (!row) return { erro: true };
  return { cep: formatCep(row.cep), logradouro: row.logradouro, complemento: row.complemento, bairro: row.bairro, localidade: row.localidade, uf: row.uf };
}

// ---- documents -------------------------------------------------------------------------------

const IMAGE_TYPES: Record<string, { extensions: string[]; magic: number[] }> = {
  'image/png': { extensions: ['png'], magic: [0x89, 0x50, 0x4e, 0x47] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], magic: [0xff, 0xd8, 0xff] },
};

export const DOCUMENTS_PATH = '/arquivos/pagamentoonline/';

function documentUrl(ctx: SandboxContext, token: string): string {
  return `${ctx.publicUrl()}${DOCUMENTS_PATH}${token}`;
}

function documentUrls(ctx: SandboxContext, storeId: number): Record<DocumentKindKey, string> {
  const rows = ctx.db.all<{ kind: DocumentKindKey; token: string }>('SELECT kind, token FROM pagon_documents WHERE store_id = ?', [storeId]);
  const urls = { identificacao: '', residencia: '', atividade: '' };
  for (const r of rows) urls[r.kind] = documentUrl(ctx, r.token);
  return urls;
}

/** Why a file is not a PNG or JPEG image (name, type and its first bytes), or null. */
export function imageProblem(file: UploadedFile): string | null {
  const type = IMAGE_TYPES[file.mimetype.toLowerCase()];
  const extension = /\.([^.]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  if (!type || !type.extensions.includes(extension)) return 'Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.';
  if (!type.magic.every((byte, i) => file.data[i] === byte)) return 'O arquivo enviado não é uma imagem PNG ou JPEG válida.';
  return null;
}

/** Keeps (or replaces) one of the documents of the store's registration; the answer's url serves it. */
export function saveDocument(
  ctx: SandboxContext,
  storeId: number,
  kind: DocumentKindKey,
  file: UploadedFile,
  token: string = randomBytes(16).toString('hex'),
): Result<{ url: string }> {
  if (!registrationRow(ctx, storeId)) return { ok: false, mensagem: 'Envie seus Dados Cadastrais antes dos documentos.' };
  const problem = imageProblem(file);
  if (problem) return { ok: false, mensagem: problem };
  const name = `${token}.${file.mimetype === 'image/png' ? 'png' : 'jpg'}`;
  ctx.db.run(
    `INSERT INTO pagon_documents (store_id, kind, token, filename, mimetype, data, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (store_id, kind) DO UPDATE SET token = excluded.token, filename = excluded.filename, mimetype = excluded.mimetype,
       data = excluded.data, uploaded_at = excluded.uploaded_at`,
    [storeId, kind, name, file.filename, file.mimetype, new Uint8Array(file.data), ctx.clock.now()],
  );
  return { ok: true, url: documentUrl(ctx, name) };
}

/** A stored document by the name in its url (for the file route). */
export function documentFile(ctx: SandboxContext, token: string): { mimetype: string; data: Buffer } | null {
  const row = ctx.db.get<{ mimetype: string; data: Uint8Array }>('SELECT mimetype, data FROM pagon_documents WHERE token = ?', [token]);
  return row ? { mimetype: row.mimetype, data: Buffer.from(row.data) } : null;
}

/** A seed document's name: the same on every run. */
export function seedDocumentToken(storeId: number, kind: DocumentKindKey): string {
  return createHash('sha256').update(`documento-${storeId}-${kind}`).digest('hex').slice(0, 32);
}

// ---- fee plans -------------------------------------------------------------------------------

export function feePlanRows(ctx: SandboxContext): FeePlanRow[] {
  return ctx.db
    .all<{ plan_id: number; tipo: string; bandeira: string; taxa: number; parcelas: string }>(
      'SELECT plan_id, tipo, bandeira, taxa, parcelas FROM fee_plan_rates ORDER BY plan_id, posicao',
    )
    .map((r) => ({ id_pagon_plano: String(r.plan_id), tipo: r.tipo, bandeira: r.bandeira, taxas: r.taxa, parcelas: r.parcelas }));
}

/** The plan whose fees apply to the store's sales: its registration's, or Standard before it has one. */
export function activePlanId(ctx: SandboxContext, storeId: number): number {
  return registrationRow(ctx, storeId)?.plan_id ?? 1;
}

/** ativarPagOnPlano: exactly one plan is active; activating the other replaces it. */
export function activatePlan(ctx: SandboxContext, storeId: number, registrationId: number, planId: number): Result<{ mensagem: string }> {
  const r = registrationRow(ctx, storeId);
  if (!r || r.id !== registrationId) {
    return { ok: false, mensagem: 'Cadastro do Pagamento Online não encontrado. Envie seus dados cadastrais antes de escolher um plano.' };
  }
  const plan = FEE_PLANS.find((p) => p.id === planId);
  if (!plan) return { ok: false, mensagem: 'Plano de taxas inválido.' };
  if (r.plan_id === planId) return { ok: true, mensagem: `O ${plan.nome} já é o seu plano ativo.` };
  ctx.db.run('UPDATE pagon_registrations SET plan_id = ?, updated_at = ? WHERE id = ?', [planId, ctx.clock.now(), r.id]);
  return { ok: true, mensagem: `${plan.nome} ativado com sucesso!` };
}

/** getTaxAndPlans: the store's plan and its fees as HTML (the Contas e taxas box), from the fee table. */
export function taxAndPlansHtml(ctx: SandboxContext, storeId: number): string {
  const planId = activePlanId(ctx, storeId);
  const plan = FEE_PLANS.find((p) => p.id === planId) ?? FEE_PLANS[0];
  const rows = feePlanRows(ctx).filter((r) => r.id_pagon_plano === String(planId));
  const line = (r: FeePlanRow) => `<tr><td>${r.tipo}</td><td>${r.bandeira}</td><td>${r.parcelas}</td><td>${formatPercentBR(r.taxas)}</td></tr>`;
  const registered = registrationRow(ctx, storeId) !== undefined;
  return [
    `<h3>${plan.nome}</h3>`,
    `<p>Débito e Pix: recebimento em ${RECEIPT_DAYS['Débito']} dia. Crédito: recebimento em ${RECEIPT_DAYS['Crédito']} dias.</p>`,
    '<table><thead><tr><th>Forma</th><th>Bandeira</th><th>Parcelas</th><th>Taxa</th></tr></thead>',
    `<tbody>${rows.map(line).join('')}</tbody></table>`,
    registered
      ? '<p>As taxas são descontadas de cada venda paga online. Para trocar de plano, acesse Meu Cadastro &gt; Planos de taxas.</p>'
      : '<p>Este é o plano de todo novo cadastro. Depois de enviar seus dados você pode trocar de plano em Meu Cadastro &gt; Planos de taxas.</p>',
  ].join('');
}
