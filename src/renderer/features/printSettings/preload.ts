import { PRELOADED_DATA_FRESH_S, type ScreenPreload } from '../../app/lazyScreen';
import { menuApi } from '../menu/menuApi';
import { requestPrinterList } from './printingBridge';
import { printSettingsCloudCheckRequested } from './printSettingsSlice';

/**
 * What Impressoras asks first, asked when its route is entered while the screen's chunk
 * downloads: the menu categories (the production printers' rows), whether the cloud has settings,
 * and the print module's printers. Asked from the page's first effects, their requests and the
 * store changes they made (a second render of the whole form) were inside the opening's longest
 * task (issue 32); the page does not ask again what is on its way (PrintSettingsPage).
 */
export const preloadPrintSettings: ScreenPreload = (dispatch) => {
  dispatch(menuApi.util.prefetch('menuCategories', undefined, { ifOlderThan: PRELOADED_DATA_FRESH_S }));
  dispatch(printSettingsCloudCheckRequested());
  dispatch(requestPrinterList());
};
