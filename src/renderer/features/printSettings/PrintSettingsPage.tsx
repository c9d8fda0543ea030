import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../app/store';
import type { MenuCategory } from '../../../shared/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStoreDetail, selectStoreTimeZone } from '../store/storeSlice';
import { MESSAGES } from '../../ui/messages';
import { PRINT_SETTINGS_MESSAGES } from './messages';
import { formInitialValues } from './model';
import { requestPrinterList, requestTestPage, selectModulePrinters } from './printingBridge';
import { PrintSettingsForm } from './PrintSettingsForm';
import { PrintSettingsLayout } from './PrintSettingsLayout';
import { useMenuCategoriesQuery } from '../menu/menuApi';
import { FROM_PRELOAD } from '../../app/lazyScreen';
import {
  printSettingsCloudCheckRequested,
  printSettingsSaveRequested,
  printSettingsSyncRequested,
} from './printSettingsSlice';
import { selectPrintSettingsScreen } from './selectors';

const NO_CATEGORIES: readonly MenuCategory[] = [];

/** /configuracoes/impressoras (spec 02 §2.6). */
export function PrintSettingsPage() {
  const dispatch = useAppDispatch();
  const screen = useAppSelector(selectPrintSettingsScreen);
  const modulePrinters = useAppSelector(selectModulePrinters);
  // The store detail may still be on its way when the screen opens: the login already named the store.
  const storeName = useAppSelector((s) => selectStoreDetail(s)?.nome ?? s.session.session?.nome ?? '');
  const timeZone = useAppSelector(selectStoreTimeZone);
  const method = screen.settings.metodoImpressao;
  const categories = useMenuCategoriesQuery(undefined, FROM_PRELOAD);

  // On opening, what the route's preload (preload.ts) asked a moment ago is not asked again while
  // its answer is on the way; the print module lists the printers of the method in effect: asked
  // again when it changes. A return to the screen kept hidden (app/keptScreens.tsx, its effects
  // run again) asks nothing: it shows what it showed, as its RTK Query answers do within that
  // minute, instead of drawing the whole form again for each answer ('Recarregar' lists again).
  const store = useStore<RootState>();
  const cloudAsked = useRef(false);
  const listedMethod = useRef<string | null>(null);
  useEffect(() => {
    if (cloudAsked.current) return;
    cloudAsked.current = true;
    if (selectPrintSettingsScreen(store.getState()).status !== 'loading') dispatch(printSettingsCloudCheckRequested());
  }, [dispatch, store]);
  useEffect(() => {
    if (listedMethod.current === method) return;
    const opening = listedMethod.current === null;
    listedMethod.current = method;
    if (!(opening && selectModulePrinters(store.getState()).status === 'loading')) dispatch(requestPrinterList());
  }, [dispatch, method, store]);

  const initialValues = useMemo(() => formInitialValues(screen.saved), [screen.saved]);
  const printers = useMemo(
    () => ({ status: modulePrinters.status, names: modulePrinters.list.map((p) => p.name) }),
    [modulePrinters],
  );

  return (
    <PrintSettingsLayout tab="printers">
      {screen.cloudMissing && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {PRINT_SETTINGS_MESSAGES.printSettingsNoCloud}
        </Alert>
      )}
      {categories.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void categories.refetch()}>
              {MESSAGES.retry}
            </Button>
          }
        >
          {PRINT_SETTINGS_MESSAGES.printSettingsCategoriesFailed}
        </Alert>
      )}
      <PrintSettingsForm
        key={screen.revision}
        initialValues={initialValues}
        categories={categories.data ?? NO_CATEGORIES}
        printers={printers}
        storeName={storeName}
        timeZone={timeZone}
        saving={screen.saving}
        syncing={screen.syncing}
        onSave={(values) => dispatch(printSettingsSaveRequested(values))}
        onSync={() => dispatch(printSettingsSyncRequested())}
        onReloadPrinters={() => dispatch(requestPrinterList())}
        onTest={(printer, kind, codePage) => dispatch(requestTestPage(printer, kind, codePage))}
      />
      {modulePrinters.moduleVersion && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {PRINT_SETTINGS_MESSAGES.printModuleVersion(modulePrinters.moduleVersion)}
        </Typography>
      )}
    </PrintSettingsLayout>
  );
}
