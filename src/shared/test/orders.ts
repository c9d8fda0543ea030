/** Test-only: orders for tests and the benchmarks; override what matters. */
import type { Order } from '../api';

export type OrderOverrides = Partial<Omit<Order, 'pedidoObj'>> & { pedidoObj?: Partial<Order['pedidoObj']> };

/** A pending (PP) delivery order numbered `id`. */
export function makeOrder(id: number, overrides: OrderOverrides = {}): Order {
  const { pedidoObj, ...rest } = overrides;
  const base: Order = {
    id_pedido: id,
    hash_pedido: `H${id}`,
    status: 'PP',
    data_criacao: new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + id * 1000).toISOString(),
    segundos: 600,
    usuario_nome: `Cliente ${id}`,
    usuario_compras: 3,
    usuario_confirmado: true,
    usuario_telefone_formatado: '(11) 98765-4321',
    id_usuario: 500 + id,
    id_estabelecimento: 101,
    compraGlobal: 0,
    compraEst: 0,
    valor_total: 50,
    estabelecimento_nome: 'Pizzaria Bella Napoli',
    app_origin: 'app',
    chat_enabled: false,
    canUseExternalDelivery: false,
    externalDeliveryStatus: null,
    externalDeliveryId: null,
    externalDeliveryWithCode: null,
    revisao: 1,
    pedidoObj: {
      itens: [
        { nome: 'Pizza Margherita', quantidade: 1, valor_unitario: 45, valor_total: 45, linhas: ['Borda recheada'], id_cardapio_categoria: 1 },
      ],
      observacoes: '',
      retirada_local: false,
      endereco_id: 1,
      endereco_id_bairro: 1,
      endereco_completo: 'Rua das Flores, 100 - Centro',
      endereco_lat: -23.5,
      endereco_lng: -46.6,
      dados_pagamento: [{ label: 'Forma de pagamento', value: 'Dinheiro' }],
      cobrar_cliente: 0,
      forma_pagamento: 'Dinheiro',
      andamentos: [],
      usuario_nome: `Cliente ${id}`,
      usuario_telefone_formatado: '(11) 98765-4321',
      usuario_confirmado: true,
      hash_pedido: `H${id}`,
      data_criacao: '',
      subtotal: 45,
      taxa_entrega: 5,
      desconto: 0,
    },
  };
  return { ...base, ...rest, pedidoObj: { ...base.pedidoObj, ...pedidoObj } };
}

/** An accepted (PA) delivery order 1001 with a standardised address, as couriers and chat need. */
export function makeAcceptedOrder(overrides: OrderOverrides = {}): Order {
  const { pedidoObj, ...rest } = overrides;
  const placed = '2026-11-22T12:00:00.000Z';
  const customer = { usuario_nome: 'Maria Souza', usuario_telefone_formatado: '(19) 99999-0000' };
  return makeOrder(1001, {
    ...customer,
    status: 'PA',
    data_criacao: placed,
    segundos: 0,
    id_usuario: 501,
    valor_total: 59.9,
    chat_enabled: true,
    canUseExternalDelivery: true,
    ...rest,
    pedidoObj: {
      ...customer,
      data_criacao: placed,
      itens: [],
      endereco_id: 7001,
      endereco_id_bairro: 11,
      endereco_completo: 'Rua das Flores, 100 - Centro, Campinas - SP',
      endereco_lat: -22.9056,
      endereco_lng: -47.0608,
      dados_pagamento: [],
      subtotal: 52.9,
      taxa_entrega: 7,
      ...pedidoObj,
    },
  });
}
