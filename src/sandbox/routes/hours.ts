import type { SandboxContext } from '../context';
import { openingHours, paymentMethods, saveOpeningHours, savePaymentMethods } from '../data/stores';
import type { Routers } from './routers';

/** Opening hours and payment methods (software_app/*). */
export function registerHoursRoutes({ legacy }: Routers, ctx: SandboxContext): void {
  legacy.route('software_app/listarHorarios', ({ session }) => ({ status: true, ...openingHours(ctx, session.storeId) }));

  legacy.route(
    'software_app/alteraHorarios2',
    { body: { horarios: 'string', auto_abrir: 'boolean', auto_fechar: 'boolean' } },
    ({ body, session }) => {
      const result = saveOpeningHours(ctx, session.storeId, body.horarios, body.auto_abrir, body.auto_fechar);
      return { status: result.ok, mensagem: result.mensagem };
    },
  );

  legacy.route('software_app/listarpagamentos/', ({ session }) => ({ status: true, obj: paymentMethods(ctx, session.storeId) }));

  legacy.route('software_app/alteraPagamentos', { body: { formas: 'string[]' } }, ({ body, session }) => {
    const result = savePaymentMethods(ctx, session.storeId, body.formas);
    return { status: result.ok, mensagem: result.mensagem };
  });
}
