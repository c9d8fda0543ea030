import { randomUUID } from 'node:crypto';
import type { RecoveryEstablishment, RecoveryForm, RecoveryOptions, Session } from '../../shared/api';
import { newSessionHash, passwordMatches, hashPassword } from '../auth';
import type { SandboxContext } from '../context';
import { documentKind, normalizeDocument } from '../../shared/documents';
import { maskEmail, maskPhone } from '../format';
import { BRANDS } from '../seed/data';

export const storeChannel = (storeId: number): string => `loja-${storeId}`;

interface UserRow {
  id: number;
  store_id: number;
  usuario: string;
  senha_hash: string;
  senha_salt: string;
  nome: string;
  email: string;
  telefone: string;
  company: string;
  store_nome: string;
}

/** A new session for these credentials, or null. */
export function login(ctx: SandboxContext, usuario: string, senha: string): Session | null {
  const user = ctx.db.get<UserRow>(
    `SELECT u.*, s.company, s.nome AS store_nome FROM users u JOIN stores s ON s.id = u.store_id WHERE u.usuario = ?`,
    [usuario.trim()],
  );
  if (!user || !passwordMatches(senha, user.senha_hash, user.senha_salt)) return null;
  const hash = newSessionHash();
  const idSessao = randomUUID();
  ctx.db.run('INSERT INTO sessions (hash, id_sessao, user_id, store_id, created_at) VALUES (?, ?, ?, ?, ?)', [
    hash,
    idSessao,
    user.id,
    user.store_id,
    ctx.clock.now(),
  ]);
  return {
    id_estabelecimento: user.store_id,
    id_usuario: user.id,
    nome: user.store_nome,
    hash,
    id_sessao: idSessao,
    url_socket: ctx.publicUrl(),
    canal_socket: storeChannel(user.store_id),
    company: user.company,
    ...brandSupport(user.company),
  };
}

/** The brand's support phone as the platform configures it; nothing when the brand has none. */
function brandSupport(company: string): Pick<Session, 'telefone_suporte'> {
  const phone = BRANDS[company]?.telefone_suporte;
  return phone ? { telefone_suporte: phone } : {};
}

export interface ExpireFilter {
  usuario?: string;
  hash?: string;
  storeId?: number;
}

/** Ends sessions (all of them when the filter is empty); returns how many. */
export function expireSessions(ctx: SandboxContext, filter: ExpireFilter = {}): number {
  const where: string[] = ['expired_at IS NULL'];
  const params: (string | number)[] = [];
  if (filter.hash) {
    where.push('hash = ?');
    params.push(filter.hash);
  }
  if (filter.storeId !== undefined) {
    where.push('store_id = ?');
    params.push(filter.storeId);
  }
  if (filter.usuario) {
    where.push('user_id IN (SELECT id FROM users WHERE usuario = ?)');
    params.push(filter.usuario);
  }
  return ctx.db.run(`UPDATE sessions SET expired_at = ? WHERE ${where.join(' AND ')}`, [ctx.clock.now(), ...params]).changes;
}

// ---- password recovery -------------------------------------------------------------------

/** Recovery codes are valid for 5 minutes (spec 01 §9). */
export const RECOVERY_CODE_TTL_MS = 5 * 60_000;
export const RECOVERY_MAX_ATTEMPTS = 5;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The stores a CNPJ (the store's, numeric or alphanumeric) or CPF (a user's) gives access to. The
 * document may come masked or bare, in any case: it is compared as normalizeDocument gives it,
 * which is how stores.cnpj and users.cpf are kept.
 */
export function establishmentsForDocument(ctx: SandboxContext, documento: string): RecoveryEstablishment[] {
  if (documentKind(documento) === null) return [];
  const doc = normalizeDocument(documento);
  return ctx.db.all<RecoveryEstablishment>(
    `SELECT id AS id_estabelecimento, nome, razao_social, bairro AS endereco_bairro FROM stores
      WHERE cnpj = ? OR id IN (SELECT store_id FROM users WHERE cpf = ?) ORDER BY nome`,
    [doc, doc],
  );
}

function recoveryUser(ctx: SandboxContext, documento: string, storeId: number): UserRow | null {
  if (!establishmentsForDocument(ctx, documento).some((e) => e.id_estabelecimento === storeId)) return null;
  const doc = normalizeDocument(documento);
  // By CPF: that person's user in the store; by CNPJ: the store's first user.
  const user =
    ctx.db.get<UserRow>('SELECT * FROM users WHERE store_id = ? AND cpf = ? ORDER BY id LIMIT 1', [storeId, doc]) ??
    ctx.db.get<UserRow>('SELECT * FROM users WHERE store_id = ? ORDER BY id LIMIT 1', [storeId]);
  return user ?? null;
}

