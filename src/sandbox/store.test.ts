import { describe, expect, it } from 'vitest';
import type { Contract, Invoice, LegacyInvoice, StoreDetail } from '../shared/api';
import { CLOUD_PRINT_SETTINGS } from '../shared/test/printing';
import { SEED } from './seed/ids';
import { connectSocket, sleep, useSandbox, waitFor } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro', lanchonete: 'lanchonete' });

describe('estabelecimento', () => {
  it('getLoja returns the store detail of the session', async () => {
    const reply = await t.pizzaria.legacy<{ status: boolean; estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(reply.body.status).toBe(true);
    expect(reply.body.estabelecimento).toEqual({
      id_estabelecimento: 101,
      nome: 'Pizzaria Bella Napoli',
      logotipo: `${t.url}/assets/logos/101.svg`,
      fechado: 'N',
      pedeai_id: null,
      upload_em_massa: true,
      loja_bloqueada: false,
      texto_bloqueada: '',
      entrega_minimo: 40,
      entrega_maximo: 60,
      aviso: true,
      fuso_horario: 'America/Sao_Paulo',
    });
    const logo = await t.pizzaria.raw<string>('GET', '/assets/logos/101.svg');
    expect(logo.status).toBe(200);
    expect(logo.body).toContain('<svg');
  });

  it('getLoja shows the suspension of store 303 and the pedeai id of 202', async () => {
    const blocked = await t.lanchonete.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(blocked.body.estabelecimento).toMatchObject({ loja_bloqueada: true, fechado: 'S', upload_em_massa: false });
    expect(blocked.body.estabelecimento.texto_bloqueada).toContain('suspensa');
    const pedeai = await t.sabor.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(pedeai.body.estabelecimento).toMatchObject({ pedeai_id: 7202, aviso: false });
  });

  it("says each store's time zone, and writes its orders' progress times in it (303 is in Manaus's)", async () => {
    const manaus = await t.lanchonete.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(manaus.body.estabelecimento.fuso_horario).toBe('America/Manaus');
    const inManaus = await t.sandbox.placeOrder({ storeId: 303, items: 1 });
    const inSaoPaulo = await t.sandbox.placeOrder({ storeId: 101, items: 1 });
    // 'dd/MM/yyyy HH:mm' -> minutes as if it were UTC: the difference is the zone's offset
    const minutes = (text: string | undefined) => {
      const [, d, m, y, hh, mm] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text ?? '') ?? [];
      return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)) / 60_000;
    };
    const utc = Math.floor(Date.parse(inSaoPaulo.data_criacao) / 60_000);
    // Brazil keeps no daylight saving time: São Paulo is UTC-3 and Manaus UTC-4 all year.
    expect(minutes(inSaoPaulo.pedidoObj.andamentos[0]?.value)).toBe(utc - 3 * 60);
    expect(minutes(inManaus.pedidoObj.andamentos[0]?.value)).toBe(Math.floor(Date.parse(inManaus.data_criacao) / 60_000) - 4 * 60);
  });

  it('closing and opening persists and reaches only the store channel with loja', async () => {
    const panel101 = await connectSocket(t.url);
    const panel202 = await connectSocket(t.url);
    expect(await panel101.join('loja-101', t.pizzaria.hash ?? '')).toEqual({ status: true, canal: 'loja-101' });
    expect(await panel202.join('loja-202', t.sabor.hash ?? '')).toEqual({ status: true, canal: 'loja-202' });
    try {
      const closed = await t.pizzaria.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'S' });
      expect(closed.body).toMatchObject({ status: true, mensagem: 'Loja fechada com sucesso!' });
      await waitFor(() => panel101.received.find((r) => r.event === 'loja'), 2000, 'loja');
      expect(panel101.received).toEqual([{ event: 'loja', payload: { fechado: 'S' } }]);
      const detail = await t.pizzaria.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
      expect(detail.body.estabelecimento.fechado).toBe('S');

      const opened = await t.pizzaria.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'N' });
      expect(opened.body).toMatchObject({ status: true, mensagem: 'Loja aberta com sucesso!' });
      await waitFor(() => panel101.received.length === 2, 2000, 'segundo loja');
      expect(panel101.received[1]).toEqual({ event: 'loja', payload: { fechado: 'N' } });
      await sleep(100);
      expect(panel202.received).toEqual([]);
    } finally {
      panel101.close();
      panel202.close();
    }
  });

  it('a suspended store cannot open', async () => {
    const reply = await t.lanchonete.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'N' });
    expect(reply.body).toMatchObject({ status: false });
    expect(String(reply.body.mensagem)).toContain('suspensa');
    const detail = await t.lanchonete.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(detail.body.estabelecimento.fechado).toBe('S');
  });

  it('rejects an invalid fechado value', async () => {
    const reply = await t.pizzaria.legacy('POST', 'estabelecimento/mudaAberturaFechamento', { fechado: 'X' });
    expect(reply.body.status).toBe(false);
  });

  it('mudaPrevisao saves the delivery estimate and validates it', async () => {
    const ok = await t.pizzaria.legacy('POST', 'estabelecimento/mudaPrevisao', { entrega_minimo: 20, entrega_maximo: 40 });
    expect(ok.body).toEqual({ status: true, mensagem: 'Previsão de entrega alterada para 20-40 minutos.' });
    const detail = await t.pizzaria.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(detail.body.estabelecimento).toMatchObject({ entrega_minimo: 20, entrega_maximo: 40 });
    const bad = await t.pizzaria.legacy('POST', 'estabelecimento/mudaPrevisao', { entrega_minimo: 60, entrega_maximo: 30 });
    expect(bad.body).toEqual({ status: false, mensagem: 'O tempo mínimo deve ser menor que o máximo.' });
  });

  it('alteraAviso dismisses the online-payment notice', async () => {
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/alteraAviso')).body.status).toBe(true);
    const detail = await t.pizzaria.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja');
    expect(detail.body.estabelecimento.aviso).toBe(false);
  });

  it('getAcceptanceStatus: 101 and 202 accept online payment, 303 (registration in analysis) does not', async () => {
    expect((await t.pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: true });
    expect((await t.sabor.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: true });
    expect((await t.lanchonete.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: false });
  });
});

