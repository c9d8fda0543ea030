/**
 * The fixed order and settings the committed example tickets are printed from. It exercises what
 * the layouts must get right: accents, [ ] { } in texts, typographic punctuation, an item twice
 * (grouping), options, observations, three categories, change, discount and history.
 */
import type { Order } from '../../api/areas/orders';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../api/areas/printing';

export const EXAMPLE_TIME_ZONE = 'America/Sao_Paulo';

export const EXAMPLE_CATEGORY_NAMES: Record<number, string> = { 10: 'Pizzas', 20: 'Bebidas', 30: 'Sobremesas' };

export const EXAMPLE_ORDER: Order = {
  id_pedido: 48213,
  hash_pedido: '7F3A9C',
  status: 'PA',
  data_criacao: '2026-11-22T22:32:00.000Z',
  segundos: 0,
  usuario_nome: 'Maria José da Conceição',
  usuario_compras: 7,
  usuario_confirmado: true,
  usuario_telefone_formatado: '(11) 98765-4321',
  id_usuario: 501,
  id_estabelecimento: 12,
  compraGlobal: 0,
  compraEst: 0,
  valor_total: 221.1,
  estabelecimento_nome: 'Pizzaria São João',
  app_origin: 'app',
  chat_enabled: true,
  canUseExternalDelivery: true,
  externalDeliveryStatus: null,
  externalDeliveryId: null,
  externalDeliveryWithCode: null,
  revisao: 3,
  pedidoObj: {
    itens: [
      {
        nome: 'Pizza Grande Meio a Meio',
        quantidade: 1,
        valor_unitario: 89.9,
        valor_total: 89.9,
        linhas: ['1/2 Calabresa', '1/2 Quatro Queijos', 'Borda de catupiry'],
        id_cardapio_categoria: 10,
        observacao: 'Bem assada, sem cebola',
      },
      {
        nome: 'Pizza Broto Margherita',
        quantidade: 1,
        valor_unitario: 39.9,
        valor_total: 39.9,
        linhas: [],
        id_cardapio_categoria: 10,
      },
      {
        nome: 'Guaraná Antarctica 2L',
        quantidade: 2,
        valor_unitario: 12,
        valor_total: 24,
        linhas: [],
        id_cardapio_categoria: 20,
      },
      {
        nome: 'Pizza Broto Margherita',
        quantidade: 1,
        valor_unitario: 39.9,
        valor_total: 39.9,
        linhas: [],
        id_cardapio_categoria: 10,
      },
      {
        nome: 'Açaí 500ml',
        quantidade: 1,
        valor_unitario: 29.9,
        valor_total: 29.9,
        linhas: ['Granola', 'Leite condensado', 'Paçoca'],
        id_cardapio_categoria: 30,
        observacao: '[sem banana] {capricha}',
      },
    ],
    observacoes: 'Interfone quebrado — ligar ao chegar… “urgente”',
    retirada_local: false,
    endereco_id: 77,
    endereco_id_bairro: 5,
    endereco_completo:
      'Rua Dr. João Pessoa, 1.234 - Apto 56 Bloco B - Vila Mariana - São Paulo/SP - CEP 04101-000 - Ref.: próximo à padaria',
    endereco_lat: -23.5874,
    endereco_lng: -46.6371,
    dados_pagamento: [{ label: 'Pagamento', value: 'Na entrega' }],
    cobrar_cliente: 250,
    forma_pagamento: 'Dinheiro',
    andamentos: [
      { label: 'Pedido realizado', value: '22/11/2026 19:32' },
      { label: 'Pedido aceito', value: '22/11/2026 19:33' },
    ],
    usuario_nome: 'Maria José da Conceição',
    usuario_telefone_formatado: '(11) 98765-4321',
    usuario_confirmado: true,
    hash_pedido: '7F3A9C',
    data_criacao: '2026-11-22T22:32:00.000Z',
    subtotal: 223.6,
    taxa_entrega: 7.5,
    desconto: 10,
  },
};

/** A pickup order paid online: no address, no change. */
export const EXAMPLE_PICKUP_ORDER: Order = {
  ...EXAMPLE_ORDER,
  id_pedido: 48214,
  hash_pedido: 'B51E02',
  compraEst: 1,
  valor_total: 129.8,
  pedidoObj: {
    ...EXAMPLE_ORDER.pedidoObj,
    itens: EXAMPLE_ORDER.pedidoObj.itens.slice(0, 2),
    observacoes: '',
    retirada_local: true,
    endereco_id: null,
    endereco_id_bairro: null,
    endereco_completo: '',
    endereco_lat: null,
    endereco_lng: null,
    dados_pagamento: [{ label: 'Pago online', value: 'Cartão de crédito' }],
    cobrar_cliente: 0,
    forma_pagamento: 'Pagamento online',
    subtotal: 129.8,
    taxa_entrega: 0,
    desconto: 0,
    hash_pedido: 'B51E02',
  },
};

export const EXAMPLE_SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressaoEstabelecimento: true,
  impressaoCliente: true,
  impressaoProducao: true,
  impressorasCaixa: ['Caixa'],
  impressorasProducao: {
    '10': { impressora: 'Pizzaria', agrupamento: false },
    '20': { impressora: 'Cozinha', agrupamento: true },
    '30': { impressora: 'Cozinha', agrupamento: true },
  },
};

export const EXAMPLE_OPTIONS = { timeZone: EXAMPLE_TIME_ZONE, categoryNames: EXAMPLE_CATEGORY_NAMES };
