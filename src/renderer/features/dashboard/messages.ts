/**
 * The texts of Dashboard (spec 02 §2.18, §8). They go with the area's lazy screens, not in the
 * first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const DASHBOARD_MESSAGES = {
  dashboardLoadFailed: 'Não foi possível carregar o painel.',
} as const;
