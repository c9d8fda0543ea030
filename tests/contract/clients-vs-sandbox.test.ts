import { createApiClients, type ApiClients } from '../../src/renderer/api/clients';
import { platformConfigFromOrigin } from '../../src/shared/config';
import { ORDER_STATUSES, type Session } from '../../src/shared/api';
import { createSandbox, type Sandbox } from '../../src/sandbox/server';
import { SEED } from '../../src/sandbox/seed';

/**
 * Contract tests: the renderer's own typed clients (form encoding, Basic credential, envelope
 * handling) against the real sandbox platform over HTTP. A route whose request or answer drifts
 * between the two sides fails here even where each side's unit tests pass.
 */
let sandbox: Sandbox;
let api: ApiClients;
let hash: string | null = null;
const expiredTitles: string[] = [];
const unexpected: number[] = [];

beforeAll(async () => {
  sandbox = createSandbox({});
  const url = await sandbox.listen(0);
  api = createApiClients(platformConfigFromOrigin(url), {
    getHash: () => hash,
    onSessionExpired: (title) => expiredTitles.push(title),
    onUnexpectedStatus: (status) => unexpected.push(status),
  });
});
afterAll(() => sandbox.close());

async function loginAs(usuario: string): Promise<Session> {
  hash = null;
  const answer = await api.legacy.call('login/index', { body: { usuario, senha: SEED.password } });
  if (!answer.status) throw new Error(`login de ${usuario} recusado`);
  hash = answer.hash;
  return answer;
}

beforeEach(async () => {
  await sandbox.reset();
  expiredTitles.length = 0;
  unexpected.length = 0;
});

describe('session', () => {
  it('logs in with the session fields the panel stores, and refuses a wrong password with a message', async () => {
    const session = await loginAs('pizzaria');
    expect(session).toMatchObject({ id_estabelecimento: 101, company: 'aiboo', canal_socket: expect.any(String) });
    expect(session.url_socket).toMatch(/^http/);
    hash = null;
    const refused = await api.legacy.call('login/index', { body: { usuario: 'pizzaria', senha: 'errada' } });
    expect(refused).toMatchObject({ status: false, mensagem: expect.any(String) });
  });

  it('runs the password recovery calls through to a new password that logs in', async () => {
    hash = null;
    const cnpj = SEED.cnpj[101];
    const list = await api.legacy.call('login/redefinir', { body: { cnpj } });
    expect(list.estabelecimentos?.[0]).toMatchObject({ id_estabelecimento: 101, nome: expect.any(String), razao_social: expect.any(String) });
    const options = await api.legacy.call('login/redefinirSenha', { body: { cnpj, estabelecimento: 101 } });
    expect(options.opcoes).toMatchObject({ email: expect.stringContaining('*') });
    const sent = await api.legacy.call('login/enviarCodigo', { body: { cnpj, estabelecimento: 101, forma: 'email' } });
    expect(sent).toMatchObject({ status: true, uuid: expect.any(String), usuario: 'pizzaria' });
    const recovery = await sandbox.lastRecoveryCode(cnpj.replace(/\D/g, ''));
    const codigo = recovery?.codigo ?? '';
    const saved = await api.legacy.call('login/salvarSenha', {
      body: { estabelecimento: 101, codigo, uuid: sent.uuid!, valor: 'nova-senha-1' },
    });
    expect(saved.status).toBe(true);
    const again = await api.legacy.call('login/index', { body: { usuario: 'pizzaria', senha: 'nova-senha-1' } });
    expect(again.status).toBe(true);
  });

  it('answers an unknown hash with the 401 envelope, which the client turns into a session expiry', async () => {
    hash = 'hash-que-nao-existe';
    await expect(api.legacy.call('estabelecimento/getLoja')).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(expiredTitles).toEqual(['Sessão expirada']);
    expect(unexpected).toEqual([]);
  });

  it('expires a live session from the control API', async () => {
    await loginAs('pizzaria');
    await sandbox.expireSessions({ usuario: 'pizzaria' });
    await expect(api.legacy.call('pedidos/listar')).rejects.toMatchObject({ kind: 'sessionExpired' });
  });
});

