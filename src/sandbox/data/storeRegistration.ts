import type { ApprovalField, PendingChange, PendingStatus, StoreRegistration, StoreRegistrationEdit } from '../../shared/api';
import { formatCep, formatPhone, onlyDigits } from '../../shared/documents';
import { registrationProblems, STORE_IMAGE_TYPES } from '../../shared/storeRegistration/rules';
import type { SandboxContext } from '../context';
import { iso } from '../format';
import type { UploadStore } from '../uploads';

/**
 * Store registration (spec 02 §2.19, §4 Pending change, §7.9): the fields the store edits at once,
 * and the ones that wait for the platform team (texto_app, frase_promocional, logotipo, banner):
 * a change to them is a pending change until the team approves it (the value becomes the store's)
 * or rejects it. While one waits, the field takes no other change.
 */

interface StoreRow {
  id: number;
  cnpj: string;
  razao_social: string;
  nome: string;
  email: string;
  endereco_rua: string;
  endereco_numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  endereco_cep: string;
  telefone: string;
  logotipo: string;
  banner: string;
  texto_app: string;
  frase_promocional: string;
}

interface PendingRow {
  id: number;
  store_id: number;
  tabela: string;
  nome_campo: ApprovalField;
  status: PendingStatus;
  valor_ant: string;
  valor_post: string;
  created_at: number;
  decided_at: number | null;
}

export type Outcome<T = undefined> = { ok: true; mensagem: string; value: T } | { ok: false; mensagem: string };

const IMAGE_FIELDS = new Set<ApprovalField>(['logotipo', 'banner']);

/** An image path as the panel reaches it (absolute URL); text as it is. */
function shown(ctx: SandboxContext, field: ApprovalField, value: string): string {
  return IMAGE_FIELDS.has(field) ? imageUrl(ctx, value) : value;
}

export function imageUrl(ctx: SandboxContext, path: string): string {
  return path ? new URL(path, `${ctx.publicUrl()}/`).toString() : '';
}

export function storeRegistration(ctx: SandboxContext, storeId: number): StoreRegistration | null {
  const s = ctx.db.get<StoreRow>('SELECT * FROM stores WHERE id = ?', [storeId]);
  if (!s) return null;
  return {
    id_estabelecimento: s.id,
    cnpj_cpf: s.cnpj,
    razao_social: s.razao_social,
    nome: s.nome,
    email: s.email,
    endereco_rua: s.endereco_rua,
    endereco_numero: s.endereco_numero,
    endereco_bairro: s.bairro,
    endereco_cep: s.endereco_cep,
    contato: s.telefone,
    logotipo: imageUrl(ctx, s.logotipo),
    banner: imageUrl(ctx, s.banner),
    texto_app: s.texto_app,
    frase_promocional: s.frase_promocional,
  };
}

function pendingChange(ctx: SandboxContext, r: PendingRow): PendingChange {
  return {
    id_pendencias: r.id,
    tabela: r.tabela,
    nome_campo: r.nome_campo,
    status: r.status,
    valor_ant: shown(ctx, r.nome_campo, r.valor_ant),
    valor_post: shown(ctx, r.nome_campo, r.valor_post),
    data_inclusao: iso(r.created_at),
    data_status: r.decided_at === null ? '' : iso(r.decided_at),
  };
}

/** The store's requested changes, newest first; `status` keeps only those. */
export function pendingChanges(ctx: SandboxContext, storeId: number | null, status?: PendingStatus): PendingChange[] {
  const where = [storeId === null ? '1 = 1' : 'store_id = ?', status ? 'status = ?' : '1 = 1'].join(' AND ');
  const params = [...(storeId === null ? [] : [storeId]), ...(status ? [status] : [])];
  return ctx.db.all<PendingRow>(`SELECT * FROM pending_changes WHERE ${where} ORDER BY created_at DESC, id DESC`, params).map((r) => pendingChange(ctx, r));
}

function waiting(ctx: SandboxContext, storeId: number, field: ApprovalField): boolean {
  return ctx.db.value("SELECT COUNT(*) FROM pending_changes WHERE store_id = ? AND nome_campo = ? AND status = 'Pendente'", [storeId, field]) > 0;
}

const PENDING_REFUSAL = 'O campo está pendente para avaliação';

function request(ctx: SandboxContext, storeId: number, field: ApprovalField, before: string, after: string): void {
  ctx.db.run('INSERT INTO pending_changes (store_id, nome_campo, valor_ant, valor_post, created_at) VALUES (?, ?, ?, ?, ?)', [
    storeId,
    field,
    before,
    after,
    ctx.clock.now(),
  ]);
}

/**
 * postEstabelecimento: the fields edited at once are saved; a texto_app or frase_promocional
 * that differs from the store's becomes a pending change (refused while one waits for that field).
 */
