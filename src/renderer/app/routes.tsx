import type { RouteObject } from 'react-router-dom';
import { RequireSession } from './RequireSession';
import { Shell } from './layout/Shell';
import { featureRoutes } from './featureRoutes';
import { lazyScreen } from './lazyScreen';

const loginScreen = () => lazyScreen(() => import('../features/session/LoginPage'), (m) => m.LoginPage);

/** The spec's route table (01 §2): public routes show the login screen; the rest need a session. */
export const routes: RouteObject[] = [
  { path: '/', element: loginScreen() },
  { path: '/login', element: loginScreen() },
  { path: '/login/:usuario/:hash', element: loginScreen() },
  { path: '/auth', element: loginScreen() },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: featureRoutes,
  },
  { path: '*', element: loginScreen() },
];
