import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { isInterrupted } from './model';
import { targetPrinter } from './backup';
import { jobDiscarded, retryRequested, selectPrintJobs, selectPrinterHealth, selectPrintingElsewhere, selectVisiblePendingJobs } from './printingSlice';
import { isStopped } from '../../../shared/printing/status';
import type { QueuedJob } from './model';

const retryingJob = (job: QueuedJob) => job.status !== 'failed';

/**
 * The print queue in the orders toolbar: shows up when a ticket could not be printed, with the
 * reason, 'Tentar novamente' (now, instead of at the next automatic attempt) and 'Descartar'.
 * A ticket a reload interrupted is shown on its own: the person looks at the printer and decides.
 * In a second tab of the same machine it says that the other tab does the printing.
 */
export function PendingPrintJobs() {
  const dispatch = useAppDispatch();
  const failing = useAppSelector(selectVisiblePendingJobs);
  const pending = useAppSelector(selectPrintJobs).length;
  const elsewhere = useAppSelector(selectPrintingElsewhere);
  const health = useAppSelector(selectPrinterHealth);
  const first = failing[0];
  if (elsewhere) {
    return (
      <Alert severity="info" role="status" sx={{ py: 0, alignItems: 'center' }}>
        {MESSAGES.printingInOtherTab}
      </Alert>
    );
  }
  if (!first) return null;
  // a ticket its printer's backup took: the backup is the printer it waits on
  const printer = targetPrinter(first);
  const stopped = health.find((h) => h.printer === printer && isStopped(h.state));
  const reason = retryingJob(first) && stopped ? stopped.message : first.error?.startsWith(`${printer}:`) ? first.error : `${printer}: ${first.error}`;
  // retried by the queue (waiting for the next try, or being tried): the same words throughout
  const retrying = failing.every((j) => j.status !== 'failed');
  // an interrupted ticket is sent again only by the decision on it, never along with the others
  const retry = isInterrupted(first, MESSAGES.printInterruptedTitle) ? { id: first.id } : undefined;
  // the printer stopped after it went: the person says whether it came out
  const byPrinter = retry !== undefined && first.error !== MESSAGES.printInterrupted;
  return (
    <Alert
      severity="error"
      role="alert"
      aria-label={MESSAGES.printPending(pending)}
      sx={{ py: 0, alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={() => dispatch(retryRequested(retry))}>
            {byPrinter ? MESSAGES.printReprint : MESSAGES.retry}
          </Button>
          <Button color="inherit" size="small" onClick={() => dispatch(jobDiscarded(first.id))}>
            {byPrinter ? MESSAGES.printAlreadyOut : MESSAGES.printDiscard}
          </Button>
        </Stack>
      }
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {MESSAGES.printPending(pending)}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {/* the printer's own word already names it ('Caixa: sem papel'); while it says it stopped, that is the reason */}
        {first.title} — {reason}
        {retrying ? ` ${MESSAGES.printPendingRetrying}` : ''}
      </Typography>
    </Alert>
  );
}
