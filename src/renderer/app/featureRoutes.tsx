import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazyScreen';

/**
 * Protected screens, one entry per built screen (spec 01 §2 route table). Each screen is its own
 * chunk, downloaded when its route is first opened; what runs all day without a screen (the
 * socket, the print queue, auto-accept) is in the first download with the shell.
 */
export const featureRoutes: RouteObject[] = [
  { path: '/pedidos', element: lazyScreen(() => import('../features/orders/OrdersPage'), (m) => m.OrdersPage) },
  { path: '/configuracoes/funcionamento', element: lazyScreen(() => import('../features/hours/OpeningHoursPage'), (m) => m.OpeningHoursPage) },
  { path: '/configuracoes/formapagamento', element: lazyScreen(() => import('../features/paymentMethods/PaymentMethodsPage'), (m) => m.PaymentMethodsPage) },
  { path: '/configuracoes/impressoras', element: lazyScreen(() => import('../features/printSettings/PrintSettingsPage'), (m) => m.PrintSettingsPage) },
  { path: '/configuracoes/software', element: lazyScreen(() => import('../features/printSettings/SoftwareSettingsPage'), (m) => m.SoftwareSettingsPage) },
  { path: '/financeiro/visao-geral', element: lazyScreen(() => import('../features/finance/FinancialOverviewPage'), (m) => m.FinancialOverviewPage) },
  { path: '/financeiro/repasses', element: lazyScreen(() => import('../features/finance/SettlementsPage'), (m) => m.SettlementsPage) },
  { path: '/financeiro/faturas', element: lazyScreen(() => import('../features/finance/InvoicesPage'), (m) => m.InvoicesPage) },
  { path: '/onlinepayment/report', element: lazyScreen(() => import('../features/finance/OnlinePaymentReportPage'), (m) => m.OnlinePaymentReportPage) },
  { path: '/onlinepayment/batch', element: lazyScreen(() => import('../features/finance/PayoutBatchesPage'), (m) => m.PayoutBatchesPage) },
];
