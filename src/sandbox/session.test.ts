import { describe, expect, it } from 'vitest';
import type { Session } from '../shared/api';
import { isValidCnpj, isValidCpf } from '../shared/documents';
import { SEED } from './seed/ids';
import { TestClient, useSandbox } from './test/harness';

const t = useSandbox({});

describe('login/index', () => {
  it('gives a session with socket url and channel for good credentials', async () => {
    const reply = await t.client.legacy<Session & { status: boolean }>('POST', 'login/index', { usuario: 'pizzaria', senha: 'senha123' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      id_estabelecimento: 101,
      id_usuario: 1,
      nome: 'Pizzaria Bella Napoli',
      url_socket: t.url,
      canal_socket: 'loja-101',
      company: 'aiboo',
      telefone_suporte: SEED.brands.aiboo?.telefone_suporte,
    });
    expect(reply.body.hash).toMatch(/^[0-9a-f]{40}$/);
    expect(reply.body.id_sessao).toBeTruthy();
  });

  it('gives each brand its company', async () => {
    const pedeai = await new TestClient(t.url).login('saborcaseiro');
    expect(pedeai).toMatchObject({ id_estabelecimento: 202, company: 'pedeai', canal_socket: 'loja-202' });
    // each brand's own support number, as the platform configures it
    expect(pedeai.telefone_suporte).toBe(SEED.brands.pedeai?.telefone_suporte);
    expect(pedeai.telefone_suporte).toMatch(/^\(\d{2}\) \d{4}-\d{4}$/);
    expect(pedeai.telefone_suporte).not.toBe(SEED.brands.aiboo?.telefone_suporte);
    const blocked = await new TestClient(t.url).login('lanchonete');
    expect(blocked).toMatchObject({ id_estabelecimento: 303, company: 'aiboo' });
  });

  it('answers HTTP 200 with status false for a wrong password or unknown user', async () => {
    for (const body of [
      { usuario: 'pizzaria', senha: 'errada' },
      { usuario: 'ninguem', senha: 'senha123' },
    ]) {
      const reply = await t.client.legacy('POST', 'login/index', body);
      expect(reply).toEqual({ status: 200, body: { status: false, mensagem: 'Usuário ou senha inválidos.' } });
    }
  });

  it('accepts a JSON body too', async () => {
    const reply = await t.client.json('POST', 'login/index', { usuario: 'pizzaria', senha: 'senha123' }, '/api/');
    expect(reply.body.status).toBe(true);
  });

  it('answers 400 when a field is missing', async () => {
    const reply = await t.client.legacy('POST', 'login/index', { usuario: 'pizzaria' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: false });
  });
});

describe('session hash', () => {
  const expired = { status: false, code: 401, erro: 'Sessão expirada', mensagem: 'É necessário fazer o login novamente.' };

  it('401 envelope without, or with an unknown, hash', async () => {
    const client = new TestClient(t.url);
    expect(await client.legacy('GET', 'estabelecimento/getLoja')).toEqual({ status: 401, body: expired });
    client.hash = 'nao-existe';
    expect(await client.legacy('GET', 'estabelecimento/getLoja')).toEqual({ status: 401, body: expired });
    expect(await client.json('GET', 'invoices?status=overdue')).toEqual({ status: 401, body: expired });
  });

  it('401 envelope once the session is expired through the control API, other sessions live on', async () => {
    const a = new TestClient(t.url);
    const b = new TestClient(t.url);
    await a.login('pizzaria');
    await b.login('saborcaseiro');
    expect((await a.legacy('GET', 'estabelecimento/getLoja')).status).toBe(200);
    // reset keeps live sessions, so earlier tests' pizzaria sessions count too
    const expire = await a.control<{ expired: number }>('POST', 'sessions/expire', { usuario: 'pizzaria' });
    expect(expire.body.expired).toBeGreaterThanOrEqual(1);
    expect(await a.legacy('GET', 'estabelecimento/getLoja')).toEqual({ status: 401, body: expired });
    expect((await b.legacy('GET', 'estabelecimento/getLoja')).status).toBe(200);
  });

  it('expires by hash and by store, programmatically too', async () => {
    const a = new TestClient(t.url);
    const session = await a.login('pizzaria');
    expect((await a.control('POST', 'sessions/expire', { hash: session.hash })).body).toEqual({ expired: 1 });
    await t.sandbox.expireSessions({ storeId: 101 });
    await a.login('pizzaria');
    await new TestClient(t.url).login('pizzaria');
    expect(await t.sandbox.expireSessions({ storeId: 101 })).toBe(2);
    expect((await a.legacy('GET', 'pedidos/listar')).status).toBe(401);
  });
});

