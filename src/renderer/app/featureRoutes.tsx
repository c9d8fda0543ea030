import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazyScreen';
import type { MenuGroupId, MenuIcon } from './layout/menuModel';

/** A screen's entry in the side menu (layout/menuModel.ts makes the menu of these). */
export interface ScreenMenu {
  label: string;
  icon: MenuIcon;
  /** the group it is listed under (MENU_GROUPS of menuModel.ts); none: a top-level entry */
  group?: MenuGroupId;
  /** shown only when the store detail flag upload_em_massa is true */
  requiresBulkUpload?: boolean;
}

export interface Screen {
  path: string;
  /** the screen's chunk; none for the start entry (a public route of routes.tsx) */
  element?: RouteObject['element'];
  menu?: ScreenMenu;
}

/** '/', the public route of routes.tsx that takes a logged-in person to the start screen (menu 'Início'). */
const START_PATH = '/';

/**
 * The protected screens, one entry per built screen (spec 01 §2 route table), in the side menu's
 * order: the routes and the side menu are both made of this one list. Each screen is its own
 * chunk, downloaded when its route is first opened (a route may start its first requests at the
 * same moment: lazyScreen's preload); what runs all day without a screen (the socket, the print
 * queue, auto-accept) is in the first download with the shell.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: '/pedidos',
    element: lazyScreen(() => import('../features/orders/OrdersPage'), (m) => m.OrdersPage),
    menu: { label: 'Gerenciador de Pedidos', icon: 'orders' },
  },
  { path: START_PATH, menu: { label: 'Início', icon: 'home' } },
  {
    path: '/avaliacoes',
    element: lazyScreen(() => import('../features/ratings/RatingsPage'), (m) => m.RatingsPage),
    menu: { label: 'Avaliação', icon: 'ratings' },
  },
  {
    path: '/produtos',
    element: lazyScreen(
      () => import('../features/menu/MenuPage'),
      (m) => m.MenuPage,
      () => import('../features/menu/preload').then((m) => m.preloadMenu),
    ),
    menu: { group: 'produtos', label: 'Cardápio', icon: 'menu' },
  },
  {
    path: '/estoque',
    element: lazyScreen(() => import('../features/stock/StockPage'), (m) => m.StockPage),
    menu: { group: 'produtos', label: 'Estoque', icon: 'stock' },
  },
  {
    path: '/variacoes',
    element: lazyScreen(() => import('../features/variations/VariationsPage'), (m) => m.VariationsPage),
    menu: { group: 'produtos', label: 'Variações', icon: 'variations' },
  },
  {
    path: '/bulkupload',
    element: lazyScreen(() => import('../features/bulkUpload/BulkUploadPage'), (m) => m.BulkUploadPage),
    menu: { group: 'produtos', label: 'Upload em massa', icon: 'upload', requiresBulkUpload: true },
  },
  { path: '/produtos/:id', element: lazyScreen(() => import('../features/menu/MenuPage'), (m) => m.MenuPage) },
  { path: '/produtosOld', element: lazyScreen(() => import('../features/menu/MenuPage'), (m) => m.OldMenuPage) },
  {
    path: '/configuracoes/formapagamento',
    element: lazyScreen(() => import('../features/paymentMethods/PaymentMethodsPage'), (m) => m.PaymentMethodsPage),
    menu: { group: 'configuracoes', label: 'Formas de Pagamento', icon: 'payments' },
  },
  {
    path: '/configuracoes/funcionamento',
    element: lazyScreen(() => import('../features/hours/OpeningHoursPage'), (m) => m.OpeningHoursPage),
    menu: { group: 'configuracoes', label: 'Horário de Funcionamento', icon: 'hours' },
  },
  {
    path: '/configuracoes/impressoras',
    element: lazyScreen(
      () => import('../features/printSettings/PrintSettingsPage'),
      (m) => m.PrintSettingsPage,
      () => import('../features/printSettings/preload').then((m) => m.preloadPrintSettings),
    ),
    menu: { group: 'configuracoes', label: 'Impressão', icon: 'print' },
  },
  {
    path: '/configuracoes/bairros',
    element: lazyScreen(() => import('../features/deliveryAreas/DeliveryAreasPage'), (m) => m.DeliveryAreasPage),
    menu: { group: 'configuracoes', label: 'Locais de Atendimento', icon: 'areas' },
  },
  {
    path: '/configuracoes/software',
    element: lazyScreen(() => import('../features/printSettings/SoftwareSettingsPage'), (m) => m.SoftwareSettingsPage),
    menu: { group: 'configuracoes', label: 'Software', icon: 'software' },
  },
  { path: '/estabelecimentos', element: lazyScreen(() => import('../features/storeRegistration/StoreRegistrationPage'), (m) => m.StoreRegistrationPage) },
  {
    path: '/financeiro/visao-geral',
    element: lazyScreen(() => import('../features/finance/FinancialOverviewPage'), (m) => m.FinancialOverviewPage),
    menu: { group: 'financeiro', label: 'Visão Geral', icon: 'overview' },
  },
  {
    path: '/financeiro/faturas',
    element: lazyScreen(() => import('../features/finance/InvoicesPage'), (m) => m.InvoicesPage),
    menu: { group: 'financeiro', label: 'Faturas', icon: 'invoices' },
  },
  {
    path: '/financeiro/repasses',
    element: lazyScreen(() => import('../features/finance/SettlementsPage'), (m) => m.SettlementsPage),
    menu: { group: 'financeiro', label: 'Repasses', icon: 'transfers' },
  },
  {
    path: '/financeiro/cadastro/recebimentos',
    element: lazyScreen(() => import('../features/onlinePayment/ReceivingAccountsPage'), (m) => m.ReceivingAccountsPage),
    menu: { group: 'financeiro', label: 'Contas e taxas', icon: 'accounts' },
  },
  { path: '/financeiro/pagamentoonline', element: lazyScreen(() => import('../features/onlinePayment/OnlinePaymentStatusPage'), (m) => m.OnlinePaymentStatusPage) },
  { path: '/financeiro/cadastro/dados', element: lazyScreen(() => import('../features/onlinePayment/RegistrationPage'), (m) => m.RegistrationPage) },
  { path: '/financeiro/cadastro/documentos', element: lazyScreen(() => import('../features/onlinePayment/DocumentsPage'), (m) => m.DocumentsPage) },
  { path: '/financeiro/cadastro/planos', element: lazyScreen(() => import('../features/onlinePayment/FeePlansPage'), (m) => m.FeePlansPage) },
  { path: '/financeiro/vendas/calendario', element: lazyScreen(() => import('../features/onlinePayment/CalendarPage'), (m) => m.CalendarPage) },
  { path: '/financeiro/vendas/vendas', element: lazyScreen(() => import('../features/onlinePayment/StatementPage'), (m) => m.StatementPage) },
  { path: '/financeiro/vendas/vendas/transferir', element: lazyScreen(() => import('../features/onlinePayment/TransferPage'), (m) => m.TransferPage) },
  {
    path: '/onlinepayment/report',
    element: lazyScreen(() => import('../features/finance/OnlinePaymentReportPage'), (m) => m.OnlinePaymentReportPage),
    menu: { group: 'pagamento-online', label: 'Relatório', icon: 'report' },
  },
  {
    path: '/onlinepayment/batch',
    element: lazyScreen(() => import('../features/finance/PayoutBatchesPage'), (m) => m.PayoutBatchesPage),
    menu: { group: 'pagamento-online', label: 'Lotes', icon: 'batch' },
  },
  {
    path: '/painel',
    element: lazyScreen(
      () => import('../features/dashboard/DashboardPage'),
      (m) => m.DashboardPage,
      () => import('../features/dashboard/preload').then((m) => m.preloadDashboard),
    ),
    menu: { group: 'relatorios', label: 'Dashboard', icon: 'dashboard' },
  },
  {
    path: '/relatorio',
    element: lazyScreen(() => import('../features/reports/GeneralReportPage'), (m) => m.GeneralReportPage),
    menu: { group: 'relatorios', label: 'Relatório Geral', icon: 'report' },
  },
  {
    path: '/relatorio/graficos',
    element: lazyScreen(() => import('../features/reports/OperationalChartsPage'), (m) => m.OperationalChartsPage),
    menu: { group: 'relatorios', label: 'Gráficos Operacionais', icon: 'charts' },
  },
  {
    path: '/financeiro/vendas/historico',
    element: lazyScreen(() => import('../features/salesHistory/SalesHistoryPage'), (m) => m.SalesHistoryPage),
    menu: { group: 'relatorios', label: 'Vendas', icon: 'sales' },
  },
];

export const featureRoutes: RouteObject[] = SCREENS.flatMap(({ path, element }) => (element === undefined ? [] : [{ path, element }]));