describe('invoices', () => {
  // issued from the stores' own orders: seed/invoices.ts; the figures are tested in finance.test.ts
  it('overdue invoices of 202 have negative cents and a past due date', async () => {
    const reply = await t.sabor.json<{ data: Invoice[] }>('GET', 'invoices?status=overdue');
    expect(reply.status).toBe(200);
    expect(reply.body.data.length).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    for (const invoice of reply.body.data) {
      expect(invoice.status).toBe('overdue');
      expect(invoice.balance).toBeLessThan(-3000);
      expect(invoice.overdues_at < today).toBe(true);
      expect(invoice.nfs).toHaveLength(2);
    }
    const pdf = await t.sabor.raw<string>('GET', new URL(reply.body.data[0]?.pdf_url ?? '').pathname);
    expect(pdf.status).toBe(200);
  });

  it('store 101 has no overdue invoice; all statuses are listed without a filter; pages work', async () => {
    expect((await t.pizzaria.json<{ data: Invoice[] }>('GET', 'invoices?status=overdue')).body.data).toEqual([]);
    const all = await t.pizzaria.json<{ data: Invoice[] }>('GET', 'invoices');
    expect(new Set(all.body.data.map((i) => i.status))).toEqual(new Set(['paid', 'processing']));
    expect(all.body.data[0]?.status).toBe('processing');
    const page2 = await t.pizzaria.json<{ data: Invoice[] }>('GET', `invoices?page=2&per_page=${all.body.data.length - 1}`);
    expect(page2.body.data).toHaveLength(1);
  });

  it('faturas/listar lists the legacy invoices', async () => {
    const reply = await t.sabor.legacy<{ status: boolean; faturas: LegacyInvoice[] }>('GET', 'faturas/listar');
    expect(reply.body.status).toBe(true);
    expect(new Set(reply.body.faturas.map((f) => f.status))).toEqual(new Set(['PG']));
    expect(reply.body.faturas[0]?.referencia).toMatch(/^[A-ZÇa-zç]+\/\d{4}$/);
  });
});

describe('terms', () => {
  it('202 must sign a mandatory contract; after sending it to signature it is no longer asked', async () => {
    const check = await t.sabor.legacy<Contract>('GET', 'terms/check');
    expect(check.body).toMatchObject({ status: true, assinar: true, obrigatorio: true, contrato: SEED.contract202, email: 'contato@saborcaseiro.com.br' });
    expect(check.body.texto).toContain('Cláusula');
    const badEmail = await t.sabor.legacy('POST', 'terms/sendToSignature', { email: 'não-é-email', contrato: SEED.contract202 });
    expect(badEmail.body).toEqual({ status: false, mensagem: 'Informe um e-mail válido.', close: false });
    const sent = await t.sabor.legacy('POST', 'terms/sendToSignature', { email: 'maria@saborcaseiro.com.br', contrato: SEED.contract202 });
    expect(sent.body).toEqual({ status: true, mensagem: 'Contrato enviado para assinatura no e-mail maria@saborcaseiro.com.br.', close: true });
    expect((await t.sabor.legacy<Contract>('GET', 'terms/check')).body).toMatchObject({ assinar: false, obrigatorio: false });
  });

  it('101 has nothing to sign', async () => {
    expect((await t.pizzaria.legacy<Contract>('GET', 'terms/check')).body).toEqual({
      status: true,
      assinar: false,
      texto: '',
      email: '',
      link: '',
      contrato: '',
      obrigatorio: false,
    });
  });
});

describe('print settings in the cloud', () => {
  it('101 has settings saved; 202 saves new ones', async () => {
    const listed = await t.pizzaria.legacy<{ obj: { defaultPrinter: string } }>('GET', 'estabelecimentosimpressao/listar');
    // the demo's own printer ('Caixa', npm run demo), not one of another machine
    expect(listed.body.obj.defaultPrinter).toBe('Caixa');
    expect((await t.sabor.legacy('GET', 'estabelecimentosimpressao/listar')).body).toMatchObject({ status: true, obj: null });
    const settings = { ...CLOUD_PRINT_SETTINGS, defaultPrinter: 'Bematech MP-4200 TH', id_estabelecimento: 202 };
    expect((await t.sabor.legacy('POST', 'estabelecimentosimpressao/adicionar', settings)).body.status).toBe(true);
    expect((await t.sabor.legacy('GET', 'estabelecimentosimpressao/listar')).body.obj).toEqual(settings);
    expect((await t.sabor.legacy('GET', 'estabelecimentosimpressao/atualizar')).body.status).toBe(true);
  });
});
