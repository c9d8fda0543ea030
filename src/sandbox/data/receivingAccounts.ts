/**
 * Receiving accounts (spec 02 §3 Bank account, §4, §5): bank details or a PIX key of the same
 * holder as the registration, at most one active; the bank directory (listarBancos) and the
 * statement's bank table (bancos/filtrar).
 */
import type { AccountHolder, BankAccount, BankAccountSaveBody, BankFilterBody, BankFilterRow, BankListItem } from '../../shared/api';
import { formatDocument } from '../../shared/documents';
import {
  agenciaDigitProblem,
  agenciaProblem,
  contaProblem,
  holderProblem,
  isPixKeyType,
  normalizePixKey,
  pixKeyProblem,
} from '../../shared/onlinePayment/accounts';
import type { SandboxContext } from '../context';
import { searchKey } from '../../shared/search';
import type { Result } from './onlinePayment';

interface AccountRow {
  id: number;
  store_id: number;
  tipo_pagamento: 'MANUAL' | 'CHAVE';
  chave: string;
  tipo_chave: string;
  tipo_conta: string;
  banco: string;
  agencia: string;
  agencia_dig: string;
  conta: string;
  nome_titular: string;
  cnpj_cpf: string;
  ativo: number;
  bank_nome: string | null;
}

/**
 * Whose accounts these are (otherInfo): the registration's company (J) or person (F); before a
 * registration, the store's own CNPJ and company name.
 */
export function accountHolder(ctx: SandboxContext, storeId: number): AccountHolder | null {
  const r = ctx.db.get<{ tipo: string; est_cnpj: string; est_razao_social: string; pro_cpf: string; pro_nome: string }>(
    'SELECT tipo, est_cnpj, est_razao_social, pro_cpf, pro_nome FROM pagon_registrations WHERE store_id = ?',
    [storeId],
  );
  if (r) {
    return r.tipo === 'J'
      ? { id_estabelecimento: storeId, cnpj_cpf: formatDocument(r.est_cnpj), razao_social: r.est_razao_social }
      : { id_estabelecimento: storeId, cnpj_cpf: formatDocument(r.pro_cpf), razao_social: r.pro_nome || r.est_razao_social };
  }
  const store = ctx.db.get<{ cnpj: string; razao_social: string }>('SELECT cnpj, razao_social FROM stores WHERE id = ?', [storeId]);
  return store ? { id_estabelecimento: storeId, cnpj_cpf: formatDocument(store.cnpj), razao_social: store.razao_social } : null;
}

const ACCOUNT_SELECT = 'SELECT a.*, b.nome AS bank_nome FROM receiving_accounts a LEFT JOIN banks b ON b.cod = a.banco';

function toAccount(r: AccountRow): BankAccount {
  return {
    id_pagon_banco: r.id,
    tipo_pagamento: r.tipo_pagamento,
    chave: r.chave,
    tipo_chave: r.tipo_chave,
    tipo_conta: r.tipo_conta,
    banco: r.banco,
    nome: r.bank_nome ?? '',
    agencia: r.agencia,
    agencia_dig: r.agencia_dig,
    conta: r.conta,
    nome_titular: r.nome_titular,
    cnpj_cpf: r.cnpj_cpf,
    status: r.ativo === 1 ? 'S' : 'N',
    id_estabelecimento: r.store_id,
  };
}

/** The store's accounts, the active one first, then in the order they were registered. */
export function receivingAccounts(ctx: SandboxContext, storeId: number): BankAccount[] {
  return ctx.db.all<AccountRow>(`${ACCOUNT_SELECT} WHERE a.store_id = ? ORDER BY a.ativo DESC, a.id`, [storeId]).map(toAccount);
}

function accountRow(ctx: SandboxContext, storeId: number, id: number): AccountRow | undefined {
  return ctx.db.get<AccountRow>(`${ACCOUNT_SELECT} WHERE a.id = ? AND a.store_id = ?`, [id, storeId]);
}

const PIX_KEY_PROBLEMS = {
  empty: 'Informe a chave PIX.',
  punctuation: 'Informe a chave PIX sem pontuação (apenas números e letras).',
  invalid: 'Chave PIX inválida para o tipo escolhido.',
} as const;

