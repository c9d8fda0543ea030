import {
  adicionarImpressao,
  alteraAviso,
  atualizarImpressao,
  getAcceptanceStatus,
  getLoja,
  listarImpressao,
  mudaAberturaFechamento,
  mudaPrevisao,
  setAcceptanceStatus,
} from '../../shared/api';
import type { SandboxContext } from '../context';
import {
  acceptsOnlinePayment,
  cloudPrintSettings,
  dismissNotice,
  saveCloudPrintSettings,
  setDeliveryEstimate,
  setOnlinePaymentAcceptance,
  setStoreClosed,
  storeDetail,
} from '../data/stores';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

export function registerStoreRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(getLoja, ({ session }) => {
    const estabelecimento = storeDetail(ctx, session.storeId);
    if (!estabelecimento) throw new HttpError(404, { status: false, mensagem: 'Estabelecimento não encontrado.' });
    return { status: true, estabelecimento };
  });

  api.route(mudaAberturaFechamento, ({ body, session }) => {
    if (body.fechado !== 'S' && body.fechado !== 'N') return { status: false, mensagem: "Valor inválido para 'fechado': use S ou N." };
    const result = setStoreClosed(ctx, session.storeId, body.fechado);
    return { status: result.ok, mensagem: result.mensagem, message: result.mensagem };
  });

  api.route(mudaPrevisao, ({ body, session }) => {
    const result = setDeliveryEstimate(ctx, session.storeId, body.entrega_minimo, body.entrega_maximo);
    return { status: result.ok, mensagem: result.mensagem };
  });

  api.route(alteraAviso, ({ session }) => {
    const result = dismissNotice(ctx, session.storeId);
    return { status: result.ok, mensagem: result.mensagem };
  });

  api.route(getAcceptanceStatus, ({ session }) => ({
    status: true,
    acceptsOnline: acceptsOnlinePayment(ctx, session.storeId),
  }));

  api.route(setAcceptanceStatus, ({ body, session }) => {
    const result = setOnlinePaymentAcceptance(ctx, session.storeId, body.accepts);
    return result.ok
      ? { status: true, accepts: result.accepts, mensagem: result.mensagem, erros: '' }
      : { status: false, accepts: result.accepts, mensagem: '', erros: result.mensagem };
  });

  api.route(listarImpressao, ({ session }) => {
    const obj = cloudPrintSettings(ctx, session.storeId);
    return obj ? { status: true, obj } : { status: true, obj: null, mensagem: 'Nenhuma configuração salva na nuvem.' };
  });

  // The panel calls it after saving, to have the cloud copy marked as current.
  api.route(atualizarImpressao, ({ session }) => {
    const exists = cloudPrintSettings(ctx, session.storeId) !== null;
    return exists
      ? { status: true, mensagem: 'Configurações de impressão atualizadas.' }
      : { status: false, mensagem: 'Nenhuma configuração salva na nuvem.' };
  });

  api.route(adicionarImpressao, ({ body, session }) => {
    if (![1, 2, 3].includes(body.impressaoLayout)) return { status: false, mensagem: 'Layout de impressão inválido.' };
    if (!['4,8', '7,0'].includes(body.larguraMaximaPagina)) return { status: false, mensagem: 'Largura de página inválida.' };
    if (!['local', 'qz', 'nat'].includes(body.metodoImpressao)) return { status: false, mensagem: 'Método de impressão inválido.' };
    const result = saveCloudPrintSettings(ctx, session.storeId, body);
    return { status: result.ok, mensagem: result.mensagem };
  });
}