export function recoveryOptions(ctx: SandboxContext, documento: string, storeId: number): RecoveryOptions | null {
  const user = recoveryUser(ctx, documento, storeId);
  return user ? { email: maskEmail(user.email), telefone: maskPhone(user.telefone) } : null;
}

export type SendCodeResult = { ok: true; uuid: string; usuario: string; destino: string } | { ok: false; mensagem: string };

export function sendRecoveryCode(ctx: SandboxContext, documento: string, storeId: number, forma: RecoveryForm): SendCodeResult {
  const user = recoveryUser(ctx, documento, storeId);
  if (!user) return { ok: false, mensagem: 'Estabelecimento não encontrado para este CNPJ/CPF.' };
  const destino = forma === 'sms' ? maskPhone(user.telefone) : maskEmail(user.email);
  if (!destino) return { ok: false, mensagem: forma === 'sms' ? 'Não há celular cadastrado.' : 'Não há e-mail cadastrado.' };
  const uuid = randomUUID();
  const codigo = String(ctx.random.int(0, 999_999)).padStart(6, '0');
  ctx.db.run('INSERT INTO recovery_codes (uuid, user_id, store_id, documento, codigo, forma, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    uuid,
    user.id,
    storeId,
    normalizeDocument(documento),
    codigo,
    forma,
    ctx.clock.now(),
  ]);
  return { ok: true, uuid, usuario: user.usuario, destino };
}

export interface RecoveryCodeInfo {
  uuid: string;
  codigo: string;
  usuario: string;
  estabelecimento: number;
  forma: RecoveryForm;
  criado_em: string;
  expira_em: string;
  usado: boolean;
}

/** The last code sent for a document (control API: the "e-mail" a tester reads). */
export function lastRecoveryCode(ctx: SandboxContext, documento: string, storeId?: number): RecoveryCodeInfo | null {
  const row = ctx.db.get<{ uuid: string; codigo: string; usuario: string; store_id: number; forma: RecoveryForm; created_at: number; used_at: number | null }>(
    `SELECT r.uuid, r.codigo, u.usuario, r.store_id, r.forma, r.created_at, r.used_at
       FROM recovery_codes r JOIN users u ON u.id = r.user_id
      WHERE r.documento = ? ${storeId !== undefined ? 'AND r.store_id = ?' : ''}
      ORDER BY r.created_at DESC, r.rowid DESC LIMIT 1`,
    storeId !== undefined ? [normalizeDocument(documento), storeId] : [normalizeDocument(documento)],
  );
  if (!row) return null;
  return {
    uuid: row.uuid,
    codigo: row.codigo,
    usuario: row.usuario,
    estabelecimento: row.store_id,
    forma: row.forma,
    criado_em: new Date(row.created_at).toISOString(),
    expira_em: new Date(row.created_at + RECOVERY_CODE_TTL_MS).toISOString(),
    usado: row.used_at !== null,
  };
}

export type SavePasswordResult = { ok: true; usuario: string } | { ok: false; mensagem: string };

export function savePassword(ctx: SandboxContext, storeId: number, codigo: string, uuid: string, senha: string): SavePasswordResult {
  if (senha.length < MIN_PASSWORD_LENGTH) return { ok: false, mensagem: 'A Senha deve ter no mínimo 8 caracteres.' };
  const row = ctx.db.get<{ user_id: number; store_id: number; codigo: string; created_at: number; used_at: number | null; attempts: number }>(
    'SELECT user_id, store_id, codigo, created_at, used_at, attempts FROM recovery_codes WHERE uuid = ?',
    [uuid],
  );
  if (!row || row.store_id !== storeId) return { ok: false, mensagem: 'Solicitação de recuperação não encontrada. Comece novamente.' };
  if (row.used_at !== null) return { ok: false, mensagem: 'Este código já foi utilizado. Solicite um novo código.' };
  if (ctx.clock.now() - row.created_at > RECOVERY_CODE_TTL_MS) return { ok: false, mensagem: 'Código expirado. Solicite um novo código.' };
  if (row.attempts >= RECOVERY_MAX_ATTEMPTS) return { ok: false, mensagem: 'Muitas tentativas. Solicite um novo código.' };
  if (row.codigo !== codigo.trim()) {
    ctx.db.run('UPDATE recovery_codes SET attempts = attempts + 1 WHERE uuid = ?', [uuid]);
    return { ok: false, mensagem: 'Código inválido.' };
  }
  const { hash, salt } = hashPassword(senha);
  ctx.db.transaction(() => {
    ctx.db.run('UPDATE users SET senha_hash = ?, senha_salt = ? WHERE id = ?', [hash, salt, row.user_id]);
    ctx.db.run('UPDATE recovery_codes SET used_at = ? WHERE uuid = ?', [ctx.clock.now(), uuid]);
  });
  const usuario = ctx.db.get<{ usuario: string }>('SELECT usuario FROM users WHERE id = ?', [row.user_id])?.usuario ?? '';
  return { ok: true, usuario };
}
