import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/session/LoginPage';
import { RequireSession } from './RequireSession';
import { Shell } from './layout/Shell';
import { featureRoutes } from './featureRoutes';

/** The spec's route table (01 §2): public routes show the login screen; the rest need a session. */
export const routes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/login/:usuario/:hash', element: <LoginPage /> },
  { path: '/auth', element: <LoginPage /> },
  {
    element: (
      <RequireSession>
        <Shell />
      </RequireSession>
    ),
    children: featureRoutes,
  },
  { path: '*', element: <LoginPage /> },
];
