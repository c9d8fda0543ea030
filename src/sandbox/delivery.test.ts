import { describe, expect, it } from 'vitest';
import type { CoverageArea, ExternalDeliveryHistoryEntry, Order, PlacePrediction } from '../shared/api';
import { SEED } from './seed/ids';
import { connectSocket, TestClient, useSandbox, waitFor } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria' }, { beforeReset: (sandbox) => sandbox.setCourierInterval(0) });

const order = async (id: number): Promise<Order> => {
  const reply = await t.pizzaria.legacy<{ pedidos: Order[] }>('GET', `pedidos/listar/${id}`);
  const found = reply.body.pedidos[0];
  if (!found) throw new Error(`pedido ${id}`);
  return found;
};
const request = (id: number, extra: Record<string, unknown> = {}) =>
  t.pizzaria.json<{ status: boolean; message: string; id?: number }>('POST', 'v2/delivery', {
    id_pedido: id,
    coverage_area_id: 9001,
    name: 'Bela Vista',
    external_provider: 'platform',
    ...extra,
  });

describe('coverage areas', () => {
  it('lists the provider areas, including a disabled one, duplicate names and one without id/name', async () => {
    const reply = await t.pizzaria.json<{ coverageAreas: CoverageArea[] }>('GET', 'v2/delivery/coverageAreas');
    const areas = reply.body.coverageAreas;
    expect(areas).toContainEqual({ coverageAreaID: 9001, enabled: true, price: 8.9, coverageArea: { name: 'Centro', city: { name: 'São Paulo' } } });
    expect(areas).toContainEqual({ coverageAreaID: 9002, enabled: true, price: 14.9, coverageArea: { name: 'Centro', city: { name: 'Osasco' } } });
    expect(areas.some((a) => !a.enabled)).toBe(true);
    expect(areas).toContainEqual({ coverageAreaID: null, enabled: true, price: 0, coverageArea: null });
  });

  it("areas/:areaId gives the provider area of an order's neighbourhood", async () => {
    const o = await order(SEED.orders.acceptedDelivery);
    const reply = await t.pizzaria.json<{ area: { external_id: string } }>('GET', `areas/${o.pedidoObj.endereco_id_bairro}`);
    expect(reply.status).toBe(200);
    expect(reply.body.area.external_id).toMatch(/^90\d\d$/);
    expect((await t.pizzaria.json('GET', 'areas/999999')).status).toBe(404);
  });
});

