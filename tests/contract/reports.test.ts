import {
  fineReversalSchema,
  generalReportSchema,
  operationalChartsSchema,
  ratedOrderSchema,
  ratingsSchema,
  salesHistorySchema,
  envelopeSchema,
} from '../../src/shared/api';
import { isCancelled, isDelivered } from '../../src/shared/reports';
import { useContractRig } from '../support/contractRig';
import { isoDate } from '../../src/sandbox/format';
import { addCalendarDays } from '../../src/shared/time';

/**
 * Contract tests of the sales history, reports, charts, ratings and fine reversals (spec 02 §7.6,
 * §7.8): the renderer's own clients against the sandbox over HTTP, every answer parsed with the
 * schema the panel parses it with.
 */
const rig = useContractRig();

beforeEach(() => rig.loginAs('pizzaria'), 60_000);

const today = () => isoDate(Date.now());

describe('sales history (gerahistorico)', () => {
  it('answers the period’s orders in the shape the panel reads', async () => {
    const answer = salesHistorySchema.parse(
      await rig.api.legacy.call('pagamentoonline/gerahistorico', {
        body: { periodo: '30', data_inicio: addCalendarDays(today(), -30), data_final: today(), id_estabelecimento: 101 },
      }),
    );
    expect(answer.status).toBe(true);
    expect(answer.retorno.length).toBeGreaterThan(100);
    expect(answer.retorno.some((r) => isCancelled(r.status) && r.fine_reversal_id !== null)).toBe(true);
    expect(answer.retorno[0]).toMatchObject({ hash_pedido: expect.any(String), pagamento: expect.any(Number), valor_pedido: expect.any(Number) });
  });

  it("refuses another store's id and a period that ends before it starts, with erro", async () => {
    const other = salesHistorySchema.parse(
      await rig.api.legacy.call('pagamentoonline/gerahistorico', { body: { periodo: '7', data_inicio: today(), data_final: today(), id_estabelecimento: 202 } }),
    );
    expect(other).toMatchObject({ status: false, erro: 'Estabelecimento inválido para esta sessão.', retorno: [] });
    const backwards = await rig.api.legacy.call('pagamentoonline/gerahistorico', {
      body: { periodo: 'custom', data_inicio: today(), data_final: addCalendarDays(today(), -3), id_estabelecimento: 101 },
    });
    expect(backwards).toMatchObject({ status: false, erro: 'A data final não pode ser anterior à data inicial.' });
  });
});

describe('general report and dashboard (geraRelatorio)', () => {
  it('answers the rows with the dashboard fields, the period and the delivered orders per day', async () => {
    const start = addCalendarDays(today(), -7);
    const answer = generalReportSchema.parse(await rig.api.legacy.call('relatorio/geraRelatorio', { body: { data_inicio: start, data_final: today() } }));
    expect(answer).toMatchObject({ status: true, data_inicio: start, data_final: today() });
    expect(answer.grafico.reduce((s, p) => s + p.qtde, 0)).toBe(answer.retorno.filter((r) => isDelivered(r.status)).length);
    expect(answer.retorno.find((r) => isDelivered(r.status))).toMatchObject({ comissao: expect.any(Number), id_usuario: expect.any(Number) });
  });

  it('refuses more than 366 days with erro and the period it would accept', async () => {
    const answer = await rig.api.legacy.call('relatorio/geraRelatorio', { body: { data_inicio: '2020-01-01', data_final: today() } });
    expect(answer).toMatchObject({ status: false, erro: 'O período pode ter no máximo 366 dias.', data_inicio: addCalendarDays(today(), -365), data_final: today() });
    expect(generalReportSchema.safeParse(answer).success).toBe(true);
  });
});

describe('operational charts (populapainel)', () => {
  it('answers weekdays, items, neighbourhoods and payment forms, with the period as JSON in data', async () => {
    const answer = operationalChartsSchema.parse(
      await rig.api.legacy.call('relatorio/populapainel/', { body: { periodo: '30', data: { data_inicio: addCalendarDays(today(), -30), data_final: today() } } }),
    );
    expect(answer.status).toBe(true);
    expect(answer.diaSemana.length).toBeGreaterThan(3);
    expect(answer.obj.length).toBeGreaterThan(0);
    expect(answer.pedidoBairro.length).toBeGreaterThan(0);
    expect(answer.formaPagamento.length).toBeGreaterThan(0);
  });

  it('refuses a period without dates with mensagem', async () => {
    const answer = operationalChartsSchema.parse(await rig.api.legacy.call('relatorio/populapainel/', { body: { periodo: '30', data: { data_inicio: '', data_final: '' } } }));
    expect(answer).toMatchObject({ status: false, mensagem: 'Informe a data inicial e a data final do período.' });
  });
});