/** Why the platform refuses the account, one sentence each (empty: it is fine). */
function accountErrors(ctx: SandboxContext, body: BankAccountSaveBody, holder: AccountHolder): string[] {
  const errors: string[] = [];
  if (body.tipo_pagamento === 'MANUAL') {
    const bank = ctx.db.get<{ ativo: number }>('SELECT ativo FROM banks WHERE cod = ?', [body.banco.trim()]);
    if (!bank) errors.push('Escolha o banco da lista.');
    else if (bank.ativo !== 1) errors.push('Este banco não opera mais: escolha outro.');
    const agencia = agenciaProblem(body.agencia);
    if (agencia) errors.push(agencia === 'empty' ? 'Informe a agência.' : 'Agência inválida: até 4 números.');
    if (agenciaDigitProblem(body.agencia_dig)) errors.push('Dígito da agência inválido: um número ou X.');
    const conta = contaProblem(body.conta);
    if (conta) errors.push(conta === 'empty' ? 'Informe a conta com o dígito.' : 'Conta inválida: informe o número e o dígito (ex.: 45873-2).');
    if (body.tipo_conta !== 'CC' && body.tipo_conta !== 'CP') errors.push('Escolha o tipo de conta: corrente (CC) ou poupança (CP).');
  } else if (body.tipo_pagamento === 'CHAVE') {
    if (!isPixKeyType(body.tipo_chave)) errors.push('Escolha o tipo da chave PIX.');
    else {
      const problem = pixKeyProblem(body.tipo_chave, body.chave);
      if (problem) errors.push(PIX_KEY_PROBLEMS[problem]);
    }
  } else {
    errors.push('Escolha entre dados bancários e chave PIX.');
  }
  const holderIssue = holderProblem(body, holder.cnpj_cpf);
  if (holderIssue === 'otherHolder') errors.push(`A conta deve ser do mesmo titular do cadastro (${holder.cnpj_cpf}).`);
  if (holderIssue === 'keyOfOtherHolder') errors.push(`A chave PIX deve ser o CPF ou CNPJ do titular do cadastro (${holder.cnpj_cpf}).`);
  return errors;
}

