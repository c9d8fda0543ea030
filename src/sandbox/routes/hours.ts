import { alteraHorarios, alteraPagamentos, listarHorarios, listarPagamentos } from '../../shared/api';
import type { SandboxContext } from '../context';
import { openingHours, paymentMethods, saveOpeningHours, savePaymentMethods } from '../data/stores';
import type { AreaServices } from '../areaRoutes';

/** Opening hours and payment methods (software_app/*). */
export function registerHoursRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(listarHorarios, ({ session }) => ({ status: true, ...openingHours(ctx, session.storeId) }));

  api.route(alteraHorarios, ({ body, session }) => {
    const result = saveOpeningHours(ctx, session.storeId, body.horarios, body.auto_abrir, body.auto_fechar);
    return { status: result.ok, mensagem: result.mensagem };
  });

  api.route(listarPagamentos, ({ session }) => ({ status: true, obj: paymentMethods(ctx, session.storeId) }));

  api.route(alteraPagamentos, ({ body, session }) => {
    const result = savePaymentMethods(ctx, session.storeId, body.formas);
    return { status: result.ok, mensagem: result.mensagem };
  });
}
