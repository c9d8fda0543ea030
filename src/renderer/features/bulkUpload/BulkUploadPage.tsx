import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { BULK_UPLOAD_MESSAGES } from './messages';
import { Screen } from '../../ui/Screen';
import { ErrorState, LoadingState } from '../../ui/ScreenStates';
import { selectStoreDetail, selectStoreLoad, storeDetailRequested } from '../store/storeSlice';
import { bulkUploadPageOpened } from './bulkUploadSlice';
import { InstructionsBox } from './InstructionsBox';
import { ProgressPanel } from './ProgressPanel';
import { UploadSettingsForm } from './UploadSettingsForm';

/**
 * /bulkupload, 'Upload em massa' (spec 02 §2.20): the progress, the instructions, the CSV settings.
 * Only for a store the platform enabled (store detail upload_em_massa), as the side menu shows it
 * (spec 01 §2): opened by its address otherwise, it says so and offers nothing.
 */
export function BulkUploadPage() {
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectStoreDetail);
  const load = useAppSelector(selectStoreLoad);
  return (
    <Screen title={BULK_UPLOAD_MESSAGES.bulkUploadTitle} maxWidth={1100}>
      {detail?.upload_em_massa ? (
        <BulkUpload />
      ) : detail ? (
        <Alert severity="info">{BULK_UPLOAD_MESSAGES.bulkUploadNotEnabled}</Alert>
      ) : load === 'failed' ? (
        <ErrorState message={MESSAGES.storeLoadFailed} onRetry={() => dispatch(storeDetailRequested())} />
      ) : (
        <LoadingState />
      )}
    </Screen>
  );
}

function BulkUpload() {
  const dispatch = useAppDispatch();
  // a job still processing is resumed (bulkUploadSaga)
  useEffect(() => {
    dispatch(bulkUploadPageOpened());
  }, [dispatch]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ProgressPanel />
      <InstructionsBox />
      <UploadSettingsForm />
    </Box>
  );
}
