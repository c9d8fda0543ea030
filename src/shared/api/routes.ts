import type { HttpMethod } from './endpoint';
import type { CatalogueApi, ChatApi, JsonApi, LegacyApi, MapsApi, MerchantApi, UploadApi, Ws2Api } from './index';

/**
 * The HTTP method of every route key, at run time. Typed against the contract maps so that a
 * route added to a map without its method here (or with the wrong one) fails to compile.
 */
type Methods<Api> = { [K in keyof Api]: Api[K] extends { method: infer M extends HttpMethod } ? M : never };

export const LEGACY_METHODS: Methods<LegacyApi> = {
  'login/index': 'POST',
  'login/redefinir': 'POST',
  'login/redefinirSenha': 'POST',
  'login/enviarCodigo': 'POST',
  'login/salvarSenha': 'POST',
  'estabelecimento/getLoja': 'GET',
  'estabelecimento/mudaAberturaFechamento': 'POST',
  'estabelecimento/mudaPrevisao': 'POST',
  'estabelecimento/alteraAviso': 'GET',
  'terms/check': 'GET',
  'terms/sendToSignature': 'POST',
  'pagamentoonline/getAcceptanceStatus': 'GET',
  'pagamentoonline/setAcceptanceStatus': 'POST',
  'faturas/listar': 'GET',
  'pedidos/listar': 'GET',
  'pedidos/listar/:id': 'GET',
  'pedidos/mudaStatus/:orderId': 'POST',
  'pedidos/externalDeliveryStatusList/:orderId': 'GET',
  'enderecos/updateUserAddress/:addressId/:orderId': 'POST',
  'software_app/listarHorarios': 'GET',
  'software_app/alteraHorarios2': 'POST',
  'software_app/listarpagamentos/': 'GET',
  'software_app/alteraPagamentos': 'POST',
  'estabelecimentosimpressao/listar': 'GET',
  'estabelecimentosimpressao/atualizar': 'GET',
  'estabelecimentosimpressao/adicionar': 'POST',
  'cardapiocategorias/listar': 'GET',
  'pagamentoonline/getReportTransactions': 'POST',
  'pagamentoonline/getReportBatch': 'POST',
};

export const JSON_METHODS: Methods<JsonApi> = {
  invoices: 'GET',
  'orders/:orderId': 'PUT',
  'v2/delivery/coverageAreas': 'GET',
  'areas/:areaId': 'GET',
  'v2/delivery': 'POST',
  'v2/delivery/:id/cancel': 'POST',
  'finance/financial-periods': 'GET',
  'financial-periods': 'GET',
  'financial-periods/:id': 'GET',
  'finance/financial-periods/:id': 'GET',
  'finance/order-transactions': 'GET',
  'order-transactions': 'GET',
  'settlement-periods': 'GET',
  'settlement-periods/:id': 'GET',
};

export const CHAT_METHODS: Methods<ChatApi> = {
  'chat/orderInfo/:orderId': 'GET',
  'chat/establishConnection': 'POST',
  'chat/createSocketConnection': 'POST',
};

export const MAPS_METHODS: Methods<MapsApi> = {
  places: 'GET',
  'places/:placeId': 'GET',
};

export const MERCHANT_METHODS: Methods<MerchantApi> = {};

export const WS2_METHODS: Methods<Ws2Api> = {};

export const UPLOAD_METHODS: Methods<UploadApi> = {};

export const CATALOGUE_METHODS: Methods<CatalogueApi> = {};
