import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { hoursLoadRequested, hoursSaveRequested } from './hoursSlice';
import { OpeningHoursForm } from './OpeningHoursForm';

/** /configuracoes/funcionamento */
export function OpeningHoursPage() {
  const dispatch = useAppDispatch();
  const { saved, load, saving } = useAppSelector((s) => s.hours);
  useEffect(() => {
    dispatch(hoursLoadRequested());
  }, [dispatch]);

  return (
    <Box sx={{ p: 3, maxWidth: 1000 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {MESSAGES.hoursTitle}
      </Typography>
      {load.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(hoursLoadRequested())}>
              {MESSAGES.retry}
            </Button>
          }
        >
          {load.error}
        </Alert>
      )}
      {saved ? (
        <OpeningHoursForm initial={saved} saving={saving} onSave={(hours) => dispatch(hoursSaveRequested(hours))} />
      ) : (
        load.status !== 'failed' && <CircularProgress aria-label="Carregando" />
      )}
    </Box>
  );
}
