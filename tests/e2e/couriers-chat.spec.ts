import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ChatMessage, Order } from '../../src/shared/api';
import { expect, test, signIn } from './fixtures';
import { orderCode } from '../../src/shared/orders/naming';

/**
 * External couriers, the address map and the chat with the customer (spec 01 §2-§9), as the
 * store's staff uses them, against the sandbox platform. Seed of store 101 (Pizzaria Bella
 * Napoli): order 1011 is accepted (PA), a delivery with coordinates, external delivery and chat
 * allowed; order 1009 is printed (PI), allows external delivery, but its address has no
 * coordinates.
 */
const READY_ORDER = 1011;
const NO_COORDINATES_ORDER = 1009;

async function platformOrder(request: APIRequestContext, sandboxUrl: string, id: number): Promise<Order> {
  const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
  const { orders } = (await response.json()) as { orders: Order[] };
  const order = orders.find((o) => o.id_pedido === id);
  if (!order) throw new Error(`pedido ${id} não está na plataforma`);
  return order;
}

async function placeOrder(request: APIRequestContext, sandboxUrl: string, body: Record<string, unknown>): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, { data: { storeId: 101, ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** Couriers move only when a test says so (the sandbox's dispatcher would move them every 20 s). */
async function holdCouriers(request: APIRequestContext, sandboxUrl: string) {
  const response = await request.post(`${sandboxUrl}/__sandbox/deliveries/interval`, { data: { intervalMs: 0 } });
  expect(response.ok()).toBe(true);
}

async function advanceCourier(request: APIRequestContext, sandboxUrl: string, deliveryId: number) {
  const response = await request.post(`${sandboxUrl}/__sandbox/deliveries/${deliveryId}/advance`);
  expect(response.ok()).toBe(true);
}

/** Finds the order with the search box (the list is virtualised) and opens its card. */
async function openOrder(page: Page, order: Order): Promise<Locator> {
  const search = page.getByLabel('Buscar pedido');
  await search.fill(order.hash_pedido);
  await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
  const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
  await expect(card).toBeVisible();
  return card;
}

const courierSection = (card: Locator) => card.getByRole('region', { name: 'Entrega externa' });
/** The external delivery's status label on the card. */
const deliveryStatus = (card: Locator) => courierSection(card).getByLabel(/^Entrega externa: /);

test.describe('Entregadores externos', () => {
  test.beforeEach(async ({ request, sandboxUrl }) => {
    await holdCouriers(request, sandboxUrl);
  });

  test('solicitar motoboy pelo bairro e acompanhar a entrega até o fim', async ({ page, request, sandboxUrl }) => {
    const order = await platformOrder(request, sandboxUrl, READY_ORDER);
    await signIn(page);
    const card = await openOrder(page, order);

    await card.getByRole('button', { name: 'Solicitar Motoboy' }).click();
    const modal = page.getByRole('dialog', { name: 'Solicitar Motoboy' });
    await expect(modal.getByRole('button', { name: 'Fechar' })).toBeVisible();
    // Two areas are called Centro: each carries its city (spec 01 §9); Pinheiros is disabled.
    const area = modal.getByLabel('Bairro de entrega');
    // the courier area of the order's neighbourhood comes chosen (areas/{id} -> external_id)
    await expect(area).toHaveValue('Vila Mariana');
    await area.fill('cen');
    await expect(page.getByRole('option')).toHaveText(['Centro (Osasco)', 'Centro (São Paulo)']);
    await area.fill('pinh');
    await expect(page.getByText('Nenhum bairro encontrado')).toBeVisible();
    await area.fill('Centro');
    await page.getByRole('option', { name: 'Centro (São Paulo)' }).click();
    await page.screenshot({ path: 'test-results/couriers-bairro.png' });
    await modal.getByRole('button', { name: 'Chamar entregador' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Entregador solicitado! Acompanhe o status no pedido.')).toBeVisible();

    const section = courierSection(card);
    await expect(deliveryStatus(card)).toHaveText('BUSCANDO MOTOBOY');
    // while a courier is searched for, Enviar and Entregue wait (spec 01 §4)
    await expect(card.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    const requested = await platformOrder(request, sandboxUrl, READY_ORDER);
    expect(requested.externalDeliveryStatus).toBe('SEARCHING_DELIVERY');
    const deliveryId = requested.externalDeliveryId!;

    await advanceCourier(request, sandboxUrl, deliveryId);
    await expect(deliveryStatus(card)).toHaveText('MOTOBOY A CAMINHO');
    // the courier's name, vehicle and plate (from the status history)
    await expect(section.getByLabel('Entregador')).toHaveText(/^.+ · .+ · [A-Z]{3}\d[A-Z0-9]\d\d$/);
    await section.getByRole('button', { name: 'Histórico da entrega' }).click();
    const history = section.getByRole('list', { name: 'Histórico da entrega' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('MOTOBOY A CAMINHO');
    await page.screenshot({ path: 'test-results/couriers-a-caminho.png' });

    await advanceCourier(request, sandboxUrl, deliveryId);
    await expect(deliveryStatus(card)).toHaveText('MOTOBOY EM ROTA DE ENTREGA');
    await advanceCourier(request, sandboxUrl, deliveryId);
    await expect(deliveryStatus(card)).toHaveText('ENTREGA FINALIZADA');
    await expect(history.getByRole('listitem')).toHaveCount(4);
  });

  test('cancelar a solicitação enquanto busca motoboy', async ({ page, request, sandboxUrl }) => {
    const order = await placeOrder(request, sandboxUrl, {
      status: 'PA',
      retirada_local: false,
      canUseExternalDelivery: true,
      customer: { nome: 'Helena Cancelamento' },
    });
    await signIn(page);
    const card = await openOrder(page, order);
    await card.getByRole('button', { name: 'Solicitar Motoboy' }).click();
    const modal = page.getByRole('dialog', { name: 'Solicitar Motoboy' });
    await modal.getByLabel('Bairro de entrega').fill('Vila');
    await page.getByRole('option', { name: 'Vila Mariana' }).click();
    await modal.getByRole('button', { name: 'Chamar entregador' }).click();
    const section = courierSection(card);
    await expect(deliveryStatus(card)).toHaveText('BUSCANDO MOTOBOY');

    await section.getByRole('button', { name: 'Cancelar solicitação de motoboy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar solicitação de entrega?' });
    await confirm.getByRole('button', { name: 'Cancelar solicitação' }).click();
    await expect(page.getByText('Solicitação de entrega cancelada com sucesso!')).toBeVisible();
    await expect(deliveryStatus(card)).toHaveText('ENTREGA CANCELADA');
    // a new request may be made, and the order moves on again
    await expect(section.getByRole('button', { name: 'Solicitar Motoboy' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect((await platformOrder(request, sandboxUrl, order.id_pedido)).externalDeliveryStatus).toBe('CANCELED');
  });

  test('vincular motoboy: o código gerado é copiado e registrado no pedido', async ({ page, context, request, sandboxUrl }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const order = await platformOrder(request, sandboxUrl, READY_ORDER);
    await signIn(page);
    const card = await openOrder(page, order);

    await card.getByRole('button', { name: 'Vincular Motoboy' }).click();
    const modal = page.getByRole('dialog', { name: 'Vincular Motoboy' });
    const code = (await modal.getByLabel('Código de vínculo').textContent())!;
    expect(code).toMatch(/^A-[0-9A-Z]{5}$/);
    await modal.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByText('Código copiado para a área de transferência!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // the toast goes away by itself after 2 s
    await expect(page.getByText('Código copiado para a área de transferência!')).toBeHidden({ timeout: 5000 });

    await modal.getByLabel('Bairro de entrega').fill('Jardins');
    await page.getByRole('option', { name: 'Jardins' }).click();
    await modal.getByRole('button', { name: 'Vincular entregador' }).click();
    await expect(page.getByText('Código de vínculo registrado! Informe-o ao entregador.')).toBeVisible();
    const section = courierSection(card);
    await expect(deliveryStatus(card)).toHaveText('BUSCANDO MOTOBOY');
    await expect(section.getByLabel('Código de vínculo')).toHaveText(code);
    expect((await platformOrder(request, sandboxUrl, READY_ORDER)).externalDeliveryWithCode).toBe(code);
  });

  test('endereço sem coordenadas: os botões já vêm desabilitados com o motivo, o mapa ajusta e o motoboy pode ser chamado', async ({
    page,
    request,
    sandboxUrl,
  }) => {
    const order = await platformOrder(request, sandboxUrl, NO_COORDINATES_ORDER);
    expect(order.pedidoObj.endereco_lat).toBeNull();
    await signIn(page);
    const card = await openOrder(page, order);

    // before any click: disabled, the reason beside them, and the way to fix it right there
    const section = courierSection(card);
    await expect(section.getByRole('button', { name: 'Solicitar Motoboy' })).toBeDisabled();
    await expect(section.getByRole('button', { name: 'Vincular Motoboy' })).toBeDisabled();
    await expect(section.getByText('Endereço sem coordenadas: ajuste o endereço para solicitar um motoboy.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ajustar endereço' })).toHaveCount(1);

    await section.getByRole('button', { name: 'Ajustar endereço' }).click();
    const dialog = page.getByRole('dialog', { name: `Ajustar endereço do pedido ${order.id_pedido}` });
    await expect(dialog.getByRole('img', { name: 'Mapa (zoom 18): nenhum local escolhido' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await dialog.getByLabel('Buscar endereço').fill('rua augusta');
    await page.getByRole('option', { name: /Rua Augusta, 1500/ }).click();
    await expect(dialog.getByRole('img', { name: /^Mapa \(zoom 18\): marcador em -23\.5558\d*, -46\.6622\d*$/ })).toBeVisible();
    await expect(dialog.getByText('Zoom 18 · -23.555800, -46.662200')).toBeVisible();
    await page.screenshot({ path: 'test-results/couriers-mapa.png' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Endereço atualizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect.poll(async () => (await platformOrder(request, sandboxUrl, NO_COORDINATES_ORDER)).pedidoObj.endereco_lat).toBeCloseTo(-23.5558, 4);
    const solicitar = card.getByRole('button', { name: 'Solicitar Motoboy' });
    await expect(solicitar).toBeEnabled();
    await solicitar.click();
    await expect(page.getByRole('dialog', { name: 'Solicitar Motoboy' })).toBeVisible();
  });
});

test.describe('Chat com o cliente', () => {
  test('conversa nos dois sentidos e o aviso vermelho quando minimizado', async ({ page, request, sandboxUrl }) => {
    // Count the chimes: the panel synthesises its new-message sound with Web Audio.
    await page.addInitScript(() => {
      const w = window as unknown as { __chimes: number };
      w.__chimes = 0;
      const proto = AudioContext.prototype as unknown as { createOscillator: (this: AudioContext) => OscillatorNode };
      const original = proto.createOscillator;
      proto.createOscillator = function (this: AudioContext) {
        w.__chimes += 1;
        return original.call(this);
      };
    });
    const chimes = () => page.evaluate(() => (window as unknown as { __chimes: number }).__chimes);
    const order = await platformOrder(request, sandboxUrl, READY_ORDER);
    await signIn(page);
    const card = await openOrder(page, order);
    await card.getByRole('button', { name: 'Abrir chat' }).click();

    const chat = page.getByRole('dialog', { name: `Chat do pedido ${orderCode(order)}` });
    await expect(chat).toBeVisible();
    expect((await chat.boundingBox())?.width).toBe(382);
    const input = chat.getByLabel('Mensagem');
    await expect(input).toBeEnabled();
    const enviar = chat.getByRole('button', { name: 'Enviar' });
    await expect(enviar).toBeDisabled();
    await expect(chat.getByText('0/400')).toBeVisible();

    await input.fill('Olá! Seu pedido já está saindo.');
    await expect(chat.getByText('31/400')).toBeVisible();
    await enviar.click();
    const log = chat.getByRole('log', { name: 'Mensagens' });
    await expect(log).toContainText('Olá! Seu pedido já está saindo.');
    await expect(input).toHaveValue('');
    // the platform received it
    await expect
      .poll(async () => {
        const r = await request.get(`${sandboxUrl}/__sandbox/chat/${READY_ORDER}/messages`);
        return ((await r.json()) as { messages: ChatMessage[] }).messages.map((m) => m.text);
      })
      .toContain('Olá! Seu pedido já está saindo.');

    // the customer answers
    const customer = await request.post(`${sandboxUrl}/__sandbox/chat/${READY_ORDER}/messages`, { data: { text: 'Obrigada! Pode trazer troco para 100?' } });
    expect(customer.status()).toBe(201);
    await expect(log).toContainText('Obrigada! Pode trazer troco para 100?');
    await expect(chat).toHaveAttribute('data-attention', 'false');
    expect(await chimes()).toBe(0); // the window is open: the person sees the message
    await page.screenshot({ path: 'test-results/chat-aberto.png' });

    // minimised, a new customer message turns the border red
    await chat.getByRole('button', { name: 'Minimizar chat' }).click();
    await expect(input).toBeHidden();
    await request.post(`${sandboxUrl}/__sandbox/chat/${READY_ORDER}/messages`, { data: { text: 'Estou esperando no portão.' } });
    await expect(chat).toHaveAttribute('data-attention', 'true');
    await expect(chat).toHaveCSS('border-top-color', 'rgb(211, 47, 47)');
    await expect.poll(chimes).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/chat-minimizado.png' });
    await chat.getByRole('button', { name: 'Expandir chat' }).click();
    await expect(chat).toHaveAttribute('data-attention', 'false');
    await expect(log).toContainText('Estou esperando no portão.');

    await chat.getByRole('button', { name: 'Fechar chat' }).click();
    await expect(chat).toBeHidden();
  });

  test('uma mensagem do cliente abre o chat minimizado e sinalizado', async ({ page, request, sandboxUrl }) => {
    const order = await platformOrder(request, sandboxUrl, READY_ORDER);
    await signIn(page);
    // named by the code the list shows
    const chat = page.getByRole('dialog', { name: `Chat do pedido ${orderCode(order)}` });
    // The chat socket connects right after login: until it does a message would go unnoticed,
    // so the customer writes again until the panel shows it.
    await expect(async () => {
      const r = await request.post(`${sandboxUrl}/__sandbox/chat/${READY_ORDER}/messages`, { data: { text: 'Oi, tudo bem?' } });
      expect(r.status()).toBe(201);
      await expect(chat).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(chat).toHaveAttribute('data-attention', 'true');
    await chat.getByRole('button', { name: 'Expandir chat' }).click();
    await expect(chat.getByRole('log', { name: 'Mensagens' })).toContainText('Oi, tudo bem?');
  });

  test("quatro clientes escrevem: três janelas e 'Mais 1 chat' para abrir a quarta", async ({ page, request, sandboxUrl }) => {
    const orders = [];
    for (const nome of ['Ana Um', 'Bruno Dois', 'Carla Três', 'Davi Quatro']) {
      orders.push(await placeOrder(request, sandboxUrl, { status: 'PA', chat_enabled: true, customer: { nome } }));
    }
    await signIn(page);
    const write = async (order: Order, text: string) => {
      const r = await request.post(`${sandboxUrl}/__sandbox/chat/${order.id_pedido}/messages`, { data: { text } });
      expect(r.status()).toBe(201);
    };
    // the chat socket connects right after login: the first customer writes until the panel shows it
    const first = orders[0]!;
    await expect(async () => {
      await write(first, 'Oi, o pedido já saiu?');
      await expect(page.getByRole('dialog', { name: `Chat do pedido ${orderCode(first)}` })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    for (const order of orders.slice(1)) {
      await write(order, 'Tem troco?');
      await expect(page.getByRole('dialog', { name: `Chat do pedido ${orderCode(order)}` })).toBeVisible();
    }
    // the oldest minimised chat waits behind the button, its new message counted
    await expect(page.getByRole('dialog', { name: /^Chat do pedido/ })).toHaveCount(3);
    await expect(page.getByRole('dialog', { name: `Chat do pedido ${orderCode(first)}` })).toBeHidden();
    await page.getByRole('button', { name: 'Mais 1 chat, 1 com mensagem nova' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`Pedido #${first.hash_pedido} · Ana Um`) }).click();
    const chat = page.getByRole('dialog', { name: `Chat do pedido ${orderCode(first)}` });
    await expect(chat.getByRole('log', { name: 'Mensagens' })).toContainText('Oi, o pedido já saiu?');
    await expect(chat).toHaveAttribute('data-attention', 'false');
    await page.screenshot({ path: 'test-results/chat-mais-chats.png' });
  });
});
