import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PRINTER_STATE_LABELS, type PrinterHealth, isStopped } from '../../../shared/printing/status';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { selectPrinterHealth, selectPrinterRedirects } from './printingSlice';

const colorOf = (health: PrinterHealth): 'success' | 'warning' | 'error' | 'default' =>
  isStopped(health.state) ? 'error' : health.state === 'pouco-papel' ? 'warning' : health.state === 'pronta' ? 'success' : 'default';

/**
 * Each configured printer's state in the orders toolbar ('Caixa: sem papel'): a network printer as
 * it says it, a printer behind the system's queue (CUPS, the Windows spooler) as the queue says it;
 * and, while a stopped printer's tickets go to its backup, 'Cozinha → Caixa'.
 */
export function PrinterHealthStatus() {
  const health = useAppSelector(selectPrinterHealth);
  const redirects = Object.entries(useAppSelector(selectPrinterRedirects));
  if (health.length === 0 && redirects.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} role="status" aria-label={MESSAGES.printerHealthTitle} sx={{ flexWrap: 'wrap' }}>
      {/* a stopped printer's tickets going to its backup, while it lasts */}
      {redirects.map(([station, backup]) => (
        <Chip key={`${station}->${backup}`} size="small" color="warning" label={MESSAGES.printerRedirect(station, backup)} title={MESSAGES.printerRedirectHint(station, backup)} />
      ))}
      {health.map((h) => (
        <Chip
          key={h.printer}
          size="small"
          variant={h.state === 'pronta' || h.state === 'sem-confirmacao' ? 'outlined' : 'filled'}
          color={colorOf(h)}
          label={`${h.printer}: ${PRINTER_STATE_LABELS[h.state]}`}
          title={h.message}
        />
      ))}
    </Stack>
  );
}

/** One printer's state under its name in the print settings; 'sem confirmação' for one that does not answer, never an error. */
export function PrinterHealthMark({ printer }: { printer: string }) {
  const health = useAppSelector(selectPrinterHealth).find((h) => h.printer === printer);
  if (!health) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colorOf(health)}
      label={PRINTER_STATE_LABELS[health.state]}
      title={health.message}
      sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
    />
  );
}
