import { featureRoutes } from '../../app/featureRoutes';
import { registeredPaths } from '../../app/layout/registeredRoutes';

/** Where a store registers its receiving account (Contas e taxas). */
export const RECEIVING_ACCOUNTS_PATH = '/financeiro/cadastro/recebimentos';

/**
 * Whether that screen is built. Until it is, the catch-all route would show the login screen,
 * so the redirect after a refused 'Pagamento Online' only happens once the route exists.
 */
export function receivingAccountsRouteRegistered(): boolean {
  return registeredPaths(featureRoutes).has(RECEIVING_ACCOUNTS_PATH);
}
