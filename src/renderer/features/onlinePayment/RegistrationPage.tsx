import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { OnlinePaymentNav } from './OnlinePaymentNav';
import { RegistrationForm } from './RegistrationForm';
import { registrationBadge } from './registrationModel';
import { useBusinessCategoriesQuery, useRegistrationQuery, useSaveRegistrationMutation } from './registrationApi';
import { SupportPhone } from './SupportPhone';
import { useStoreId } from './useStoreId';

const BADGE_COLOR = { warning: 'warning', success: 'success', default: 'default' } as const;

/** /financeiro/cadastro/dados: the online payment registration (spec 02 §2.8 Dados Cadastrais, §4, §5). */
export function RegistrationPage() {
  const storeId = useStoreId();
  const registration = useRegistrationQuery(storeId);
  const categories = useBusinessCategoriesQuery();
  const [save, saving] = useSaveRegistrationMutation();
  const badge = registrationBadge(registration.data === undefined ? undefined : (registration.data?.zoop_status ?? null));
  return (
    <Screen
      title="Dados Cadastrais"
      maxWidth={1100}
      actions={registration.data !== undefined && <Chip label={badge.label} color={BADGE_COLOR[badge.tone]} />}
    >
      <OnlinePaymentNav />
      <QueryView result={registration} errorTitle={ONLINE_PAYMENT_MESSAGES.registrationLoadFailed}>
        {(saved) => (
          <Box>
            <RegistrationForm
              // a saved registration comes back from the platform: the form starts again from it, read-only
              key={saved ? `${saved.id_pagon_cadastro}-${JSON.stringify(saved)}` : 'novo'}
              registration={saved}
              categories={categories.data ?? []}
              categoriesFailed={categories.isError}
              onRetryCategories={() => void categories.refetch()}
              saving={saving.isLoading}
              onSave={async (body) => 'data' in (await save(body))}
              storeId={storeId}
            />
          </Box>
        )}
      </QueryView>
      <SupportPhone />
    </Screen>
  );
}
