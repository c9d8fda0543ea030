import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazyScreen';

/**
 * Protected screens, one entry per built screen (spec 01 §2 route table). Each screen is its own
 * chunk, downloaded when its route is first opened (a route may start its first requests at the
 * same moment: lazyScreen's preload); what runs all day without a screen (the
 * socket, the print queue, auto-accept) is in the first download with the shell.
 */
export const featureRoutes: RouteObject[] = [
  { path: '/pedidos', element: lazyScreen(() => import('../features/orders/OrdersPage'), (m) => m.OrdersPage) },
  { path: '/configuracoes/funcionamento', element: lazyScreen(() => import('../features/hours/OpeningHoursPage'), (m) => m.OpeningHoursPage) },
  { path: '/configuracoes/formapagamento', element: lazyScreen(() => import('../features/paymentMethods/PaymentMethodsPage'), (m) => m.PaymentMethodsPage) },
  {
    path: '/configuracoes/impressoras',
    element: lazyScreen(
      () => import('../features/printSettings/PrintSettingsPage'),
      (m) => m.PrintSettingsPage,
      () => import('../features/printSettings/preload').then((m) => m.preloadPrintSettings),
    ),
  },
  { path: '/configuracoes/software', element: lazyScreen(() => import('../features/printSettings/SoftwareSettingsPage'), (m) => m.SoftwareSettingsPage) },
  {
    path: '/produtos',
    element: lazyScreen(
      () => import('../features/menu/MenuPage'),
      (m) => m.MenuPage,
      () => import('../features/menu/preload').then((m) => m.preloadMenu),
    ),
  },
  { path: '/produtos/:id', element: lazyScreen(() => import('../features/menu/MenuPage'), (m) => m.MenuPage) },
  { path: '/produtosOld', element: lazyScreen(() => import('../features/menu/MenuPage'), (m) => m.OldMenuPage) },
  { path: '/variacoes', element: lazyScreen(() => import('../features/variations/VariationsPage'), (m) => m.VariationsPage) },
  { path: '/estoque', element: lazyScreen(() => import('../features/stock/StockPage'), (m) => m.StockPage) },
  { path: '/financeiro/pagamentoonline', element: lazyScreen(() => import('../features/onlinePayment/OnlinePaymentStatusPage'), (m) => m.OnlinePaymentStatusPage) },
  { path: '/financeiro/cadastro/dados', element: lazyScreen(() => import('../features/onlinePayment/RegistrationPage'), (m) => m.RegistrationPage) },
  { path: '/financeiro/cadastro/documentos', element: lazyScreen(() => import('../features/onlinePayment/DocumentsPage'), (m) => m.DocumentsPage) },
  { path: '/financeiro/cadastro/planos', element: lazyScreen(() => import('../features/onlinePayment/FeePlansPage'), (m) => m.FeePlansPage) },
  { path: '/financeiro/cadastro/recebimentos', element: lazyScreen(() => import('../features/onlinePayment/ReceivingAccountsPage'), (m) => m.ReceivingAccountsPage) },
  { path: '/financeiro/vendas/calendario', element: lazyScreen(() => import('../features/onlinePayment/CalendarPage'), (m) => m.CalendarPage) },
  { path: '/financeiro/vendas/vendas', element: lazyScreen(() => import('../features/onlinePayment/StatementPage'), (m) => m.StatementPage) },
  { path: '/financeiro/vendas/vendas/transferir', element: lazyScreen(() => import('../features/onlinePayment/TransferPage'), (m) => m.TransferPage) },
  { path: '/financeiro/vendas/historico', element: lazyScreen(() => import('../features/salesHistory/SalesHistoryPage'), (m) => m.SalesHistoryPage) },
  { path: '/avaliacoes', element: lazyScreen(() => import('../features/ratings/RatingsPage'), (m) => m.RatingsPage) },
  { path: '/relatorio', element: lazyScreen(() => import('../features/reports/GeneralReportPage'), (m) => m.GeneralReportPage) },
  { path: '/relatorio/graficos', element: lazyScreen(() => import('../features/reports/OperationalChartsPage'), (m) => m.OperationalChartsPage) },
  {
    path: '/painel',
    element: lazyScreen(
      () => import('../features/dashboard/DashboardPage'),
      (m) => m.DashboardPage,
      () => import('../features/dashboard/preload').then((m) => m.preloadDashboard),
    ),
  },
  { path: '/configuracoes/bairros', element: lazyScreen(() => import('../features/deliveryAreas/DeliveryAreasPage'), (m) => m.DeliveryAreasPage) },
  { path: '/estabelecimentos', element: lazyScreen(() => import('../features/storeRegistration/StoreRegistrationPage'), (m) => m.StoreRegistrationPage) },
  { path: '/bulkupload', element: lazyScreen(() => import('../features/bulkUpload/BulkUploadPage'), (m) => m.BulkUploadPage) },
  { path: '/financeiro/visao-geral', element: lazyScreen(() => import('../features/finance/FinancialOverviewPage'), (m) => m.FinancialOverviewPage) },
  { path: '/financeiro/repasses', element: lazyScreen(() => import('../features/finance/SettlementsPage'), (m) => m.SettlementsPage) },
  { path: '/financeiro/faturas', element: lazyScreen(() => import('../features/finance/InvoicesPage'), (m) => m.InvoicesPage) },
  { path: '/onlinepayment/report', element: lazyScreen(() => import('../features/finance/OnlinePaymentReportPage'), (m) => m.OnlinePaymentReportPage) },
  { path: '/onlinepayment/batch', element: lazyScreen(() => import('../features/finance/PayoutBatchesPage'), (m) => m.PayoutBatchesPage) },
];