/** bank-accounts/change: a new account (inactive until activated) or an edited one (keeps its state). */
export function saveAccount(ctx: SandboxContext, storeId: number, body: BankAccountSaveBody): Result<{ mensagem: string; id: number }> {
  if (body.id_estabelecimento !== storeId) return { ok: false, mensagem: 'Você só pode alterar as contas do seu estabelecimento.' };
  const holder = accountHolder(ctx, storeId);
  if (!holder) return { ok: false, mensagem: 'Estabelecimento não encontrado.' };
  const errors = accountErrors(ctx, body, holder);
  if (errors.length > 0) return { ok: false, mensagem: errors.join('\n') };
  const existing = body.id_pagon_banco ? accountRow(ctx, storeId, body.id_pagon_banco) : undefined;
  if (body.id_pagon_banco && !existing) return { ok: false, mensagem: 'Conta não encontrada.' };
  const manual = body.tipo_pagamento === 'MANUAL';
  const values = {
    tipo_pagamento: body.tipo_pagamento,
    chave: manual ? '' : normalizePixKey(body.tipo_chave as Parameters<typeof normalizePixKey>[0], body.chave),
    tipo_chave: manual ? '' : body.tipo_chave,
    tipo_conta: manual ? body.tipo_conta : '',
    banco: manual ? body.banco.trim() : '',
    agencia: manual ? body.agencia.trim() : '',
    agencia_dig: manual ? body.agencia_dig.trim().toUpperCase() : '',
    conta: manual ? body.conta.trim().toUpperCase() : '',
    nome_titular: holder.razao_social,
    cnpj_cpf: holder.cnpj_cpf,
  };
  const duplicate = ctx.db.value(
    `SELECT COUNT(*) FROM receiving_accounts WHERE store_id = ? AND id != ? AND tipo_pagamento = ?
       AND ((tipo_pagamento = 'CHAVE' AND chave = ?) OR (tipo_pagamento = 'MANUAL' AND banco = ? AND agencia = ? AND conta = ?))`,
    [storeId, existing?.id ?? 0, values.tipo_pagamento, values.chave, values.banco, values.agencia, values.conta],
  );
  if (duplicate > 0) return { ok: false, mensagem: manual ? 'Esta conta bancária já está cadastrada.' : 'Esta chave PIX já está cadastrada.' };
  const columns = Object.keys(values);
  if (existing) {
    ctx.db.run(`UPDATE receiving_accounts SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, [...Object.values(values), existing.id]);
    return { ok: true, mensagem: 'Conta alterada com sucesso!', id: existing.id };
  }
  const { lastId } = ctx.db.run(
    `INSERT INTO receiving_accounts (store_id, ${columns.join(', ')}, ativo, created_at) VALUES (?, ${columns.map(() => '?').join(', ')}, 0, ?)`,
    [storeId, ...Object.values(values), ctx.clock.now()],
  );
  return { ok: true, mensagem: 'Conta cadastrada com sucesso! Ative-a para receber nela.', id: lastId };
}

/** ativarPagOnBanco: this account receives from now on; the one active before stops. */
export function activateAccount(ctx: SandboxContext, storeId: number, id: number): Result<{ mensagem: string }> {
  const row = accountRow(ctx, storeId, id);
  if (!row) return { ok: false, mensagem: 'Conta não encontrada.' };
  const holder = accountHolder(ctx, storeId);
  if (holder && holderProblem(row, holder.cnpj_cpf)) {
    return { ok: false, mensagem: `Esta conta não é do titular do cadastro (${holder.cnpj_cpf}) e não pode receber os pagamentos.` };
  }
  ctx.db.transaction(() => {
    ctx.db.run('UPDATE receiving_accounts SET ativo = 0 WHERE store_id = ?', [storeId]);
    ctx.db.run('UPDATE receiving_accounts SET ativo = 1 WHERE id = ?', [id]);
  });
  return { ok: true, mensagem: 'Conta ativada com sucesso! Os próximos recebimentos vão para ela.' };
}

/** excluirPagOnBanco: any account but the active one. */
export function deleteAccount(ctx: SandboxContext, storeId: number, id: number): Result<{ mensagem: string }> {
  const row = accountRow(ctx, storeId, id);
  if (!row) return { ok: false, mensagem: 'Conta não encontrada.' };
  if (row.ativo === 1) return { ok: false, mensagem: 'A conta ativa não pode ser excluída. Ative outra conta antes.' };
  ctx.db.run('DELETE FROM receiving_accounts WHERE id = ?', [id]);
  return { ok: true, mensagem: 'Conta excluída com sucesso!' };
}

// ---- the bank directory ----------------------------------------------------------------------

/** listarBancos: the banks an account can be opened at (the ones still operating), by code. */
export function banks(ctx: SandboxContext): BankListItem[] {
  return ctx.db.all<BankListItem>('SELECT cod, nome AS banco, ispb FROM banks WHERE ativo = 1 ORDER BY cod');
}

/**
 * bancos/filtrar: the directory by code (the start of it, or the same number: '1' finds '001'),
 * name (accents and case ignored) and status ('S' operating, 'N' not, '' both).
 */
export function filterBanks(ctx: SandboxContext, filter: BankFilterBody): Result<{ rows: BankFilterRow[] }> {
  const codigo = filter.codigo.trim();
  const status = filter.status.trim().toUpperCase();
  if (codigo !== '' && !/^\d+$/.test(codigo)) return { ok: false, mensagem: 'Código do banco inválido: use apenas números.' };
  if (status !== '' && status !== 'S' && status !== 'N') return { ok: false, mensagem: 'Status inválido: use S (ativo) ou N (inativo).' };
  const nome = searchKey(filter.nome.trim());
  const rows = ctx.db
    .all<{ cod: string; nome: string; ativo: number }>('SELECT cod, nome, ativo FROM banks ORDER BY cod')
    .filter((b) => codigo === '' || b.cod.startsWith(codigo) || Number(b.cod) === Number(codigo))
    .filter((b) => nome === '' || searchKey(b.nome).includes(nome))
    .filter((b) => status === '' || (status === 'S') === (b.ativo === 1))
    .map((b) => ({ codigo: b.cod, nome: b.nome, status: b.ativo === 1 ? 'S' : 'N' }));
  return { ok: true, rows };
}
