// @vitest-environment jsdom
import type { CoverageArea, PlacePrediction } from '../../../shared/api';
import { makeAcceptedOrder } from '../../../shared/test/orders';
import { MESSAGES } from '../../ui/messages';
import { atualizaReceived } from '../realtime/realtimeActions';
import { createCouriersSaga } from './couriersSaga';
import {
  addressDialogOpened,
  addressPredictionChosen,
  addressQueryChanged,
  addressSaveRequested,
  coordinatesLookupFailed,
  courierCancelRequested,
  courierRequestStarted,
  courierRequestSubmitted,
  deliveryHistoryRequested,
  linkCodeCopyRequested,
} from './couriersSlice';
import { createCouriersTestStore, httpFailure, settle } from '../../test/couriers';
import type { Answers } from '../../test/testStore';

const area = (id: number, name: string, city: string): CoverageArea => ({
  coverageAreaID: id,
  enabled: true,
  price: 8.9,
  coverageArea: { name, city: { name: city } },
});

const AREAS = {
  coverageAreas: [area(9001, 'Centro', 'São Paulo'), area(9002, 'Centro', 'Osasco'), area(9003, 'Vila Mariana', 'São Paulo')],
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function setup(json: Answers = {}, extra: { legacy?: Answers; maps?: Answers } = {}) {
  const clipboard = vi.fn((_text: string) => Promise.resolve());
  const saga = createCouriersSaga({ writeClipboard: clipboard, random: () => 0.5, searchDebounceMs: 5 });
  const t = createCouriersTestStore({
    saga,
    json: { 'v2/delivery/coverageAreas': AREAS, 'areas/:areaId': { area: { external_id: '9003' } }, ...json },
    ...extra,
  });
  return { ...t, clipboard };
}

/** 'Solicitar Motoboy' on an accepted order, then the first area the modal offers submitted. */
async function requestInFirstArea(t: ReturnType<typeof setup>) {
  const order = makeAcceptedOrder();
  t.store.dispatch(courierRequestStarted({ order, mode: 'request' }));
  await settle();
  t.store.dispatch(courierRequestSubmitted({ order, area: t.store.getState().couriers.request!.areas[0]! }));
  await settle();
}

describe('Solicitar Motoboy', () => {
  it('refuses an address without coordinates with the spec message and turns it off for that order', async () => {
    const t = setup();
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: null, endereco_lng: null } });
    t.store.dispatch(courierRequestStarted({ order, mode: 'request' }));
    await settle();
    expect(t.dialogs()).toEqual([
      expect.objectContaining({ kind: 'attention', title: 'Erro ao solicitar entrega externa!', message: MESSAGES.courierNoCoordinatesBody }),
    ]);
    expect(t.store.getState().couriers.lookupFailed[order.id_pedido]).toBe(true);
    expect(t.store.getState().couriers.request).toBeNull();
    expect(t.calls.json).not.toHaveBeenCalled();
  });

  it('opens the neighbourhood modal with the offered areas and the order neighbourhood chosen', async () => {
    const t = setup();
    t.store.dispatch(courierRequestStarted({ order: makeAcceptedOrder({ pedidoObj: { endereco_id_bairro: 11 } }), mode: 'request' }));
    await settle();
    const dialog = t.store.getState().couriers.request!;
    expect(dialog).toMatchObject({ orderId: 1001, mode: 'request', code: null, areasStatus: 'ready', suggestedAreaId: 9003 });
    expect(dialog.areas.map((a) => a.label)).toEqual(['Centro (Osasco)', 'Centro (São Paulo)', 'Vila Mariana']);
    expect(t.calls.json).toHaveBeenCalledWith('areas/:areaId', expect.objectContaining({ params: { areaId: 11 } }));
  });

  it('sends the request to v2/delivery, closes the modal, says so and reloads the order', async () => {
    let sent: unknown;
    const t = setup({
      'v2/delivery': (args: { body: unknown }) => {
        sent = args.body;
        return { status: true, message: 'ok', id: 55 };
      },
    });
    const order = makeAcceptedOrder();
    t.store.dispatch(courierRequestStarted({ order, mode: 'request' }));
    await settle();
    const centro = t.store.getState().couriers.request!.areas.find((a) => a.id === 9001)!;
    t.store.dispatch(courierRequestSubmitted({ order, area: centro }));
    await settle();
    expect(sent).toEqual({ id_pedido: 1001, coverage_area_id: 9001, name: 'Centro', external_provider: 'platform' });
    expect(t.store.getState().couriers.request).toBeNull();
    expect(t.toasts().map((x) => x.message)).toContain(MESSAGES.courierRequested);
    expect(t.actions).toContainEqual(atualizaReceived({ id_pedido: 1001 }));
  });

  it("shows the server's message when the platform refuses, and keeps the modal", async () => {
    const t = setup({ 'v2/delivery': { status: false, message: 'Área de cobertura indisponível para entregas.' } });
    await requestInFirstArea(t);
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Área de cobertura indisponível para entregas.' })]);
    expect(t.store.getState().couriers.request).toMatchObject({ orderId: 1001, submitting: false });
  });

  it("falls back to 'Erro interno, tente novamente!' when the failure carries no message", async () => {
    const t = setup({
      'v2/delivery': () => {
        throw httpFailure(500, '<html>Internal Server Error</html>');
      },
    });
    await requestInFirstArea(t);
    expect(t.dialogs()).toEqual([expect.objectContaining({ message: 'Erro interno, tente novamente!' })]);
  });

  it('reads the message of an HTTP failure body', async () => {
    const t = setup({
      'v2/delivery': () => {
        throw httpFailure(422, { status: false, message: 'Pedido já finalizado.' });
      },
    });
    await requestInFirstArea(t);
    expect(t.dialogs()).toEqual([expect.objectContaining({ message: 'Pedido já finalizado.' })]);
  });

  it('shows a retry when the coverage areas cannot be loaded', async () => {
    const t = setup({
      'v2/delivery/coverageAreas': () => {
        throw httpFailure(503, {});
      },
    });
    t.store.dispatch(courierRequestStarted({ order: makeAcceptedOrder(), mode: 'request' }));
    await settle();
    expect(t.store.getState().couriers.request?.areasStatus).toBe('failed');
  });
});

