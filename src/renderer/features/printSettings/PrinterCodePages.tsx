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
import { MESSAGES } from '../../ui/messages';
import { PrinterHealthMark } from '../printing/PrinterHealthStatus';
import { PRINT_SETTINGS_MESSAGES } from './messages';

export type TestKind = 'teste' | 'acentos';

interface Props {
  printers: readonly string[];
  /** those this computer does not have: marked in their row */
  missing: readonly string[];
  codePages: Record<string, CodePage>;
  codePageOf: (printer: string) => CodePage;
  onCodePageChange: (printer: string, codePage: CodePage) => void;
  onTest: (printer: string, kind: TestKind, codePage: CodePage) => void;
}

/** Per-printer code page (CP850 by default) with a test page and an accents test each. */
export function PrinterCodePages({ printers, missing, codePageOf, onCodePageChange, onTest }: Props) {
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
              <TableCell sx={{ minWidth: 220 }}>
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