describe('store', () => {
  it('reads the store detail and opens and closes it', async () => {
    await loginAs('pizzaria');
    const { estabelecimento } = await api.legacy.call('estabelecimento/getLoja');
    expect(estabelecimento).toMatchObject({ nome: 'Pizzaria Bella Napoli', upload_em_massa: true, loja_bloqueada: false });
    const closed = await api.legacy.call('estabelecimento/mudaAberturaFechamento', { body: { fechado: 'S' } });
    expect(closed).toMatchObject({ status: true, mensagem: expect.any(String) });
    expect((await api.legacy.call('estabelecimento/getLoja')).estabelecimento.fechado).toBe('S');
  });

  it('changes the delivery-time estimate and dismisses the online-payment notice', async () => {
    await loginAs('pizzaria');
    expect((await api.legacy.call('estabelecimento/mudaPrevisao', { body: { entrega_minimo: 40, entrega_maximo: 60 } })).status).toBe(true);
    expect((await api.legacy.call('estabelecimento/alteraAviso')).status).toBe(true);
    const { estabelecimento } = await api.legacy.call('estabelecimento/getLoja');
    expect(estabelecimento).toMatchObject({ entrega_minimo: 40, entrega_maximo: 60, aviso: false });
  });

  it('refuses to open a suspended store with a message', async () => {
    await loginAs('lanchonete');
    const answer = await api.legacy.call('estabelecimento/mudaAberturaFechamento', { body: { fechado: 'N' } });
    expect(answer).toMatchObject({ status: false, mensagem: expect.any(String) });
  });

  it('lists overdue invoices in cents and the mandatory contract, which signing clears', async () => {
    await loginAs('saborcaseiro');
    const { data } = await api.json.call('invoices', { query: { status: 'overdue' } });
    expect(data.length).toBeGreaterThan(0);
    for (const invoice of data) {
      expect(invoice.status).toBe('overdue');
      expect(invoice.balance).toBeLessThan(0);
      expect(invoice.overdues_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    expect((await api.legacy.call('faturas/listar')).status).toBe(true);
    const contract = await api.legacy.call('terms/check');
    expect(contract).toMatchObject({ assinar: true, obrigatorio: true, contrato: SEED.contract202 });
    const signed = await api.legacy.call('terms/sendToSignature', { body: { email: contract.email, contrato: contract.contrato } });
    expect(signed).toMatchObject({ status: true, close: true });
    expect((await api.legacy.call('terms/check')).assinar).toBe(false);
  });

  it('says whether the store accepts online payment', async () => {
    await loginAs('pizzaria');
    expect(await api.legacy.call('pagamentoonline/getAcceptanceStatus')).toMatchObject({ status: true, acceptsOnline: false });
  });
});

describe('orders', () => {
  it('lists orders in every status, each with its body, and one order by id', async () => {
    await loginAs('pizzaria');
    const { pedidos } = await api.legacy.call('pedidos/listar');
    const statuses = new Set(pedidos.map((o) => o.status));
    for (const status of ORDER_STATUSES) expect(statuses).toContain(status);
    for (const order of pedidos) {
      expect(order.id_estabelecimento).toBe(101);
      expect(Array.isArray(order.pedidoObj.itens)).toBe(true);
      expect(typeof order.revisao).toBe('number');
    }
    const one = await api.legacy.call('pedidos/listar/:id', { params: { id: SEED.orders.pendingDelivery } });
    expect(one.pedidos).toHaveLength(1);
    expect(one.pedidos[0]).toMatchObject({ id_pedido: SEED.orders.pendingDelivery, status: 'PP' });
  });

  it("does not show another store's order", async () => {
    await loginAs('pizzaria');
    const other = await api.legacy.call('pedidos/listar/:id', { params: { id: SEED.orders.saborPending } });
    expect(other.pedidos).toEqual([]);
  });

  it('moves an order by the legacy call and cancels one by the JSON call with a reason', async () => {
    await loginAs('pizzaria');
    const accepted = await api.legacy.call('pedidos/mudaStatus/:orderId', {
      params: { orderId: SEED.orders.pendingDelivery },
      body: { novo_status: 'PA' },
    });
    expect(accepted.status).toBe(true);
    const cancelled = await api.json.call('orders/:orderId', {
      params: { orderId: SEED.orders.acceptedDelivery },
      body: { new_status: 'PC', motivo_cancelamento: 'Cliente solicitou o cancelamento' },
    });
    expect(cancelled.status).toBe(true);
    const { pedidos } = await api.legacy.call('pedidos/listar');
    expect(pedidos.find((o) => o.id_pedido === SEED.orders.pendingDelivery)?.status).toBe('PA');
    expect(pedidos.find((o) => o.id_pedido === SEED.orders.acceptedDelivery)?.status).toBe('PC');
  });

  it('offers coverage areas and reads and saves opening hours and payment methods', async () => {
    await loginAs('pizzaria');
    const { coverageAreas } = await api.json.call('v2/delivery/coverageAreas');
    expect(coverageAreas.length).toBeGreaterThan(0);
    const hours = await api.legacy.call('software_app/listarHorarios');
    expect(hours.obj.map((d) => d.abreviacao)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']);
    const changed = hours.obj.map((d) => (d.abreviacao === 'dom' ? { ...d, checked: true, abertura: '11:00', fechamento: '15:00' } : d));
    const saved = await api.legacy.call('software_app/alteraHorarios2', {
      body: { horarios: JSON.stringify(changed), auto_abrir: true, auto_fechar: false },
    });
    expect(saved.status).toBe(true);
    const back = await api.legacy.call('software_app/listarHorarios');
    expect(back).toMatchObject({ auto_abrir: true, auto_fechar: false });
    expect(back.obj[0]).toMatchObject({ checked: true, abertura: '11:00', fechamento: '15:00' });
    const methods = await api.legacy.call('software_app/listarpagamentos/');
    const chosen = methods.obj.slice(0, 2).map((m) => m.chave);
    await api.legacy.call('software_app/alteraPagamentos', { body: { formas: chosen } });
    const after = await api.legacy.call('software_app/listarpagamentos/');
    expect(after.obj.filter((m) => m.selected).map((m) => m.chave)).toEqual(chosen);
  });
});