describe('Vincular Motoboy', () => {
  it('generates an A-XXXXX code and registers it with v2/delivery (code, external_provider link_code)', async () => {
    let sent: Record<string, unknown> = {};
    const t = setup({
      'v2/delivery': (args: { body: Record<string, unknown> }) => {
        sent = args.body;
        return { status: true, message: 'ok', id: 56 };
      },
    });
    const order = makeAcceptedOrder();
    t.store.dispatch(courierRequestStarted({ order, mode: 'link' }));
    await settle();
    const dialog = t.store.getState().couriers.request!;
    expect(dialog.code).toBe('A-IIIII'); // random() = 0.5 picks the middle of the alphabet
    t.store.dispatch(courierRequestSubmitted({ order, area: dialog.areas[0]! }));
    await settle();
    expect(sent).toMatchObject({ id_pedido: 1001, code: 'A-IIIII', external_provider: 'link_code' });
    expect(t.toasts().map((x) => x.message)).toContain(MESSAGES.courierLinked);
  });

  it("copies the code and says 'Código copiado para a área de transferência!' for 2 s", async () => {
    const t = setup();
    t.store.dispatch(linkCodeCopyRequested('A-7K2Q9'));
    await settle();
    expect(t.clipboard).toHaveBeenCalledWith('A-7K2Q9');
    expect(t.toasts()).toEqual([expect.objectContaining({ message: 'Código copiado para a área de transferência!', durationMs: 2000 })]);
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const t = setup();
    t.clipboard.mockRejectedValueOnce(new Error('denied'));
    t.store.dispatch(linkCodeCopyRequested('A-7K2Q9'));
    await settle();
    expect(t.toasts()).toEqual([expect.objectContaining({ message: MESSAGES.linkCodeCopyFailed, severity: 'warning' })]);
  });
});

describe('cancelling an external delivery request', () => {
  it("calls v2/delivery/{id}/cancel and reports 'Solicitação de entrega cancelada com sucesso!' on ORDER_CANCELED", async () => {
    const t = setup({ 'v2/delivery/:id/cancel': { message: 'ORDER_CANCELED' } });
    t.store.dispatch(courierCancelRequested({ orderId: 1001, deliveryId: 55 }));
    expect(t.store.getState().couriers.cancelling[1001]).toBe(true);
    await settle();
    expect(t.calls.json).toHaveBeenCalledWith('v2/delivery/:id/cancel', expect.objectContaining({ params: { id: 55 } }));
    expect(t.toasts().map((x) => x.message)).toEqual(['Solicitação de entrega cancelada com sucesso!']);
    expect(t.actions).toContainEqual(atualizaReceived({ id_pedido: 1001 }));
    expect(t.store.getState().couriers.cancelling[1001]).toBeUndefined();
  });

  it("says 'Problema ao cancelar solicitação de entrega.' when the platform did not cancel", async () => {
    for (const answer of [
      { message: 'DELIVERY_NOT_CANCELABLE' },
      () => {
        throw httpFailure(500, {});
      },
    ]) {
      const t = setup({ 'v2/delivery/:id/cancel': answer });
      t.store.dispatch(courierCancelRequested({ orderId: 1001, deliveryId: 55 }));
      await settle();
      expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Problema ao cancelar solicitação de entrega.' })]);
      expect(t.toasts()).toEqual([]);
      expect(t.store.getState().couriers.cancelling[1001]).toBeUndefined();
    }
  });
});

