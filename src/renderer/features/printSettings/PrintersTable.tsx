import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CODE_PAGE_INFO, CODE_PAGES, type CodePage } from '../../../shared/printing/codePages';
import { BACKUP_AFTER_OPTIONS, type BackupPrinter, DEFAULT_BACKUP_AFTER_SECONDS } from '../../../shared/api/areas/printing';
import { MESSAGES } from '../../ui/messages';
import { PrinterHealthMark } from '../printing/PrinterHealthStatus';
import { PRINT_SETTINGS_MESSAGES } from './messages';

export type TestKind = 'teste' | 'acentos';

interface Props {
  printers: readonly string[];
  /** those this computer does not have: marked in their row */
  missing: readonly string[];
  codePageOf: (printer: string) => CodePage;
  onCodePageChange: (printer: string, codePage: CodePage) => void;
  onTest: (printer: string, kind: TestKind, codePage: CodePage) => void;
  /** each printer's backup; undefined: the print method cannot confirm, so no backup is offered */
  backups?: Record<string, BackupPrinter>;
  onBackupChange: (printer: string, backup: BackupPrinter | null) => void;
}

/**
 * Per printer: its code page (CP850 by default) with a test page and an accents test, and, with a
 * print method that confirms, its backup printer and how long a stop lasts before the backup takes over.
 */
export function PrintersTable({ printers, missing, codePageOf, onCodePageChange, onTest, backups, onBackupChange }: Props) {
  if (printers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {PRINT_SETTINGS_MESSAGES.printPrintersNone}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={PRINT_SETTINGS_MESSAGES.printPrintersTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{PRINT_SETTINGS_MESSAGES.printPrinterName}</TableCell>
          <TableCell>{PRINT_SETTINGS_MESSAGES.printCodePage}</TableCell>
          {backups && <TableCell>{PRINT_SETTINGS_MESSAGES.printBackup}</TableCell>}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {printers.map((printer) => {
          const codePage = codePageOf(printer);
          return (
            <TableRow key={printer}>
              <TableCell>
                {printer}
                <PrinterHealthMark printer={printer} />
                {missing.includes(printer) && (
                  <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
                    {MESSAGES.printerMissingMark}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={`${PRINT_SETTINGS_MESSAGES.printCodePage}: ${printer}`}
                  value={codePage}
                  onChange={(e) => onCodePageChange(printer, e.target.value as CodePage)}
                >
                  {CODE_PAGES.map((cp) => (
                    <MenuItem key={cp} value={cp}>
                      {CODE_PAGE_INFO[cp].label}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              {backups && <BackupCell printer={printer} printers={printers} backup={backups[printer]} onChange={(b) => onBackupChange(printer, b)} />}
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Button size="small" variant="outlined" aria-label={`${PRINT_SETTINGS_MESSAGES.printTest}: ${printer}`} onClick={() => onTest(printer, 'teste', codePage)}>
                    {PRINT_SETTINGS_MESSAGES.printTest}
                  </Button>
                  <Button size="small" variant="outlined" aria-label={`${PRINT_SETTINGS_MESSAGES.printAccentTest}: ${printer}`} onClick={() => onTest(printer, 'acentos', codePage)}>
                    {PRINT_SETTINGS_MESSAGES.printAccentTest}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The backup and its wait, one above the other: the table fits a 1024 px screen with the menu open. */
function BackupCell({ printer, printers, backup, onChange }: { printer: string; printers: readonly string[]; backup: BackupPrinter | undefined; onChange: (backup: BackupPrinter | null) => void }) {
  const others = printers.filter((p) => p !== printer);
  return (
    <TableCell sx={{ minWidth: 150 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          select
          size="small"
          fullWidth
          label={`${PRINT_SETTINGS_MESSAGES.printBackup}: ${printer}`}
          value={backup?.printer ?? ''}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => onChange(e.target.value ? { printer: e.target.value, afterSeconds: backup?.afterSeconds ?? DEFAULT_BACKUP_AFTER_SECONDS } : null)}
        >
          <MenuItem value="">{PRINT_SETTINGS_MESSAGES.printBackupNone}</MenuItem>
          {others.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth
          disabled={!backup}
          label={`${PRINT_SETTINGS_MESSAGES.printBackupAfter}: ${printer}`}
          value={backup?.afterSeconds ?? DEFAULT_BACKUP_AFTER_SECONDS}
          onChange={(e) => backup && onChange({ ...backup, afterSeconds: Number(e.target.value) })}
        >
          {BACKUP_AFTER_OPTIONS.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {PRINT_SETTINGS_MESSAGES.printBackupAfterOption(seconds)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </TableCell>
  );
}