describe('password recovery', () => {
  it('lists establishments by CNPJ, masked or not, and by the owner CPF', async () => {
    const masked = await t.client.legacy('POST', 'login/redefinir', { cnpj: SEED.cnpj[101] });
    expect(masked.body).toEqual({
      status: true,
      estabelecimentos: [
        { id_estabelecimento: 101, nome: 'Pizzaria Bella Napoli', razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.', endereco_bairro: 'Bela Vista' },
      ],
    });
    const digitsOnly = await t.client.legacy('POST', 'login/redefinir', { cnpj: '98765432000198' });
    expect(digitsOnly.body.estabelecimentos).toEqual([expect.objectContaining({ id_estabelecimento: 202, nome: 'Sabor Caseiro' })]);
    const byCpf = await t.client.legacy<{ estabelecimentos: { id_estabelecimento: number }[] }>('POST', 'login/redefinir', {
      cnpj: SEED.ownerCpf,
    });
    expect(byCpf.body.estabelecimentos.map((e) => e.id_estabelecimento).sort()).toEqual([101, 303]);
  });

  it('the seed has real documents: check digits that match, store 303 with an alphanumeric CNPJ', () => {
    for (const cnpj of Object.values(SEED.cnpj)) expect(isValidCnpj(cnpj), cnpj).toBe(true);
    expect(isValidCpf(SEED.ownerCpf)).toBe(true);
    expect(SEED.cnpj[303]).toBe('12.ABC.345/01DE-35');
  });

  it('finds the store of an alphanumeric CNPJ, masked, bare or in lower case', async () => {
    const lanchonete = [
      { id_estabelecimento: 303, nome: 'Lanchonete Central', razao_social: 'Lanchonete Central da Sé Ltda. ME', endereco_bairro: expect.any(String) },
    ];
    for (const cnpj of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35']) {
      const reply = await t.client.legacy('POST', 'login/redefinir', { cnpj });
      expect(reply.body, cnpj).toEqual({ status: true, estabelecimentos: lanchonete });
    }
    const other = await t.client.legacy('POST', 'login/redefinir', { cnpj: '12.ABD.345/01DE-35' });
    expect(other.body).toEqual({ status: false, mensagem: 'Nenhum estabelecimento encontrado para este CNPJ.' });
  });

  it('recovers the password of the store with the alphanumeric CNPJ', async () => {
    const cnpj = '12abc34501de35';
    const options = await t.client.legacy('POST', 'login/redefinirSenha', { cnpj, estabelecimento: 303 });
    expect(options.body).toEqual({ status: true, opcoes: { email: 'gi***@exemplo.com.br', telefone: '(11) *****-2109' } });
    const sent = await t.client.legacy<{ status: boolean; uuid: string; usuario: string }>('POST', 'login/enviarCodigo', {
      cnpj,
      estabelecimento: 303,
      forma: 'email',
    });
    expect(sent.body).toMatchObject({ status: true, usuario: 'lanchonete' });
    // the control API finds the code by the CNPJ however it is written
    const code = await t.client.control<{ codigo: string; uuid: string }>('GET', `recovery-code?cnpj=${encodeURIComponent(SEED.cnpj[303])}`);
    expect(code.body.uuid).toBe(sent.body.uuid);

    const saved = await t.client.legacy('POST', 'login/salvarSenha', {
      estabelecimento: 303,
      uuid: sent.body.uuid,
      codigo: code.body.codigo,
      valor: 'lanche2026',
    });
    expect(saved.body).toEqual({ status: true, mensagem: 'Senha alterada com sucesso, lanchonete!' });
    expect((await t.client.legacy('POST', 'login/index', { usuario: 'lanchonete', senha: 'lanche2026' })).body.status).toBe(true);
    expect((await t.client.legacy('POST', 'login/index', { usuario: 'lanchonete', senha: 'senha123' })).body.status).toBe(false);
  });

  it('says when nothing matches', async () => {
    const reply = await t.client.legacy('POST', 'login/redefinir', { cnpj: '11.111.111/0001-11' });
    expect(reply.body).toEqual({ status: false, mensagem: 'Nenhum estabelecimento encontrado para este CNPJ.' });
  });

  it('offers masked e-mail and phone of the store user', async () => {
    const reply = await t.client.legacy('POST', 'login/redefinirSenha', { cnpj: SEED.cnpj[101], estabelecimento: 101 });
    expect(reply.body).toEqual({ status: true, opcoes: { email: 'gi***@bellanapoli.com.br', telefone: '(11) *****-4321' } });
    const wrongStore = await t.client.legacy('POST', 'login/redefinirSenha', { cnpj: SEED.cnpj[101], estabelecimento: 202 });
    expect(wrongStore.body.status).toBe(false);
  });

  it('runs end to end: code, checks, new password logs in and the old one no longer does', async () => {
    const sent = await t.client.legacy<{ status: boolean; uuid: string; usuario: string; mensagem: string }>('POST', 'login/enviarCodigo', {
      cnpj: SEED.ownerCpf,
      estabelecimento: 303,
      forma: 'sms',
    });
    expect(sent.body).toMatchObject({ status: true, usuario: 'lanchonete', mensagem: 'Código enviado por SMS para (11) *****-2109.' });
    const code = await t.client.control<{ codigo: string; uuid: string; usuario: string }>('GET', `recovery-code?cnpj=${encodeURIComponent(SEED.ownerCpf)}`);
    expect(code.status).toBe(200);
    expect(code.body.codigo).toMatch(/^\d{6}$/);
    expect(code.body.uuid).toBe(sent.body.uuid);
    const base = { estabelecimento: 303, uuid: sent.body.uuid };

    const short = await t.client.legacy('POST', 'login/salvarSenha', { ...base, codigo: code.body.codigo, valor: 'curta' });
    expect(short.body).toEqual({ status: false, mensagem: 'A Senha deve ter no mínimo 8 caracteres.' });
    const wrongCode = code.body.codigo === '000000' ? '111111' : '000000';
    const wrong = await t.client.legacy('POST', 'login/salvarSenha', { ...base, codigo: wrongCode, valor: 'novaSenha2026' });
    expect(wrong.body).toEqual({ status: false, mensagem: 'Código inválido.' });

    const ok = await t.client.legacy('POST', 'login/salvarSenha', { ...base, codigo: code.body.codigo, valor: 'novaSenha2026' });
    expect(ok.body).toEqual({ status: true, mensagem: 'Senha alterada com sucesso, lanchonete!' });
    const again = await t.client.legacy('POST', 'login/salvarSenha', { ...base, codigo: code.body.codigo, valor: 'outraSenha2026' });
    expect(again.body.status).toBe(false);

    const oldPassword = await t.client.legacy('POST', 'login/index', { usuario: 'lanchonete', senha: 'senha123' });
    expect(oldPassword.body.status).toBe(false);
    const newPassword = await t.client.legacy('POST', 'login/index', { usuario: 'lanchonete', senha: 'novaSenha2026' });
    expect(newPassword.body.status).toBe(true);
    // the other store of the same owner keeps its password
    expect((await t.client.legacy('POST', 'login/index', { usuario: 'pizzaria', senha: 'senha123' })).body.status).toBe(true);
  });

  it('refuses a code older than 5 minutes', async () => {
    const sent = await t.client.legacy<{ uuid: string }>('POST', 'login/enviarCodigo', { cnpj: SEED.cnpj[202], estabelecimento: 202, forma: 'email' });
    const code = await t.sandbox.lastRecoveryCode(SEED.cnpj[202]);
    expect(code?.usuario).toBe('saborcaseiro');
    await t.client.control('POST', 'clock', { advanceMs: 5 * 60_000 + 1000 });
    const reply = await t.client.legacy('POST', 'login/salvarSenha', {
      estabelecimento: 202,
      uuid: sent.body.uuid,
      codigo: code?.codigo ?? '',
      valor: 'novaSenha2026',
    });
    expect(reply.body).toEqual({ status: false, mensagem: 'Código expirado. Solicite um novo código.' });
  });

  it('blocks the code after 5 wrong attempts', async () => {
    const sent = await t.client.legacy<{ uuid: string }>('POST', 'login/enviarCodigo', { cnpj: SEED.cnpj[101], estabelecimento: 101, forma: 'email' });
    const code = (await t.sandbox.lastRecoveryCode(SEED.cnpj[101], 101))?.codigo ?? '';
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      await t.client.legacy('POST', 'login/salvarSenha', { estabelecimento: 101, uuid: sent.body.uuid, codigo: wrong, valor: 'novaSenha2026' });
    }
    const reply = await t.client.legacy('POST', 'login/salvarSenha', { estabelecimento: 101, uuid: sent.body.uuid, codigo: code, valor: 'novaSenha2026' });
    expect(reply.body).toEqual({ status: false, mensagem: 'Muitas tentativas. Solicite um novo código.' });
  });

  it('recovery-code answers 404 when no code was sent', async () => {
    const reply = await t.client.control('GET', 'recovery-code?cnpj=00000000000000');
    expect(reply.status).toBe(404);
  });
});