export function saveStoreRegistration(
  ctx: SandboxContext,
  storeId: number,
  edit: StoreRegistrationEdit,
  approval: { texto_app: string; frase_promocional: string },
): Outcome {
  const s = ctx.db.get<StoreRow>('SELECT * FROM stores WHERE id = ?', [storeId]);
  if (!s) return { ok: false, mensagem: 'Estabelecimento não encontrado.' };
  const values = { ...edit, texto_app: approval.texto_app, frase_promocional: approval.frase_promocional };
  const problems = Object.values(registrationProblems(values));
  if (problems.length > 0) return { ok: false, mensagem: problems.join('\n') };
  const requested = (['texto_app', 'frase_promocional'] as const).filter((field) => approval[field].trim() !== s[field]);
  const blocked = requested.filter((field) => waiting(ctx, storeId, field));
  if (blocked.length > 0) return { ok: false, mensagem: `${PENDING_REFUSAL}: ${blocked.join(', ')}.` };
  const rua = edit.endereco_rua.trim();
  const numero = edit.endereco_numero.trim();
  const bairro = edit.endereco_bairro.trim();
  ctx.db.transaction(() => {
    ctx.db.run(
      `UPDATE stores SET nome = ?, email = ?, endereco_rua = ?, endereco_numero = ?, bairro = ?, endereco_cep = ?, telefone = ?,
         endereco = ? WHERE id = ?`,
      [
        edit.nome.trim(),
        edit.email.trim(),
        rua,
        numero,
        bairro,
        formatCep(onlyDigits(edit.endereco_cep)),
        formatPhone(edit.contato),
        `${rua}, ${numero} - ${bairro}, ${s.cidade} - ${s.uf}`,
        storeId,
      ],
    );
    for (const field of requested) request(ctx, storeId, field, s[field], approval[field].trim());
  });
  return { ok: true, mensagem: 'Estabelecimento salvo com sucesso', value: undefined };
}

/** The file's own first bytes: a PNG or a JPEG, whatever its name says. */
function imageKind(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** estabelecimento/logo and /banner: the image is kept (uploads.ts) and waits for approval. */
export async function sendStoreImage(
  ctx: SandboxContext,
  uploads: UploadStore,
  storeId: number,
  field: 'logotipo' | 'banner',
  file: File,
  declaredStoreId: number,
): Promise<Outcome<string>> {
  if (declaredStoreId !== storeId) return { ok: false, mensagem: 'A imagem enviada não é deste estabelecimento.' };
  const what = field === 'logotipo' ? 'logo' : 'banner';
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(extension in STORE_IMAGE_TYPES)) return { ok: false, mensagem: `Formato não aceito para o ${what}: envie PNG, JPG ou JPEG.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes);
  if (!kind) return { ok: false, mensagem: 'O arquivo enviado não é uma imagem PNG ou JPEG válida.' };
  if (waiting(ctx, storeId, field)) return { ok: false, mensagem: PENDING_REFUSAL };
  const s = ctx.db.get<StoreRow>('SELECT * FROM stores WHERE id = ?', [storeId]);
  if (!s) return { ok: false, mensagem: 'Estabelecimento não encontrado.' };
  const path = uploads.save(Buffer.from(bytes), kind);
  request(ctx, storeId, field, s[field], path);
  return { ok: true, mensagem: 'Imagem enviada para aprovação.', value: imageUrl(ctx, path) };
}

/** The platform team's decision (control API): an approved value becomes the store's. */
export function decidePendingChange(ctx: SandboxContext, id: number, decision: 'Aprovado' | 'Rejeitado'): Outcome<PendingChange> {
  const r = ctx.db.get<PendingRow>('SELECT * FROM pending_changes WHERE id = ?', [id]);
  if (!r) return { ok: false, mensagem: `Solicitação ${id} não existe.` };
  if (r.status !== 'Pendente') return { ok: false, mensagem: `Solicitação ${id} já foi avaliada (${r.status}).` };
  ctx.db.transaction(() => {
    ctx.db.run('UPDATE pending_changes SET status = ?, decided_at = ? WHERE id = ?', [decision, ctx.clock.now(), id]);
    // nome_campo is one of four known columns (CHECK in the table)
    if (decision === 'Aprovado') ctx.db.run(`UPDATE stores SET ${r.nome_campo} = ? WHERE id = ?`, [r.valor_post, r.store_id]);
  });
  const decided = ctx.db.get<PendingRow>('SELECT * FROM pending_changes WHERE id = ?', [id]);
  return decided ? { ok: true, mensagem: `Solicitação ${id}: ${decision}.`, value: pendingChange(ctx, decided) } : { ok: false, mensagem: 'Solicitação perdida.' };
}
