import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCentsBRL } from '../../../shared/format';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FINANCE_MESSAGES } from './messages';
import { grossToNetCsv } from './csvExports';
import type { GrossToNet, GrossToNetLine } from './model';

/**
 * From gross sales to what the store receives, line by line: each line opens the orders behind
 * it (onLine), and the check line says whether the platform's total equals the sum of the parts,
 * plainly when it does not.
 */
export function GrossToNetPanel({
  title,
  value,
  platformLabel,
  onLine,
  fileName,
}: {
  title: string;
  value: GrossToNet;
  /** what the platform's total is called here ('Líquido informado pela plataforma') */
  platformLabel: string;
  onLine: (line: GrossToNetLine) => void;
  fileName: string;
}) {
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <ExportCsvButton fileName={fileName} csv={() => grossToNetCsv(value)} />
      </Box>
      <Table size="small" aria-labelledby={titleId}>
        <TableBody>
          {value.lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>
                {line.drillDown ? (
                  <Button size="small" onClick={() => onLine(line)} sx={{ textTransform: 'none', p: 0, minWidth: 0 }} aria-label={`Ver pedidos: ${line.label}`}>
                    {line.label}
                  </Button>
                ) : (
                  line.label
                )}
              </TableCell>
              <TableCell align="right">{formatCentsBRL(line.cents)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Líquido (soma das partes)</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatCentsBRL(value.parts)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{platformLabel}</TableCell>
            <TableCell align="right">{formatCentsBRL(value.platformTotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Diferença</TableCell>
            <TableCell align="right">{formatCentsBRL(value.difference)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Alert severity={value.agrees ? 'success' : 'error'} sx={{ mt: 1 }}>
        {value.agrees ? FINANCE_MESSAGES.financeChecksOut : FINANCE_MESSAGES.financeDoesNotCheckOut(formatCentsBRL(value.difference))}
      </Alert>
      {value.sponsored !== 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Descontos patrocinados pela plataforma: {formatCentsBRL(value.sponsored)} (pagos à loja pela plataforma; não reduzem o líquido).
        </Typography>
      )}
    </Paper>
  );
}

