import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { COLUMN_TYPES } from '../../../shared/api';
import { COLUMN_LABELS, columnsDisposition, type ColumnChoices } from '../../../shared/bulkUpload/columns';
import { FILE_WITHOUT_PRODUCTS } from '../../../shared/bulkUpload/csv';
import type { FilePreview, PreviewRow } from './model';

/** What a row becomes, in words: its problems, or the product with its notes. */
function verdict(row: PreviewRow): string {
  if (row.problems.length > 0) return row.problems.join(' ');
  const notes = ['Pronto para enviar'];
  if (row.unavailable) notes.push('ficará indisponível (preço ou estoque zero)');
  if (row.needsCatalogue) notes.push('sem nome: criado só se o código de barras estiver no catálogo');
  return notes.join('; ');
}

/**
 * The first rows as the service will read them with the chosen columns, each marked with what is
 * wrong in it (spec 02 §5's rules), so a wrong column number is caught before the upload.
 * `preview`: null while the columns have problems.
 */
export function CsvPreview({ preview, columns }: { preview: FilePreview | null; columns: ColumnChoices }) {
  const rows = preview?.rows ?? [];
  const shown = COLUMN_TYPES.filter((type) => type in columnsDisposition(columns));
  const wrong = rows.filter((r) => r.problems.length > 0).length;

  return (
    <Box component="section" aria-labelledby="previa-csv" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="previa-csv" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Prévia das primeiras linhas
      </Typography>
      {!preview ? (
        <Typography variant="body2" color="text.secondary">
          Corrija as colunas para ver a prévia.
        </Typography>
      ) : preview.empty ? (
        <Alert severity="error" role="alert">
          {FILE_WITHOUT_PRODUCTS} Escolha um arquivo com ao menos uma linha de produto para enviar.
        </Alert>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          As primeiras linhas do arquivo estão em branco: não há o que mostrar na prévia.
        </Typography>
      ) : (
        <>
          {wrong > 0 ? (
            <Alert severity="warning" role="status">
              {`${rows.length === 1 ? 'A linha da prévia tem problemas.' : `${wrong} de ${rows.length} linhas da prévia têm problemas.`} Confira os números das colunas antes de enviar.`}
            </Alert>
          ) : (
            <Alert severity="success" role="status">
              {rows.length === 1 ? 'A primeira linha está pronta para enviar.' : `As ${rows.length} primeiras linhas estão prontas para enviar.`}
            </Alert>
          )}
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label="Prévia do arquivo">
              <TableHead>
                <TableRow>
                  <TableCell>Linha</TableCell>
                  {shown.map((type) => (
                    <TableCell key={type}>{COLUMN_LABELS[type]}</TableCell>
                  ))}
                  <TableCell>Situação</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const bad = row.problems.length > 0;
                  return (
                    <TableRow key={row.line} aria-invalid={bad} sx={bad ? { bgcolor: 'error.50', '& td': { color: 'error.dark' } } : undefined}>
                      <TableCell>{row.line}</TableCell>
                      {shown.map((type) => (
                        <TableCell key={type}>{row.cells[type] ?? '—'}</TableCell>
                      ))}
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                          {bad ? <ErrorOutline fontSize="small" color="error" aria-label="Com problema" /> : <CheckCircleOutline fontSize="small" color="success" aria-label="Sem problema" />}
                          <span>{verdict(row)}</span>
                        </Box>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
