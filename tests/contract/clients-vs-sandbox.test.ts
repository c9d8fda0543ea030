import { ORDER_STATUSES } from '../../src/shared/api';
import { useContractRig } from '../support/contractRig';
import { SEED } from '../../src/sandbox/seed/ids';

/**
 * Contract tests: the renderer's own typed clients (form encoding, Basic credential, envelope
 * handling) against the real sandbox platform over HTTP. A route whose request or answer drifts
 * between the two sides fails here even where each side's unit tests pass.
 */
const rig = useContractRig();

describe('session', () => {
  it('logs in with the session fields the panel stores, and refuses a wrong password with a message', async () => {
    const session = await rig.loginAs('pizzaria');
    expect(session).toMatchObject({ id_estabelecimento: 101, company: 'aiboo', canal_socket: expect.any(String) });
    expect(session.url_socket).toMatch(/^http/);
    rig.hash = null;
    const refused = await rig.api.legacy.call('login/index', { body: { usuario: 'pizzaria', senha: 'errada' } });
    expect(refused).toMatchObject({ status: false, mensagem: expect.any(String) });
  });

  it('runs the password recovery calls through to a new password that logs in', async () => {
    rig.hash = null;
    const cnpj = SEED.cnpj[101];
    const list = await rig.api.legacy.call('login/redefinir', { body: { cnpj } });
    expect(list.estabelecimentos?.[0]).toMatchObject({ id_estabelecimento: 101, nome: expect.any(String), razao_social: expect.any(String) });
    const options = await rig.api.legacy.call('login/redefinirSenha', { body: { cnpj, estabelecimento: 101 } });
    expect(options.opcoes).toMatchObject({ email: expect.stringContaining('*') });
    const sent = await rig.api.legacy.call('login/enviarCodigo', { body: { cnpj, estabelecimento: 101, forma: 'email' } });
    expect(sent).toMatchObject({ status: true, uuid: expect.any(String), usuario: 'pizzaria' });
    const recovery = await rig.sandbox.lastRecoveryCode(cnpj.replace(/\D/g, ''));
    const codigo = recovery?.codigo ?? '';
    const saved = await rig.api.legacy.call('login/salvarSenha', {
      body: { estabelecimento: 101, codigo, uuid: sent.uuid!, valor: 'nova-senha-1' },
    });
    expect(saved.status).toBe(true);
    const again = await rig.api.legacy.call('login/index', { body: { usuario: 'pizzaria', senha: 'nova-senha-1' } });
    expect(again.status).toBe(true);
  });

  it('answers an unknown hash with the 401 envelope, which the client turns into a session expiry', async () => {
    rig.hash = 'hash-que-nao-existe';
    await expect(rig.api.legacy.call('estabelecimento/getLoja')).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(rig.expiredTitles).toEqual(['Sessão expirada']);
    expect(rig.unexpected).toEqual([]);
  });

  it('expires a live session from the control API', async () => {
    await rig.loginAs('pizzaria');
    await rig.sandbox.expireSessions({ usuario: 'pizzaria' });
    await expect(rig.api.legacy.call('pedidos/listar')).rejects.toMatchObject({ kind: 'sessionExpired' });
  });
});

