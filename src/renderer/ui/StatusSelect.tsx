import { useId, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
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

const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);
/** MUI's ArrowDropDown */
const ARROW_PATH = 'M7 10l5 5 5-5z';

/**
 * The compact status dropdown of the menu and stock tables, showing the status's label.
 *
 * Drawn as a plain element looking like a small outlined select, its menu mounted only while it is
 * open: a table row draws one per product, and a MUI Select (input, outline, a closed popover and
 * their styles) per row made each key typed in a 5,000-product category's search draw a
 * screenful of them again.
 */
export function StatusSelect({ entity, value, onChange, busy = false, label = 'Status' }: StatusSelectProps) {
  const theme = useTheme();
  const listId = useId();
  /** the trigger while the menu is open */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** the menu stays mounted until its closing transition ends */
  const [menuMounted, setMenuMounted] = useState(false);
  const options = statusOptions(entity);
  const known = options.some((o) => o.code === value);

  const open = (trigger: HTMLElement) => {
    if (busy) return;
    setAnchor(trigger);
    setMenuMounted(true);
  };
  const choose = (code: StatusCode) => {
    setAnchor(null);
    if (code !== value) onChange(code);
  };

  const trigger: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 120,
    height: 40,
    padding: '0 32px 0 14px',
    border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
    borderRadius: theme.shape.borderRadius,
    fontFamily: theme.typography.fontFamily,
    fontSize: 14,
    color: busy ? theme.palette.text.disabled : theme.palette.text.primary,
    background: theme.palette.background.paper,
    cursor: busy ? 'default' : 'pointer',
    userSelect: 'none',
    whiteSpace: 'nowrap',
  };

  return (
    <>
      <div
        role="combobox"
        tabIndex={busy ? -1 : 0}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        aria-disabled={busy || undefined}
        style={trigger}
        onMouseDown={(event: MouseEvent<HTMLDivElement>) => {
          if (event.button !== 0) return;
          // focus now, so the menu gives it back when it closes (as MUI's Select opens: on mouse down)
          event.preventDefault();
          event.currentTarget.focus();
          open(event.currentTarget);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          open(event.currentTarget);
        }}
      >
        {statusLabel(value)}
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          width={24}
          height={24}
          fill="currentColor"
          style={{ position: 'absolute', right: 7, color: busy ? theme.palette.action.disabled : theme.palette.action.active }}
        >
          <path d={ARROW_PATH} />
        </svg>
      </div>
      {menuMounted && (
        <Menu
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          slotProps={{
            list: { id: listId, role: 'listbox', 'aria-label': label, sx: { minWidth: anchor?.clientWidth } },
            transition: { onExited: () => setMenuMounted(false) },
          }}
        >
          {!known && (
            <MenuItem role="option" aria-selected selected disabled>
              {statusLabel(value)}
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.code} role="option" aria-selected={o.code === value} selected={o.code === value} onClick={() => choose(o.code)}>
              {o.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
