import { Suspense, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../ui/lazyNamed';
import { selectStoreDetail } from '../store/storeSlice';
import { selectBanners } from './bannersSlice';
import { overdueInvoiceLines, showOnlinePaymentNotice } from './model';
import { OnlinePaymentNotice } from './OnlinePaymentNotice';
import { OnlinePaymentPromo } from './OnlinePaymentPromo';
import { OverdueInvoicesBanner } from './OverdueInvoicesBanner';
import { SuspensionAlert } from './SuspensionAlert';

/** Shown only when a contract waits for signature: downloaded then, not with every start. */
const ContractModal = lazyNamed(() => import('./ContractModal'), 'ContractModal');

/** Everything the shell shows above the screen (spec 01 §2 Header and banners). */
export function Banners() {
  const detail = useAppSelector(selectStoreDetail);
  const { overdueInvoices, acceptsOnline, onlinePaymentNoticeClosed, contract } = useAppSelector(selectBanners);
  const lines = useMemo(() => overdueInvoiceLines(overdueInvoices), [overdueInvoices]);
  const notice = showOnlinePaymentNotice(detail, acceptsOnline, onlinePaymentNoticeClosed);
  return (
    <>
      <Stack spacing={0.5} sx={{ px: 2, pt: 0.5, '&:empty': { display: 'none' } }}>
        {detail?.loja_bloqueada && <SuspensionAlert text={detail.texto_bloqueada} />}
        {lines.length > 0 && <OverdueInvoicesBanner lines={lines} />}
        {/* Both speak of online payment: while the fuller one-time notice shows, it stands for the promo. */}
        {notice ? <OnlinePaymentNotice /> : acceptsOnline === false && <OnlinePaymentPromo />}
      </Stack>
      {contract && (
        <Suspense fallback={null}>
          <ContractModal />
        </Suspense>
      )}
    </>
  );
}
