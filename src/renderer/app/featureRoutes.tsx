import type { RouteObject } from 'react-router-dom';
import { OrdersPage } from '../features/orders/OrdersPage';
import { OpeningHoursPage } from '../features/hours/OpeningHoursPage';
import { PaymentMethodsPage } from '../features/paymentMethods/PaymentMethodsPage';
import { PrintSettingsPage } from '../features/printSettings/PrintSettingsPage';
import { SoftwareSettingsPage } from '../features/printSettings/SoftwareSettingsPage';

/** Protected screens, one entry per built screen (spec 01 §2 route table). */
export const featureRoutes: RouteObject[] = [
  { path: '/pedidos', element: <OrdersPage /> },
  { path: '/configuracoes/funcionamento', element: <OpeningHoursPage /> },
  { path: '/configuracoes/formapagamento', element: <PaymentMethodsPage /> },
  { path: '/configuracoes/impressoras', element: <PrintSettingsPage /> }, { path: '/configuracoes/software', element: <SoftwareSettingsPage /> },
];
