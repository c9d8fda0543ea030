import type { RouteObject } from 'react-router-dom';
import { RequireSession } from './RequireSession';
import { Shell } from './layout/Shell';
import { featureRoutes } from './featureRoutes';
import { lazyScreen, ScreenOutlet } from './lazyScreen';

const loginScreen = () => lazyScreen(() => import('../features/session/LoginPage'), (m) => m.LoginPage);

/** The spec's route table (01 §2): public routes show the login screen; the rest need a session. */
export const routes: RouteObject[] = [
  {
    element: <ScreenOutlet />,
    children: [
      { path: '/', element: loginScreen() },
      { path: '/login', element: loginScreen() },
      { path: '/login/:usuario/:hash', element: loginScreen() },
      { path: '/auth', element: loginScreen() },
      { path: '*', element: loginScreen() },
    ],
  },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: featureRoutes,
  },
];
