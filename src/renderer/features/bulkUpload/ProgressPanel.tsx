import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUploadProgress } from '../../api/uploadsSlice';
import { MESSAGES } from '../../ui/messages';
import { FILE_PROGRESS_KEY } from './bulkUploadApi';
import { BULK_UPLOAD_MESSAGES } from './messages';
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
  const parts = [
    `${job.processed} de ${job.total} ${job.total === 1 ? 'linha processada' : 'linhas processadas'}`,
    job.added === 1 ? '1 produto criado' : `${job.added} produtos criados`,
  ];
  if (job.updated > 0) parts.push(job.updated === 1 ? '1 atualizado' : `${job.updated} atualizados`);
  if (job.rejected > 0) parts.push(MESSAGES.bulkUploadRejectedRows(job.rejected));
  if (job.kept > 0) parts.push(BULK_UPLOAD_MESSAGES.bulkUploadKeptRows(job.kept));
  return parts.join(' · ');
}

/** The rows the service refused, each with its line and why (the first ones the service lists). */
function RejectedRows({ job }: { job: UploadJob }) {
  const unlisted = job.rejected - job.problems.length;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle id="linhas-recusadas">Linhas recusadas</AlertTitle>
      <Box component="ul" aria-labelledby="linhas-recusadas" sx={{ m: 0, pl: 2.5 }}>
        {job.problems.map((p) => (
          <li key={p.line}>
            Linha {p.line}: {p.message}
          </li>
        ))}
      </Box>
      {unlisted > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {unlisted === 1 ? 'E mais 1 linha recusada.' : `E mais ${unlisted} linhas recusadas.`}
        </Typography>
      )}
    </Alert>
  );
}

/** The progress panel (spec 02 §2.20, §4): the job's progress, 'Cancelar' while it runs, 'Último upload'. */
export function ProgressPanel() {
  const dispatch = useAppDispatch();
  const { phase, job, last, canceling, refusal } = useAppSelector(selectBulkUpload);
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
          {phase === 'finished' && (job?.rejected ?? 0) > 0 ? 'Upload concluído com linhas recusadas' : TITLES[phase]}
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
            color={phase === 'canceled' || (phase === 'finished' && (job?.rejected ?? 0) > 0) ? 'warning' : phase === 'finished' ? 'success' : 'primary'}
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
      {phase === 'error' && refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {job && phase !== 'loading' && job.problems.length > 0 && <RejectedRows job={job} />}
      {phase === 'uploading' && (
        <Typography variant="body2" color="text.secondary">
          Você pode sair desta tela: o upload continua e o progresso fica aqui.
        </Typography>
      )}
      <Typography variant="body2" role="status">
        Último upload: {last?.finishedAt ? `${lastUploadText(last.finishedAt, timeZone)} (${last.status === 'canceled' ? 'cancelado' : 'concluído'}, ${BULK_UPLOAD_MESSAGES.bulkUploadProducts(last.added + last.updated)})` : 'nenhum'}
      </Typography>
    </Paper>
  );
}
