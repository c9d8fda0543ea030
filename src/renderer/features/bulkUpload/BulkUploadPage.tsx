import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useAppDispatch } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { Screen } from '../../ui/Screen';
import { bulkUploadPageOpened } from './bulkUploadSlice';
import { InstructionsBox } from './InstructionsBox';
import { ProgressPanel } from './ProgressPanel';
import { UploadSettingsForm } from './UploadSettingsForm';

/** /bulkupload, 'Upload em massa' (spec 02 §2.20): the progress, the instructions, the CSV settings. */
export function BulkUploadPage() {
  const dispatch = useAppDispatch();
  // a job still processing is resumed (bulkUploadSaga)
  useEffect(() => {
    dispatch(bulkUploadPageOpened());
  }, [dispatch]);
  return (
    <Screen title={MESSAGES.bulkUploadTitle} maxWidth={1100}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ProgressPanel />
        <InstructionsBox />
        <UploadSettingsForm />
      </Box>
    </Screen>
  );
}
