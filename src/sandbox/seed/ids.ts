import { BRANDS } from './data';

/** Ids and credentials of the seed, for tests, demos and the CLI banner. */
export const SEED = {
  password: 'senha123',
  stores: { bellaNapoli: 101, saborCaseiro: 202, lanchoneteCentral: 303 },
  users: {
    pizzaria: { usuario: 'pizzaria', storeId: 101, company: 'aiboo' },
    saborcaseiro: { usuario: 'saborcaseiro', storeId: 202, company: 'pedeai' },
    lanchonete: { usuario: 'lanchonete', storeId: 303, company: 'aiboo' },
  },
  /** the platform's configuration of each brand (seed/data.ts BRANDS) */
  brands: BRANDS,
  /** real check digits; 303 has the alphanumeric CNPJ of 2026 (the Receita Federal's own example) */
  cnpj: { 101: '12.345.678/0001-95', 202: '98.765.432/0001-98', 303: '12.ABC.345/01DE-35' },
  /** the owner of stores 101 and 303: recovery by this CPF lists both */
  ownerCpf: '111.444.777-35',
  /** store 101 has an order in every status; the key says which */
  orders: {
    delivered: 1001,
    cancelled: 1002,
    pickupReady: 1003,
    sent: 1004,
    logisticsLG: 1005,
    logisticsLI: 1006,
    waitingCourier: 1007,
    production: 1008,
    printedNoCoordinates: 1009,
    acceptedPickup: 1010,
    acceptedDelivery: 1011,
    pendingPickupDigitalMenu: 1012,
    pendingDelivery: 1013,
    saborPending: 1014,
    saborAccepted: 1015,
    saborDelivered: 1016,
    lanchoneteDelivered: 1017,
  },
  /** the finished courier delivery of order 1001 */
  finishedDeliveryId: 1,
  contract202: 'CT-2026-0202',
  menu101: { pizzas: 11, bebidas: 12, sobremesas: 13, /** 'Coca-Cola lata 350 ml', R$ 7,00, one price (no sizes) */ cocaLata: 1202 },
} as const;