describe('courier request', () => {
  it('runs SEARCHING -> WAITING_COLLECT -> WITH_DELIVERY -> FINISHED, moving the order to PE and PD', async () => {
    const panel = await connectSocket(t.url);
    try {
      await panel.join('loja-101', t.pizzaria.hash ?? '');
      const id = SEED.orders.acceptedDelivery;
      const before = await order(id);
      const created = await request(id, { external_provider: 'link_code', code: 'A-7K2Q9' });
      expect(created.body).toMatchObject({ status: true });
      const deliveryId = created.body.id ?? 0;
      expect(await order(id)).toMatchObject({
        externalDeliveryStatus: 'SEARCHING_DELIVERY',
        externalDeliveryId: deliveryId,
        externalDeliveryWithCode: 'A-7K2Q9',
        revisao: before.revisao + 1,
      });
      await waitFor(() => panel.received.some((r) => r.event === 'atualiza'), 2000, 'atualiza');

      // while searching or waiting for collection, the order cannot be sent, delivered or cancelled
      const blocked = await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${id}`, { novo_status: 'PE' });
      expect(blocked.body.status).toBe(false);
      expect(String(blocked.body.mensagem)).toContain('entregador');
      expect((await request(id)).body).toEqual({ status: false, message: 'Já existe uma solicitação de entregador para este pedido.' });

      expect((await t.client.control('POST', `deliveries/${deliveryId}/advance`)).body).toEqual({ id: deliveryId, status: 'WAITING_COLLECT' });
      const history = await t.pizzaria.legacy<ExternalDeliveryHistoryEntry[]>('GET', `pedidos/externalDeliveryStatusList/${id}`);
      expect(history.body.map((h) => h.status)).toEqual(['SEARCHING_DELIVERY', 'WAITING_COLLECT']);
      expect(history.body[0]?.meta_data).toEqual({});
      expect(history.body[1]?.meta_data.deliveryMan?.name).toBeTruthy();
      expect(history.body[1]?.meta_data.deliveryMan?.vehicle.plate).toMatch(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/);

      await t.sandbox.advanceDelivery(deliveryId);
      expect(await order(id)).toMatchObject({ status: 'PE', externalDeliveryStatus: 'WITH_DELIVERY' });
      await t.sandbox.advanceDelivery(deliveryId);
      const done = await order(id);
      expect(done).toMatchObject({ status: 'PD', externalDeliveryStatus: 'FINISHED' });
      expect(done.pedidoObj.andamentos.map((a) => a.label).slice(-2)).toEqual([
        expect.stringMatching(/^Pedido enviado \(retirado por .+\)$/),
        'Pedido entregue (entregue pelo entregador parceiro)',
      ]);
      expect((await t.client.control('POST', `deliveries/${deliveryId}/advance`)).status).toBe(409);
    } finally {
      panel.close();
    }
  });

  it('moves on its own at the configured interval', async () => {
    const created = await request(SEED.orders.production);
    await t.sandbox.setCourierInterval(60);
    const deadline = Date.now() + 4000;
    let status: string | null = null;
    while (Date.now() < deadline) {
      status = (await order(SEED.orders.production)).externalDeliveryStatus;
      if (status === 'FINISHED') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('FINISHED');
    expect(created.body.id).toBeGreaterThan(SEED.finishedDeliveryId);
  });

  it('can be cancelled only while searching', async () => {
    const first = await request(SEED.orders.acceptedDelivery, { code: 'A-IGNOR' });
    expect((await order(SEED.orders.acceptedDelivery)).externalDeliveryWithCode).toBeNull();
    const cancel = await t.pizzaria.json('POST', `v2/delivery/${first.body.id}/cancel`);
    expect(cancel.body).toEqual({ message: 'ORDER_CANCELED' });
    expect((await order(SEED.orders.acceptedDelivery)).externalDeliveryStatus).toBe('CANCELED');
    const second = await request(SEED.orders.acceptedDelivery);
    expect(second.body.status).toBe(true);
    await t.sandbox.advanceDelivery(second.body.id ?? 0);
    const late = await t.pizzaria.json('POST', `v2/delivery/${second.body.id}/cancel`);
    expect(late.body).toEqual({ message: 'DELIVERY_NOT_CANCELABLE' });
  });

  it('refuses pickup, not allowed, pending, finished, unknown area and orders of other stores', async () => {
    expect((await request(SEED.orders.acceptedPickup)).body.status).toBe(false);
    expect((await request(SEED.orders.waitingCourier)).body).toEqual({ status: false, message: 'Este pedido não permite solicitar entregador.' });
    expect((await request(SEED.orders.pendingDelivery)).body).toEqual({ status: false, message: 'Aceite o pedido antes de solicitar um entregador.' });
    expect((await request(SEED.orders.delivered)).body.status).toBe(false);
    expect((await request(SEED.orders.acceptedDelivery, { coverage_area_id: 9005 })).body).toEqual({
      status: false,
      message: 'Área de cobertura indisponível para entregas.',
    });
    expect((await request(SEED.orders.acceptedDelivery, { external_provider: 'link_code', code: 'X-1' })).body).toEqual({
      status: false,
      message: 'Código de vínculo inválido.',
    });
    expect((await request(SEED.orders.acceptedDelivery, { external_provider: 'link_code' })).body.status).toBe(false);
    expect((await request(SEED.orders.acceptedDelivery, { external_provider: 'uber' })).body).toEqual({
      status: false,
      message: 'Parceiro de entregas desconhecido: uber.',
    });
    expect((await request(SEED.orders.saborAccepted)).body).toEqual({ status: false, message: 'Pedido não encontrado.' });
  });
});

describe('address without coordinates', () => {
  it('blocks the courier until the store fixes the address on the map', async () => {
    const id = SEED.orders.printedNoCoordinates;
    const refused = await request(id);
    expect(refused.body.status).toBe(false);
    expect(refused.body.message).toContain('Erro ao solicitar entrega externa!');

    const places = await t.pizzaria.json<{ status: string; predictions: PlacePrediction[] }>('GET', 'places?q=treze de maio', undefined, '/maps/');
    const place = places.body.predictions[0];
    expect(place?.description).toBe('Rua Treze de Maio, 1000 - Bela Vista, São Paulo - SP');
    const before = await order(id);
    const fixed = await t.pizzaria.legacy('POST', `enderecos/updateUserAddress/${before.pedidoObj.endereco_id}/${id}`, {
      founded: true,
      lat: place?.lat,
      lng: place?.lng,
      formattedAddress: place?.description,
      selectedAddress: place?.main_text,
    });
    expect(fixed.body).toEqual({ founded: true, success: true });
    const after = await order(id);
    expect(after.pedidoObj).toMatchObject({ endereco_lat: place?.lat, endereco_lng: place?.lng });
    expect(after.pedidoObj.endereco_completo).toContain('Rua Treze de Maio, 1000');
    expect(after.revisao).toBe(before.revisao + 1);
    expect((await request(id)).body.status).toBe(true);
  });

  it('refuses an address of another order or a lookup that found nothing', async () => {
    const o = await order(SEED.orders.printedNoCoordinates);
    const wrongOrder = await t.pizzaria.legacy('POST', `enderecos/updateUserAddress/${o.pedidoObj.endereco_id}/${SEED.orders.sent}`, {
      founded: true,
      lat: -23.5,
      lng: -46.6,
      formattedAddress: 'x',
      selectedAddress: 'x',
    });
    expect(wrongOrder.body).toEqual({ founded: false, success: false });
    const notFound = await t.pizzaria.legacy('POST', `enderecos/updateUserAddress/${o.pedidoObj.endereco_id}/${o.id_pedido}`, {
      founded: false,
      lat: 0,
      lng: 0,
      formattedAddress: '',
      selectedAddress: '',
    });
    expect(notFound.body).toEqual({ founded: false, success: false });
  });
});

describe('maps', () => {
  it('autocompletes ignoring accents and case, limits, finds by id, and needs no session', async () => {
    const anon = new TestClient(t.url);
    const reply = await anon.json<{ status: string; predictions: PlacePrediction[] }>('GET', 'places?q=SAUDE', undefined, '/maps/');
    expect(reply.body.status).toBe('OK');
    expect(reply.body.predictions[0]?.secondary_text).toBe('Saúde, São Paulo - SP');
    const many = await anon.json<{ predictions: PlacePrediction[] }>('GET', 'places?q=sao paulo&limit=3', undefined, '/maps/');
    expect(many.body.predictions).toHaveLength(3);
    expect((await anon.json('GET', 'places?q=xyzzy', undefined, '/maps/')).body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
    const one = await anon.json<{ result: PlacePrediction }>('GET', 'places/place-02', undefined, '/maps/');
    expect(one.body.result.main_text).toBe('Avenida Paulista, 1000');
    expect((await anon.json('GET', 'places/nao-existe', undefined, '/maps/')).body).toEqual({ status: 'NOT_FOUND', result: null });
  });
});