describe('ratings', () => {
  it('lists every rating (GET) or a period’s (POST), opens a rated order and takes one reply', async () => {
    const all = ratingsSchema.parse(await rig.api.legacy.call('avaliacao/listar/'));
    const week = ratingsSchema.parse(
      await rig.api.legacy.call('avaliacao/listar', { body: { periodo: '7', data: { data_inicio: addCalendarDays(today(), -7), data_final: today() } } }),
    );
    expect(all.avaliacao.length).toBeGreaterThan(week.avaliacao.length);
    expect(all.total[0]).toMatchObject({ total: expect.any(Number), nota_geral: expect.any(Number) });

    const open = all.avaliacao.find((r) => r.comentario_usuario !== '' && r.comentario_estabelecimento === '')!;
    const order = ratedOrderSchema.parse(await rig.api.legacy.call('pedidos/listarpedidoavaliacao/:id_pedido', { params: { id_pedido: open.id_pedido } }));
    expect(order.pedidos[0]?.pedido).toContain(open.hash_pedido);

    const reply = envelopeSchema.parse(await rig.api.legacy.call('avaliacao/atualizar/:id_pedido', { params: { id_pedido: open.id_pedido }, body: { resposta: 'Obrigado!' } }));
    expect(reply).toMatchObject({ status: true, mensagem: 'Resposta salva.' });
    const again = envelopeSchema.parse(await rig.api.legacy.call('avaliacao/atualizar/:id_pedido', { params: { id_pedido: open.id_pedido }, body: { resposta: 'De novo' } }));
    expect(again.status).toBe(false);
  });

  it('answers a page when asked (query page, per_page, busca): the figures stay the whole period’s (issue 32)', async () => {
    const all = ratingsSchema.parse(await rig.api.legacy.call('avaliacao/listar/'));
    expect(all.paginate_metadata).toBeUndefined();
    const second = ratingsSchema.parse(await rig.api.legacy.call('avaliacao/listar/', { query: { page: 2, per_page: 10 } }));
    expect(second.avaliacao.map((r) => r.id_pedido)).toEqual(all.avaliacao.slice(10, 20).map((r) => r.id_pedido));
    expect(second.paginate_metadata).toMatchObject({ total: all.avaliacao.length, per_page: 10, current_page: 2 });
    expect(second.total).toEqual(all.total);
    expect(second.contaGeral).toEqual(all.contaGeral);

    const hash = all.avaliacao[3]!.hash_pedido;
    const searched = ratingsSchema.parse(await rig.api.legacy.call('avaliacao/listar/', { query: { page: 1, per_page: 10, busca: `#${hash.toLowerCase()}` } }));
    expect(searched.avaliacao.map((r) => r.hash_pedido)).toContain(hash);
    expect(searched.paginate_metadata!.total).toBeLessThan(all.avaliacao.length);

    const period = { periodo: '7', data: { data_inicio: addCalendarDays(today(), -7), data_final: today() } };
    const week = ratingsSchema.parse(await rig.api.legacy.call('avaliacao/listar', { body: period }));
    const weekPage = ratingsSchema.parse(await rig.api.legacy.call('avaliacao/listar', { body: period, query: { page: 1, per_page: 5 } }));
    expect(weekPage.avaliacao.map((r) => r.id_pedido)).toEqual(week.avaliacao.slice(0, 5).map((r) => r.id_pedido));
    expect(weekPage).toMatchObject({ total: week.total, paginate_metadata: { total: week.avaliacao.length } });
  });
});

describe('fine reversal (/finance/reversal-fine) and its decision (control API)', () => {
  it('takes a request for a fined cancellation, refuses the others with an HTTP 4xx and message, and the platform decides', async () => {
    const placed = await rig.sandbox.placeOrder({ storeId: 101 });
    await rig.sandbox.setOrderStatus(placed.id_pedido, 'PA');
    const cancelled = await rig.api.legacy.call('pedidos/mudaStatus/:orderId', { params: { orderId: placed.id_pedido }, body: { novo_status: 'PC', obs: 'Faltou ingrediente' } });
    expect(cancelled.status).toBe(true);

    const description = 'O cliente ligou pedindo o cancelamento logo depois do aceite.';
    await expect(rig.api.json.call('finance/reversal-fine', { body: { description: 'curta', order_id: placed.id_pedido } })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      body: { message: 'A descrição deve ter de 20 a 200 caracteres.' },
    });
    const sent = fineReversalSchema.parse(await rig.api.json.call('finance/reversal-fine', { body: { description, order_id: placed.id_pedido, order_hash: placed.hash_pedido } }));
    expect(sent).toMatchObject({ id: expect.any(Number), message: expect.stringContaining('em análise') });
    await expect(rig.api.json.call('finance/reversal-fine', { body: { description, order_hash: placed.hash_pedido } })).rejects.toMatchObject({
      status: 422,
      body: { message: 'Já existe uma solicitação de estorno para este pedido.' },
    });

    const decided = await rig.sandbox.decideFineReversal({ hash: placed.hash_pedido }, true);
    expect(decided).toMatchObject({ orderId: placed.id_pedido, approved: true });
    const history = salesHistorySchema.parse(
      await rig.api.legacy.call('pagamentoonline/gerahistorico', { body: { periodo: '0', data_inicio: today(), data_final: today(), id_estabelecimento: 101 } }),
    );
    expect(history.retorno.find((r) => r.id_pedido === placed.id_pedido)).toMatchObject({ fine_reversal_id: sent.id, fine_reversal_is_approved: '1' });
  });

  it('approves or rejects over the control API', async () => {
    const [pending] = (await rig.sandbox.listFineReversals(101)).filter((r) => r.approved === null);
    const response = await fetch(`${rig.sandbox.url}/__sandbox/fine-reversals/decision`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: pending!.id, approved: false }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: pending!.id, approved: false });
    const missing = await fetch(`${rig.sandbox.url}/__sandbox/fine-reversals/decision`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId: 1, approved: true }),
    });
    expect(missing.status).toBe(404);
  });
});
