import { MESSAGES } from '../../ui/messages';
import { HOURS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { useOpeningHoursQuery, useSaveOpeningHoursMutation } from './hoursApi';
import { OpeningHoursForm } from './OpeningHoursForm';

/** /configuracoes/funcionamento */
export function OpeningHoursPage() {
  const hours = useOpeningHoursQuery();
  const [save, saving] = useSaveOpeningHoursMutation();
  return (
    <Screen title={HOURS_MESSAGES.hoursTitle} maxWidth={1000}>
      <QueryView result={hours} errorTitle={MESSAGES.hoursLoadFailed}>
        {(saved) => <OpeningHoursForm initial={saved} saving={saving.isLoading} onSave={(edited) => void save(edited)} />}
      </QueryView>
    </Screen>
  );
}
