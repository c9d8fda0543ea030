import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { statusLabel, statusOptions, type StatusCode, type StatusEntity } from '../../shared/statusCodes';

export interface StatusSelectProps {
  /** which codes are offered: categories and products S/F/O, sizes and variations S/F/O/N, stock items S/O */
  entity: StatusEntity;
  /** the current code as the platform sent it (one the entity does not offer is shown, not offered) */
  value: string;
  /** a code chosen: the screens apply it at once (spec 02 §4) */
  onChange: (code: StatusCode) => void;
  /** locked while the change is saved */
  busy?: boolean;
  /** the accessible name, e.g. 'Status de Pizza Calabresa' (default 'Status') */
  label?: string;
}

/** The compact status dropdown of the menu and stock tables, showing the status's label. */
export function StatusSelect({ entity, value, onChange, busy = false, label = 'Status' }: StatusSelectProps) {
  const options = statusOptions(entity);
  const known = options.some((o) => o.code === value);
  return (
    <Select
      size="small"
      value={value}
      disabled={busy}
      inputProps={{ 'aria-label': label }}
      onChange={(event) => {
        const code = options.find((o) => o.code === event.target.value)?.code;
        if (code && code !== value) onChange(code);
      }}
      sx={{ minWidth: 120, fontSize: 14 }}
    >
      {!known && (
        <MenuItem value={value} disabled>
          {statusLabel(value)}
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.code} value={o.code}>
          {o.label}
        </MenuItem>
      ))}
    </Select>
  );
}
