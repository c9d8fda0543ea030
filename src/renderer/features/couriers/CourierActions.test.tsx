import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../../shared/api';
import { makeAcceptedOrder } from '../../../shared/test/orders';
import { CourierActions } from './CourierActions';
import { AddressAdjustButton } from './AddressAdjustButton';
import {
  addressDialogOpened,
  addressPredictionChosen,
  coordinatesLookupFailed,
  courierDialogOpened,
  courierRequestFinished,
  courierRequestStarted,
  coverageAreasLoaded,
  deliveryHistoryLoaded,
  linkCodeCopyRequested,
} from './couriersSlice';
import { createCouriersTestStore } from '../../test/couriers';
import { renderWithStore } from '../../test/testStore';

function show(order: Order) {
  const t = createCouriersTestStore();
  const view = renderWithStore(<CourierActions order={order} />, t.store);
  return { ...t, view };
}

/** the courier actions beside the card's 'Ajustar endereço', as the order card draws them */
function showOnCard(order: Order) {
  const t = createCouriersTestStore();
  renderWithStore(
    <>
      <CourierActions order={order} />
      <AddressAdjustButton order={order} />
    </>,
    t.store,
  );
  return t;
}

// MUI under jsdom is slow on a shared 2-core machine.
describe('CourierActions', { timeout: 30_000 }, () => {
  it('offers Solicitar Motoboy and Vincular Motoboy on an accepted delivery order that allows it', async () => {
    const order = makeAcceptedOrder();
    const t = show(order);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar Motoboy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Vincular Motoboy' }));
    expect(t.actions.filter((a) => a.type === courierRequestStarted.type).map((a) => a.payload)).toEqual([
      { order, mode: 'request' },
      { order, mode: 'link' },
    ]);
  });

  it('shows nothing when the order does not allow external delivery (spec 01 §6)', () => {
    const t = show(makeAcceptedOrder({ canUseExternalDelivery: false }));
    expect(t.view.container).toBeEmptyDOMElement();
  });

  it('offers the request buttons only where the status table does (PA, PI), and shows a finished delivery', () => {
    const t = createCouriersTestStore();
    const view = renderWithStore(<CourierActions order={makeAcceptedOrder({ status: 'PP' })} />, t.store);
    expect(view.container).toBeEmptyDOMElement();
    view.unmount();
    renderWithStore(<CourierActions order={makeAcceptedOrder({ status: 'PD', externalDeliveryStatus: 'FINISHED', externalDeliveryId: 9 })} />, t.store);
    expect(screen.getByText('ENTREGA FINALIZADA')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar Motoboy' })).not.toBeInTheDocument();
  });

  it('shows no request buttons on a pickup order', () => {
    show(makeAcceptedOrder({ pedidoObj: { retirada_local: true } }));
    expect(screen.queryByRole('button', { name: 'Solicitar Motoboy' })).not.toBeInTheDocument();
  });

  it("an address without coordinates: the buttons are disabled from the start, the reason and 'Ajustar endereço' beside them", async () => {
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: null, endereco_lng: null } });
    const t = showOnCard(order);
    const section = screen.getByRole('region', { name: 'Entrega externa' });
    const request = within(section).getByRole('button', { name: 'Solicitar Motoboy' });
    expect(request).toBeDisabled();
    expect(request).toHaveAccessibleDescription('Endereço sem coordenadas: ajuste o endereço para solicitar um motoboy.');
    expect(within(section).getByRole('button', { name: 'Vincular Motoboy' })).toBeDisabled();
    // one 'Ajustar endereço' on the card, beside the reason
    expect(screen.getAllByRole('button', { name: 'Ajustar endereço' })).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Ajustar endereço' }));
    expect(t.types()).toContain(addressDialogOpened.type);
    expect(t.types()).not.toContain(courierRequestStarted.type);
  });

  it("with coordinates the buttons are enabled, and 'Ajustar endereço' stays in the delivery block", () => {
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: -23.5558, endereco_lng: -46.6622 } });
    showOnCard(order);
    const section = screen.getByRole('region', { name: 'Entrega externa' });
    expect(within(section).getByRole('button', { name: 'Solicitar Motoboy' })).toBeEnabled();
    expect(within(section).queryByRole('button', { name: 'Ajustar endereço' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Ajustar endereço' })).toHaveLength(1);
    expect(screen.queryByText(/ajuste o endereço para solicitar um motoboy/)).not.toBeInTheDocument();
  });

  it('disables the request after the coordinates lookup failed for that order, and says why', () => {
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: null } });
    const t = createCouriersTestStore();
    t.store.dispatch(coordinatesLookupFailed(order.id_pedido));
    renderWithStore(<CourierActions order={order} />, t.store);
    expect(screen.getByRole('button', { name: 'Solicitar Motoboy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vincular Motoboy' })).toBeDisabled();
    expect(screen.getByText(/ajuste o endereço para solicitar um motoboy/)).toBeInTheDocument();
  });

  it('shows the status label, the courier and the cancel button while searching', async () => {
    const order = makeAcceptedOrder({ externalDeliveryStatus: 'SEARCHING_DELIVERY', externalDeliveryId: 55 });
    const t = show(order);
    expect(screen.getByText('BUSCANDO MOTOBOY')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar Motoboy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar solicitação de motoboy' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancelar solicitação de entrega?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar solicitação' }));
    expect(t.actions).toContainEqual(expect.objectContaining({ type: 'couriers/courierCancelRequested', payload: { orderId: 1001, deliveryId: 55 } }));
  });

  it('names the courier (name, vehicle, plate) from the history and lists it', async () => {
    const order = makeAcceptedOrder({ externalDeliveryStatus: 'WAITING_COLLECT', externalDeliveryId: 55 });
    const t = createCouriersTestStore();
    renderWithStore(<CourierActions order={order} />, t.store);
    expect(t.types()).toContain('couriers/deliveryHistoryRequested');
    expect(screen.getByText('MOTOBOY A CAMINHO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar solicitação de motoboy' })).not.toBeInTheDocument();
    t.store.dispatch(
      deliveryHistoryLoaded({
        orderId: 1001,
        entries: [
          { date: '2026-11-22T12:00:00.000Z', status: 'SEARCHING_DELIVERY', meta_data: {} },
          {
            date: '2026-11-22T12:05:00.000Z',
            status: 'WAITING_COLLECT',
            meta_data: { deliveryMan: { name: 'Rogério Simões', vehicle: { model: 'Yamaha Factor 150', plate: 'EZB4C87' } } },
          },
        ],
      }),
    );
    expect(await screen.findByText('Rogério Simões · Yamaha Factor 150 · EZB4C87')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Histórico da entrega' }));
    const list = screen.getByRole('list', { name: 'Histórico da entrega' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('MOTOBOY A CAMINHO'),
      expect.stringContaining('BUSCANDO MOTOBOY'),
    ]);
  });

  it('opens the neighbourhood modal: searchable areas, Fechar and Chamar entregador', async () => {
    const order = makeAcceptedOrder();
    const t = createCouriersTestStore();
    t.store.dispatch(courierDialogOpened({ orderId: 1001, mode: 'request', code: null }));
    t.store.dispatch(
      coverageAreasLoaded({
        orderId: 1001,
        suggestedAreaId: null,
        areas: [
          { id: 9001, label: 'Centro (São Paulo)', name: 'Centro', city: 'São Paulo', price: 8.9 },
          { id: 9003, label: 'Vila Mariana', name: 'Vila Mariana', city: 'São Paulo', price: 9.9 },
        ],
      }),
    );
    renderWithStore(<CourierActions order={order} />, t.store);
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar Motoboy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chamar entregador' }));
    expect(await within(dialog).findByText('Selecione o bairro de entrega.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Bairro de entrega'), 'vila');
    await userEvent.click(screen.getByRole('option', { name: 'Vila Mariana' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chamar entregador' }));
    expect(t.actions).toContainEqual(
      expect.objectContaining({ type: 'couriers/courierRequestSubmitted', payload: { order, area: expect.objectContaining({ id: 9003 }) as unknown } }),
    );
    // while the request is on its way the modal stays
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled();
    t.store.dispatch(courierRequestFinished({ orderId: 1001, ok: false }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Fechar' }));
    expect(t.store.getState().couriers.request).toBeNull();
  });

  it('shows the link code with a copy button in the Vincular Motoboy modal', async () => {
    const t = createCouriersTestStore();
    t.store.dispatch(courierDialogOpened({ orderId: 1001, mode: 'link', code: 'A-7K2Q9' }));
    renderWithStore(<CourierActions order={makeAcceptedOrder()} />, t.store);
    const dialog = await screen.findByRole('dialog', { name: 'Vincular Motoboy' });
    expect(within(dialog).getByText('A-7K2Q9')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(t.actions).toContainEqual(linkCodeCopyRequested('A-7K2Q9'));
  });
});

describe('AddressAdjustButton', { timeout: 30_000 }, () => {
  it('opens the map dialog at zoom 18; choosing a place moves the marker and enables Salvar', async () => {
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: null, endereco_lng: null } });
    const t = createCouriersTestStore();
    // without coordinates it sits beside the courier buttons
    renderWithStore(<AddressAdjustButton order={order} placement="courier" />, t.store);
    await userEvent.click(screen.getByRole('button', { name: 'Ajustar endereço' }));
    expect(t.types()).toContain(addressDialogOpened.type);
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar endereço do pedido 1001' });
    expect(within(dialog).getByText(/não está padronizado/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Mapa (zoom 18): nenhum local escolhido' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    t.store.dispatch(
      addressPredictionChosen({
        place_id: 'p1',
        description: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
        main_text: 'Rua Augusta, 1500',
        secondary_text: 'Consolação, São Paulo - SP',
        lat: -23.5558,
        lng: -46.6622,
      }),
    );
    expect(await within(dialog).findByRole('img', { name: 'Mapa (zoom 18): marcador em -23.555800, -46.662200' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(t.types()).toContain('couriers/addressSaveRequested');
  });

  it('a click on the map puts the marker on the point under it', async () => {
    const t = createCouriersTestStore();
    const order = makeAcceptedOrder({ pedidoObj: { endereco_lat: -23.5558, endereco_lng: -46.6622 } });
    t.store.dispatch(addressDialogOpened(order));
    renderWithStore(<AddressAdjustButton order={order} />, t.store);
    const map = screen.getByRole('img', { name: /^Mapa \(zoom 18\)/ });
    // jsdom has no layout: the map is drawn 560×320 at the top left of the page
    map.getBoundingClientRect = () => ({ left: 0, top: 0, width: 560, height: 320, right: 560, bottom: 320, x: 0, y: 0, toJSON: () => ({}) });
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: 380, clientY: 160 } });
    const choice = t.store.getState().couriers.address!.choice!;
    // 100 px east at zoom 18 is about 54 m: the longitude grows, the latitude stays
    expect(choice.lat).toBeCloseTo(-23.5558, 6);
    expect(choice.lng).toBeGreaterThan(-46.6622 + 0.0004);
    expect(choice.lng).toBeLessThan(-46.6622 + 0.0006);
    expect(choice.formattedAddress).toBe(order.pedidoObj.endereco_completo);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('is not offered on pickup orders', () => {
    const t = createCouriersTestStore();
    const view = renderWithStore(<AddressAdjustButton order={makeAcceptedOrder({ pedidoObj: { retirada_local: true } })} />, t.store);
    expect(view.container).toBeEmptyDOMElement();
  });
});
