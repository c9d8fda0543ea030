import type { Order } from '../../../shared/api';

type OrderOverrides = Partial<Omit<Order, 'pedidoObj'>> & { pedidoObj?: Partial<Order['pedidoObj']> };

/** An order for tests and the benchmark: a pending delivery order; override what matters. */
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
