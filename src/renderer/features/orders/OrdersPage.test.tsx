import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/api';
import { OrdersPage } from './OrdersPage';
import { alertSoundChanged, orderSelected, ordersLoaded } from './ordersSlice';
import { makeOrder } from '../../../shared/test/orders';
import { createOrdersTestStore } from '../../test/orders';

function renderPage(orders: Order[] = [], select?: number) {
  const t = createOrdersTestStore();
  t.store.dispatch(ordersLoaded(orders));
  if (select !== undefined) t.store.dispatch(orderSelected(select));
  render(
    <Provider store={t.store}>
      <OrdersPage />
    </Provider>,
  );
  const dispatched = (type: string) => t.actions.filter((a) => a.type === type);
  return { ...t, dispatched };
}

const rowIds = () => Array.from(document.querySelectorAll<HTMLElement>('[data-order-id]')).map((el) => Number(el.dataset.orderId));
const sectionOfRow = (id: number) => document.querySelector<HTMLElement>(`[data-order-id="${id}"]`)?.dataset.section;

afterEach(() => {
  vi.useRealTimers();
});

describe('orders screen: the list', () => {
  it('shows the five sections in order, each with its empty message', () => {
    renderPage();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Pendente (0)',
      'Aceito/Produção (0)',
      'Enviado(s)/Pronto para retirada (0)',
      'Entregues (0)',
      'Cancelados (0)',
    ]);
    for (const text of ['Nenhum pedido pendente', 'Nenhum pedido aceito', 'Nenhum pedido enviado', 'Nenhum pedido entregue', 'Nenhum pedido cancelado']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('puts each order in the section of its status, newest on top', () => {
    renderPage([
      makeOrder(1, { status: 'PP' }),
      makeOrder(2, { status: 'PP' }),
      makeOrder(3, { status: 'PI' }),
      makeOrder(4, { status: 'PICKUP_READY', pedidoObj: { retirada_local: true } }),
      makeOrder(5, { status: 'PD' }),
      makeOrder(6, { status: 'PC' }),
    ]);
    expect(rowIds()).toEqual([2, 1, 3, 4, 5, 6]);
    expect([2, 1, 3, 4, 5, 6].map(sectionOfRow)).toEqual(['pending', 'pending', 'accepted', 'sent', 'delivered', 'cancelled']);
    expect(screen.getByRole('heading', { name: 'Pendente (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Nenhum pedido pendente')).not.toBeInTheDocument();
    expect(screen.getByText('PRONTO PARA RETIRADA')).toBeInTheDocument();
  });

  it('filters by order text: customer, item, phone, hash', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([
      makeOrder(1, { usuario_nome: 'João Silva', usuario_telefone_formatado: '(11) 91111-2222' }),
      makeOrder(2, { usuario_nome: 'Maria Souza', pedidoObj: { itens: [{ nome: 'Esfiha de Carne', quantidade: 2, valor_unitario: 5, valor_total: 10, linhas: [], id_cardapio_categoria: 1 }] } }),
      makeOrder(3, { usuario_nome: 'Ana Lima', hash_pedido: 'XYZ789', status: 'PA' }),
    ]);
    const search = screen.getByLabelText('Buscar pedido');
    await user.type(search, 'joao');
    expect(rowIds()).toEqual([1]);
    await user.clear(search);
    await user.type(search, 'esfiha');
    expect(rowIds()).toEqual([2]);
    await user.clear(search);
    await user.type(search, '911112222');
    expect(rowIds()).toEqual([1]);
    await user.clear(search);
    await user.type(search, 'xyz789');
    expect(rowIds()).toEqual([3]);
    await user.clear(search);
    await user.type(search, 'pastel');
    expect(rowIds()).toEqual([]);
    expect(screen.getByText('Nenhum pedido encontrado para "pastel".')).toBeInTheDocument();
    await user.clear(search);
    expect(rowIds()).toEqual([2, 1, 3]);
  });

  it('selects an order by clicking its row', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([makeOrder(1), makeOrder(2)]);
    expect(screen.getByText('Selecione um pedido na lista para ver os detalhes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /#H2/ }));
    expect(screen.getByRole('article', { name: 'Pedido #H2' })).toBeInTheDocument();
  });
});

describe('orders screen: the card', () => {
  const full = makeOrder(42, {
    status: 'PA',
    hash_pedido: 'AB42',
    usuario_nome: 'Carla Dias',
    usuario_telefone_formatado: '(19) 99888-7766',
    compraGlobal: 1,
    compraEst: 1,
    app_origin: 'cardapio-web',
    valor_total: 87.5,
    pedidoObj: {
      itens: [
        { nome: 'Pizza Calabresa', quantidade: 2, valor_unitario: 35, valor_total: 70, linhas: ['Borda de catupiry', 'Sem cebola'], id_cardapio_categoria: 1, observacao: 'Bem assada' },
        { nome: 'Refrigerante 2L', quantidade: 1, valor_unitario: 12.5, valor_total: 12.5, linhas: [], id_cardapio_categoria: 2 },
      ],
      observacoes: 'Interfone quebrado, ligar ao chegar',
      endereco_completo: 'Av. Brasil, 500 - Jardim América',
      dados_pagamento: [{ label: 'Forma de pagamento', value: 'Dinheiro' }],
      cobrar_cliente: 12.5,
      andamentos: [
        { label: 'Pedido recebido', value: '12:00' },
        { label: 'Pedido aceito', value: '12:03' },
      ],
      subtotal: 82.5,
      taxa_entrega: 8,
      desconto: 3,
    },
  });

  it('shows items, customer and flags, address, payment with change, totals and history', () => {
    renderPage([full], 42);
    const card = screen.getByRole('article', { name: 'Pedido #AB42' });
    const c = within(card);
    expect(c.getByText('2x Pizza Calabresa')).toBeInTheDocument();
    expect(c.getByText('Borda de catupiry')).toBeInTheDocument();
    expect(c.getByText('Sem cebola')).toBeInTheDocument();
    expect(c.getByText('Obs.: Bem assada')).toBeInTheDocument();
    expect(c.getByText('Interfone quebrado, ligar ao chegar')).toBeInTheDocument();
    expect(c.getByText('Carla Dias')).toBeInTheDocument();
    expect(c.getByText('(19) 99888-7766')).toBeInTheDocument();
    expect(c.getByText('Novo no app')).toBeInTheDocument();
    expect(c.getByText('Novo na loja')).toBeInTheDocument();
    expect(c.getByText('Cardápio digital')).toBeInTheDocument();
    expect(c.getByText('Av. Brasil, 500 - Jardim América')).toBeInTheDocument();
    expect(c.getByText('Forma de pagamento: Dinheiro')).toBeInTheDocument();
    expect(c.getByText('Levar de troco: R$ 12,50')).toBeInTheDocument();
    const totals = within(c.getByRole('region', { name: 'Totais' }));
    expect(totals.getByText('R$ 82,50')).toBeInTheDocument();
    expect(totals.getByText('R$ 8,00')).toBeInTheDocument();
    expect(totals.getByText('- R$ 3,00')).toBeInTheDocument();
    expect(totals.getByText('R$ 87,50')).toBeInTheDocument();
    expect(c.getByText('Pedido aceito: 12:03')).toBeInTheDocument();
    expect(c.getByText('ACEITO')).toBeInTheDocument();
  });

  it("shows 'Retirada no local' for a pickup order, and no flags for a returning customer", () => {
    renderPage([makeOrder(7, { status: 'PA', pedidoObj: { retirada_local: true } })], 7);
    const c = within(screen.getByRole('article'));
    expect(c.getByText('Retirada no local')).toBeInTheDocument();
    expect(c.queryByText('Novo no app')).not.toBeInTheDocument();
    expect(c.queryByText('Novo na loja')).not.toBeInTheDocument();
    expect(c.queryByText('Cardápio digital')).not.toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Pronto para retirada' })).toBeInTheDocument();
  });

  it('counts down the time left of a pending order (mm:ss)', () => {
    vi.useFakeTimers();
    renderPage([makeOrder(3, { segundos: 125 })], 3);
    expect(screen.getByRole('timer')).toHaveTextContent('Tempo restante: 02:05');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Tempo restante: 02:00');
    act(() => {
      vi.advanceTimersByTime(121_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Tempo restante: 00:00');
  });

  it('shows no countdown once the order is accepted', () => {
    renderPage([makeOrder(3, { status: 'PA' })], 3);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('offers the buttons of the status: Aceitar asks for PA, Imprimir asks the print queue', async () => {
    const user = userEvent.setup({ delay: null });
    const t = renderPage([makeOrder(3)], 3);
    const group = within(screen.getByRole('group', { name: 'Ações do pedido' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['Aceitar', 'Cancelar', 'Imprimir']);
    await user.click(group.getByRole('button', { name: 'Aceitar' }));
    expect(t.dispatched('orders/statusChangeRequested')).toEqual([
      { type: 'orders/statusChangeRequested', payload: { orderId: 3, status: 'PA' } },
    ]);
    // a second click while the change is on its way does nothing
    expect(group.getByRole('button', { name: 'Aceitar' })).toBeDisabled();
    await user.click(group.getByRole('button', { name: 'Imprimir' }));
    expect(t.dispatched('orders/printRequested')).toEqual([{ type: 'orders/printRequested', payload: { orderId: 3, reprint: false } }]);
  });

  it('a cancelled order offers only Imprimir, as a reprint', async () => {
    const user = userEvent.setup({ delay: null });
    const t = renderPage([makeOrder(3, { status: 'PC' })], 3);
    const group = within(screen.getByRole('group', { name: 'Ações do pedido' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['Imprimir']);
    await user.click(group.getByRole('button', { name: 'Imprimir' }));
    expect(t.dispatched('orders/printRequested')[0]?.payload).toEqual({ orderId: 3, reprint: true });
  });

  it('Enviar, Entregue and Cancelar wait while a courier is on the way', () => {
    renderPage([makeOrder(3, { status: 'PA', externalDeliveryStatus: 'WAITING_COLLECT', canUseExternalDelivery: true })], 3);
    const group = within(screen.getByRole('group', { name: 'Ações do pedido' }));
    for (const name of ['Enviar', 'Entregue', 'Cancelar']) expect(group.getByRole('button', { name })).toBeDisabled();
    const row = document.querySelector<HTMLElement>('[data-order-id="3"]')!;
    expect(within(row).getByText('MOTOBOY A CAMINHO')).toBeInTheDocument();
  });
});

describe('orders screen: cancelling', () => {
  async function openCancel() {
    const user = userEvent.setup({ delay: null });
    const t = renderPage([makeOrder(3)], 3);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar pedido #H3' }));
    return { user, t, dialog };
  }

  it('asks for a reason', async () => {
    const { user, t, dialog } = await openCancel();
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await dialog.findByText('Selecione um motivo para cancelamento')).toBeInTheDocument();
    expect(t.dispatched('orders/cancelRequested')).toEqual([]);
  });

  it('sends a preset reason', async () => {
    const { user, t, dialog } = await openCancel();
    await user.click(dialog.getByRole('radio', { name: 'Cliente pediu item indisponível' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    await vi.waitFor(() =>
      expect(t.dispatched('orders/cancelRequested')).toEqual([
        { type: 'orders/cancelRequested', payload: { orderId: 3, reason: 'Cliente pediu item indisponível' } },
      ]),
    );
  });

  it("'Outro motivo...' needs a description of at least 10 characters", async () => {
    const { user, t, dialog } = await openCancel();
    await user.click(dialog.getByRole('radio', { name: 'Outro motivo...' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await dialog.findByText('Descrição de motivo muito curta.')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('Descreva o motivo'));
    await user.paste('Sem gás');
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    expect(await dialog.findByText('Descrição de motivo muito curta.')).toBeInTheDocument();
    expect(t.dispatched('orders/cancelRequested')).toEqual([]);
    await user.click(dialog.getByLabelText('Descreva o motivo'));
    await user.paste(' na cozinha hoje');
    await user.click(dialog.getByRole('button', { name: 'Cancelar pedido' }));
    await vi.waitFor(() =>
      expect(t.dispatched('orders/cancelRequested')[0]?.payload).toEqual({ orderId: 3, reason: 'Sem gás na cozinha hoje' }),
    );
    // the dialog waits for the platform: nothing typed is lost if it refuses
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancelar pedido' })).toBeDisabled();
  }, 20_000);

  it("arrowing onto 'Outro motivo...' leaves the focus on the reasons: the next arrow key is no text (issue 45 item 8)", async () => {
    const { user, dialog } = await openCancel();
    dialog.getByRole('radio', { name: 'Cliente solicitou o cancelamento' }).focus();
    await user.keyboard('{ArrowDown}');
    const other = dialog.getByRole('radio', { name: 'Outro motivo...' });
    expect(other).toBeChecked();
    expect(other).toHaveFocus();
    const description = dialog.getByRole('textbox', { name: 'Descreva o motivo' });
    expect(description).not.toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(dialog.getByRole('radio', { name: 'Cliente solicitou o cancelamento' })).toBeChecked();
    // the description, shown while 'Outro motivo...' is chosen, is the next Tab from it
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(dialog.getByRole('textbox', { name: 'Descreva o motivo' })).toHaveFocus();
  }, 20_000);

  it("'Outro motivo...' shows its limit: it counts to 500 characters and takes no more", async () => {
    const { user, dialog } = await openCancel();
    await user.click(dialog.getByRole('radio', { name: 'Outro motivo...' }));
    const description = dialog.getByRole('textbox', { name: 'Descreva o motivo' });
    expect(description).toHaveAccessibleDescription('0/500');
    await user.click(description);
    await user.paste('Forno quebrado. '.repeat(40));
    expect(description).toHaveValue('Forno quebrado. '.repeat(40).slice(0, 500));
    expect(description).toHaveAccessibleDescription('500/500');
  }, 20_000);
});

describe('orders screen: alert sound', () => {
  it("offers 'Ativar som' when the browser blocked the alert", async () => {
    const user = userEvent.setup({ delay: null });
    const t = renderPage([makeOrder(1)]);
    expect(screen.queryByRole('button', { name: 'Ativar som' })).not.toBeInTheDocument();
    act(() => {
      t.store.dispatch(alertSoundChanged({ blocked: true }));
    });
    // the alert's state is the order pipeline's: the screen hears of it by the next frame (app/batched.ts)
    await user.click(await screen.findByRole('button', { name: 'Ativar som' }));
    expect(t.dispatched('orders/alertSoundUnlockRequested')).toHaveLength(1);
  });
});
