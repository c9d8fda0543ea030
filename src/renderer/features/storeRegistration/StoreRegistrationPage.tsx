import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { STORE_REGISTRATION_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { selectStoreDetail, storeDetailRequested } from '../store/storeSlice';
import { RegistrationForm } from './RegistrationForm';
import { RequestedChangesTable } from './RequestedChangesTable';
import { useStoreRegistrationQuery } from './storeRegistrationApi';

const TABS = [
  { id: 'cadastro', label: 'Cadastro' },
  { id: 'solicitacoes', label: 'Solicitações' },
] as const;

/** /estabelecimentos: the store's registration and the changes it asked for (spec 02 §2.19). */
export function StoreRegistrationPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('cadastro');
  return (
    <Screen title={STORE_REGISTRATION_MESSAGES.storeRegistrationTitle} maxWidth={1100}>
      <Tabs value={tab} onChange={(_e, value: typeof tab) => setTab(value)} aria-label="Estabelecimento" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`aba-${t.id}`} aria-controls={`painel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`}>
        {tab === 'cadastro' ? <Registration /> : <RequestedChangesTable />}
      </Box>
    </Screen>
  );
}

function Registration() {
  const registration = useStoreRegistrationQuery();
  useHeaderLogoFollows(registration.data?.est.logotipo);
  return (
    <QueryView result={registration} errorTitle={STORE_REGISTRATION_MESSAGES.storeRegistrationLoadFailed}>
      {({ est, pen }) => <RegistrationForm store={est} pending={pen} />}
    </QueryView>
  );
}

/** An approved logo is the store's now: the header reads the store again when it shows another. */
function useHeaderLogoFollows(logo: string | undefined) {
  const dispatch = useAppDispatch();
  const headerLogo = useAppSelector((s) => selectStoreDetail(s)?.logotipo);
  useEffect(() => {
    if (logo !== undefined && headerLogo !== undefined && logo !== headerLogo) dispatch(storeDetailRequested());
  }, [logo, headerLogo, dispatch]);
}
