import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { CSV_MIME } from '../../shared/csv';
import { KIT_MESSAGES } from './kitMessages';

/**
 * 'Exportar CSV': builds the file (shared/csv.ts `toCsv`, maybe after fetching every row of the
 * table) and hands it to the browser or Electron as a download named `fileName`. A build that
 * fails says so beside the button and can be tried again; nothing else on the screen changes.
 * @param fileName e.g. 'transacoes-2026-05.csv'
 * @param csv the file's text, from toCsv (or a promise of it)
 * @param label the button's text (default 'Exportar CSV')
 */
export function ExportCsvButton({
  fileName,
  csv,
  label = KIT_MESSAGES.csvExport,
  disabled = false,
}: {
  fileName: string;
  csv: () => string | Promise<string>;
  label?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportFile = async () => {
    setBusy(true);
    setFailed(false);
    try {
      downloadText(fileName, await csv(), CSV_MIME);
    } catch (e) {
      console.warn('[csv] exportação falhou:', e);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />}
        disabled={disabled || busy}
        onClick={() => void exportFile()}
      >
        {label}
      </Button>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {KIT_MESSAGES.csvExportFailed}
        </Typography>
      )}
    </Box>
  );
}

/** Saves text as a file through a temporary link (works in a browser tab and in Electron). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
