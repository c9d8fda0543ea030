import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { COLUMN_TYPES, type ColumnType } from '../../../shared/api';
import { COLUMN_LABELS, isRequiredColumn, type ColumnChoices } from '../../../shared/bulkUpload/columns';
import { setColumn, toggleColumn } from './model';

/**
 * The column mapping (spec 02 §3, §5): barcode, quantity and price always on; the others on
 * demand; the column of each, from 1. Unchecking a type removes its column.
 */
export function ColumnMapping({
  columns,
  problems,
  disabled,
  onChange,
}: {
  columns: ColumnChoices;
  problems: Partial<Record<ColumnType, string>>;
  disabled: boolean;
  onChange: (columns: ColumnChoices) => void;
}) {
  return (
    <Table size="small" aria-label="Colunas do arquivo" sx={{ maxWidth: 640 }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Tipo de dado</TableCell>
          <TableCell sx={{ width: 260 }}>Número da coluna</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {COLUMN_TYPES.map((type) => {
          const required = isRequiredColumn(type);
          const choice = columns[type];
          const on = required || choice.checked;
          const label = COLUMN_LABELS[type];
          return (
            <TableRow key={type}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={on}
                  disabled={required || disabled}
                  onChange={(e) => onChange(toggleColumn(columns, type, e.target.checked))}
                  slotProps={{ input: { 'aria-label': `Ler ${label}` } }}
                />
              </TableCell>
              <TableCell component="th" scope="row">
                {label}
                {required ? ' (obrigatório)' : ''}
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  type="number"
                  value={choice.column}
                  onChange={(e) => onChange(setColumn(columns, type, e.target.value))}
                  disabled={!on || disabled}
                  required={on}
                  error={Boolean(problems[type])}
                  helperText={problems[type]}
                  slotProps={{ htmlInput: { min: 1, step: 1, 'aria-label': `Coluna de ${label}` } }}
                  fullWidth
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