describe('delivery history', () => {
  it('loads pedidos/externalDeliveryStatusList for the order', async () => {
    const entries = [
      { date: '2026-11-22T12:00:00.000Z', status: 'SEARCHING_DELIVERY', meta_data: {} },
      {
        date: '2026-11-22T12:05:00.000Z',
        status: 'WAITING_COLLECT',
        meta_data: { deliveryMan: { name: 'Rogério Simões', vehicle: { model: 'Yamaha Factor 150', plate: 'EZB4C87' } } },
      },
    ];
    const t = setup({}, { legacy: { 'pedidos/externalDeliveryStatusList/:orderId': entries } });
    t.store.dispatch(deliveryHistoryRequested(1001));
    await settle();
    expect(t.store.getState().couriers.history[1001]).toEqual({ status: 'ready', entries });
  });
});

describe('address adjustment', () => {
  const prediction: PlacePrediction = {
    place_id: 'place-01',
    description: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
    main_text: 'Rua Augusta, 1500',
    secondary_text: 'Consolação, São Paulo - SP',
    lat: -23.5558,
    lng: -46.6622,
  };

  it('searches the maps service after the typing pauses, with the last text only', async () => {
    const t = setup({}, { maps: { places: { status: 'OK', predictions: [prediction] } } });
    t.store.dispatch(addressDialogOpened(makeAcceptedOrder()));
    t.store.dispatch(addressQueryChanged('Rua A'));
    t.store.dispatch(addressQueryChanged('Rua Augusta'));
    await settle(30);
    expect(t.calls.maps).toHaveBeenCalledTimes(1);
    expect(t.calls.maps).toHaveBeenCalledWith('places', expect.objectContaining({ query: { q: 'Rua Augusta', limit: 8 } }));
    expect(t.store.getState().couriers.address?.predictions).toEqual([prediction]);
  });

  it('saves the chosen place with enderecos/updateUserAddress, turns external delivery back on and reloads the order', async () => {
    let seen: { params?: unknown; body?: unknown } = {};
    const t = setup(
      {},
      {
        legacy: {
          'enderecos/updateUserAddress/:addressId/:orderId': (args: { params: unknown; body: unknown }) => {
            seen = args;
            return { founded: true, success: true };
          },
        },
      },
    );
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: null, endereco_lng: null, endereco_id: 7001 } });
    t.store.dispatch(coordinatesLookupFailed(order.id_pedido));
    t.store.dispatch(addressDialogOpened(order));
    t.store.dispatch(addressPredictionChosen(prediction));
    t.store.dispatch(addressSaveRequested());
    await settle();
    expect(seen.params).toEqual({ addressId: 7001, orderId: 1001 });
    expect(seen.body).toEqual({
      founded: true,
      lat: -23.5558,
      lng: -46.6622,
      formattedAddress: prediction.description,
      selectedAddress: prediction.description,
    });
    const state = t.store.getState().couriers;
    expect(state.address).toBeNull();
    expect(state.lookupFailed[1001]).toBeUndefined();
    expect(t.toasts().map((x) => x.message)).toContain(MESSAGES.addressSaved);
    expect(t.actions).toContainEqual(atualizaReceived({ id_pedido: 1001 }));
  });

  it('keeps the dialog and the choice with a message when saving fails', async () => {
    const t = setup({}, { legacy: { 'enderecos/updateUserAddress/:addressId/:orderId': { founded: false, success: false } } });
    t.store.dispatch(addressDialogOpened(makeAcceptedOrder()));
    t.store.dispatch(addressPredictionChosen(prediction));
    t.store.dispatch(addressSaveRequested());
    await settle();
    expect(t.store.getState().couriers.address).toMatchObject({ saving: false, saveError: MESSAGES.addressSaveFailed, choice: { lat: -23.5558 } });
  });
});