describe('store', () => {
  it('reads the store detail and opens and closes it', async () => {
    await rig.loginAs('pizzaria');
    const { estabelecimento } = await rig.api.legacy.call('estabelecimento/getLoja');
    expect(estabelecimento).toMatchObject({ nome: 'Pizzaria Bella Napoli', upload_em_massa: true, loja_bloqueada: false });
    const closed = await rig.api.legacy.call('estabelecimento/mudaAberturaFechamento', { body: { fechado: 'S' } });
    expect(closed).toMatchObject({ status: true, mensagem: expect.any(String) });
    expect((await rig.api.legacy.call('estabelecimento/getLoja')).estabelecimento?.fechado).toBe('S');
  });

  it('changes the delivery-time estimate and dismisses the online-payment notice', async () => {
    await rig.loginAs('pizzaria');
    expect((await rig.api.legacy.call('estabelecimento/mudaPrevisao', { body: { entrega_minimo: 40, entrega_maximo: 60 } })).status).toBe(true);
    expect((await rig.api.legacy.call('estabelecimento/alteraAviso')).status).toBe(true);
    const { estabelecimento } = await rig.api.legacy.call('estabelecimento/getLoja');
    expect(estabelecimento).toMatchObject({ entrega_minimo: 40, entrega_maximo: 60, aviso: false });
  });

  it('refuses to open a suspended store with a message', async () => {
    await rig.loginAs('lanchonete');
    const answer = await rig.api.legacy.call('estabelecimento/mudaAberturaFechamento', { body: { fechado: 'N' } });
    expect(answer).toMatchObject({ status: false, mensagem: expect.any(String) });
  });

  it('lists overdue invoices in cents and the mandatory contract, which signing clears', async () => {
    await rig.loginAs('saborcaseiro');
    const { data } = await rig.api.json.call('invoices', { query: { status: 'overdue' } });
    expect(data.length).toBeGreaterThan(0);
    for (const invoice of data) {
      expect(invoice.status).toBe('overdue');
      expect(invoice.balance).toBeLessThan(0);
      expect(invoice.overdues_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
    expect((await rig.api.legacy.call('faturas/listar')).status).toBe(true);
    const contract = await rig.api.legacy.call('terms/check');
    expect(contract).toMatchObject({ assinar: true, obrigatorio: true, contrato: SEED.contract202 });
    const signed = await rig.api.legacy.call('terms/sendToSignature', { body: { email: contract.email, contrato: contract.contrato } });
    expect(signed).toMatchObject({ status: true, close: true });
    expect((await rig.api.legacy.call('terms/check')).assinar).toBe(false);
  });

  it('says whether the store accepts online payment', async () => {
    await rig.loginAs('pizzaria');
    // the seed's 101 is registered for online payment and accepts it
    expect(await rig.api.legacy.call('pagamentoonline/getAcceptanceStatus')).toMatchObject({ status: true, acceptsOnline: true });
  });
});

describe('orders', () => {
  it('lists orders in every status, each with its body, and one order by id', async () => {
    await rig.loginAs('pizzaria');
    const pedidos = (await rig.api.legacy.call('pedidos/listar')).pedidos ?? [];
    const statuses = new Set(pedidos.map((o) => o.status));
    for (const status of ORDER_STATUSES) expect(statuses).toContain(status);
    for (const order of pedidos) {
      expect(order.id_estabelecimento).toBe(101);
      expect(Array.isArray(order.pedidoObj.itens)).toBe(true);
      expect(typeof order.revisao).toBe('number');
    }
    const one = await rig.api.legacy.call('pedidos/listar/:id', { params: { id: SEED.orders.pendingDelivery } });
    expect(one.pedidos).toHaveLength(1);
    expect(one.pedidos?.[0]).toMatchObject({ id_pedido: SEED.orders.pendingDelivery, status: 'PP' });
  });

  it("does not show another store's order", async () => {
    await rig.loginAs('pizzaria');
    const other = await rig.api.legacy.call('pedidos/listar/:id', { params: { id: SEED.orders.saborPending } });
    expect(other.pedidos).toEqual([]);
  });

  it('moves an order by the legacy call and cancels one by the JSON call with a reason', async () => {
    await rig.loginAs('pizzaria');
    const accepted = await rig.api.legacy.call('pedidos/mudaStatus/:orderId', {
      params: { orderId: SEED.orders.pendingDelivery },
      body: { novo_status: 'PA' },
    });
    expect(accepted.status).toBe(true);
    const cancelled = await rig.api.json.call('orders/:orderId', {
      params: { orderId: SEED.orders.acceptedDelivery },
      body: { new_status: 'PC', motivo_cancelamento: 'Cliente solicitou o cancelamento' },
    });
    expect(cancelled.status).toBe(true);
    const pedidos = (await rig.api.legacy.call('pedidos/listar')).pedidos ?? [];
    expect(pedidos.find((o) => o.id_pedido === SEED.orders.pendingDelivery)?.status).toBe('PA');
    expect(pedidos.find((o) => o.id_pedido === SEED.orders.acceptedDelivery)?.status).toBe('PC');
  });

  it('offers coverage areas and reads and saves opening hours and payment methods', async () => {
    await rig.loginAs('pizzaria');
    const coverageAreas = (await rig.api.json.call('v2/delivery/coverageAreas')).coverageAreas ?? [];
    expect(coverageAreas.length).toBeGreaterThan(0);
    const hours = await rig.api.legacy.call('software_app/listarHorarios');
    expect(hours.obj.map((d) => d.abreviacao)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab']);
    const changed = hours.obj.map((d) => (d.abreviacao === 'dom' ? { ...d, checked: true, abertura: '11:00', fechamento: '15:00' } : d));
    const saved = await rig.api.legacy.call('software_app/alteraHorarios2', {
      body: { horarios: JSON.stringify(changed), auto_abrir: true, auto_fechar: false },
    });
    expect(saved.status).toBe(true);
    const back = await rig.api.legacy.call('software_app/listarHorarios');
    expect(back).toMatchObject({ auto_abrir: true, auto_fechar: false });
    expect(back.obj[0]).toMatchObject({ checked: true, abertura: '11:00', fechamento: '15:00' });
    const methods = await rig.api.legacy.call('software_app/listarpagamentos/');
    const chosen = methods.obj.slice(0, 2).map((m) => m.chave);
    await rig.api.legacy.call('software_app/alteraPagamentos', { body: { formas: chosen } });
    const after = await rig.api.legacy.call('software_app/listarpagamentos/');
    expect(after.obj.filter((m) => m.selected).map((m) => m.chave)).toEqual(chosen);
  });
});
