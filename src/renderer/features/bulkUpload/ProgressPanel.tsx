import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUploadProgress } from '../../api/uploadsSlice';
import { FILE_PROGRESS_KEY } from './bulkUploadApi';
import { bulkUploadCancelRequested, selectBulkUpload, type BulkUploadPhase, type UploadJob } from './bulkUploadSlice';
import { lastUploadText } from './model';
import { selectStoreTimeZone } from '../store/storeSlice';

const TITLES: Record<BulkUploadPhase, string> = {
  idle: 'Nenhum upload em andamento',
  loading: 'Enviando o arquivo...',
  uploading: 'Cadastrando os produtos...',
  finished: 'Upload concluído',
  canceled: 'Upload cancelado',
  error: 'O upload não foi concluído',
};

function counts(job: UploadJob): string {
  const parts = [`${job.processed} de ${job.total} linhas processadas`, `${job.added} produtos criados`];
  if (job.updated > 0) parts.push(`${job.updated} atualizados`);
  if (job.rejected > 0) parts.push(`${job.rejected} linhas recusadas`);
  return parts.join(' · ');
}

/** The progress panel (spec 02 §2.20, §4): the job's progress, 'Cancelar' while it runs, 'Último upload'. */
export function ProgressPanel() {
  const dispatch = useAppDispatch();
  const { phase, job, last, canceling } = useAppSelector(selectBulkUpload);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const panel = useRef<HTMLElement>(null);
  // the form is below: once the file goes, the person sees its progress
  useEffect(() => {
    if (phase === 'loading') panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [phase]);
  const sent = useAppSelector((s) => selectUploadProgress(s, FILE_PROGRESS_KEY));
  const percentage = phase === 'loading' ? (sent ?? 0) : (job?.percentage ?? 0);

  return (
    <Paper ref={panel} variant="outlined" component="section" aria-labelledby="progresso-upload" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="progresso-upload" variant="h6" component="h2" sx={{ flex: 1 }}>
          {TITLES[phase]}
        </Typography>
        {phase === 'uploading' && (
          <Button variant="outlined" color="error" onClick={() => dispatch(bulkUploadCancelRequested())} disabled={canceling}>
            {canceling ? 'Cancelando...' : 'Cancelar upload'}
          </Button>
        )}
      </Box>
      {(phase === 'loading' || phase === 'uploading' || ((phase === 'finished' || phase === 'canceled') && job)) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={percentage}
            aria-label="Progresso do upload"
            color={phase === 'canceled' ? 'warning' : phase === 'finished' ? 'success' : 'primary'}
            sx={{ flex: 1, height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right' }}>
            {percentage}%
          </Typography>
        </Box>
      )}
      {job && phase !== 'loading' && (
        <Typography variant="body2" color="text.secondary">
          {job.fileName}: {counts(job)}
        </Typography>
      )}
      {phase === 'uploading' && (
        <Typography variant="body2" color="text.secondary">
          Você pode sair desta tela: o upload continua e o progresso fica aqui.
        </Typography>
      )}
      <Typography variant="body2" role="status">
        Último upload: {last?.finishedAt ? `${lastUploadText(last.finishedAt, timeZone)} (${last.status === 'canceled' ? 'cancelado' : 'concluído'}, ${last.added + last.updated} produtos)` : 'nenhum'}
      </Typography>
    </Paper>
  );
}
