import { todayIn } from '../../../shared/time';
import { PRELOADED_DATA_FRESH_S, type ScreenPreload } from '../../app/lazyScreen';
import { selectStoreTimeZone } from '../store/storeSlice';
import { reportsApi } from '../reports/reportsApi';
import { openingPeriods } from './model';

/**
 * /painel's two reports (the period and the one before) asked when the route is entered, while
 * the screen's chunk (recharts and all) downloads: the same args DashboardPage opens with, from
 * the store's today. Its own small chunk: the api module, not the page.
 */
export const preloadDashboard: ScreenPreload = (dispatch, getState) => {
  const { period, previous } = openingPeriods(todayIn(selectStoreTimeZone(getState())));
  dispatch(reportsApi.util.prefetch('generalReport', period, { ifOlderThan: PRELOADED_DATA_FRESH_S }));
  dispatch(reportsApi.util.prefetch('comparisonReport', previous, { ifOlderThan: PRELOADED_DATA_FRESH_S }));
};
