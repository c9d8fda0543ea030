import { alpha, type Theme } from '@mui/material/styles';

/**
 * Plain elements looking like MUI parts, for lists that draw many rows (a 5,000-product category,
 * 60 categories): a MUI IconButton or ListItemButton brings its ripple, state and emotion styles
 * to every row. Put these in the list's GlobalStyles (styled once) and use the classes:
 *
 * - `plain-icon-button`: a <button> with an icon, as MUI's small IconButton;
 * - `plain-list-button`: a <button> filling its row, as MUI's ListItemButton (`aria-current` set: selected);
 * - `plain-chip`: a small read-only chip;
 * - `plain-input`: an <input> as MUI's small outlined TextField without a floating label (name
 *   it with aria-label; give it a placeholder);
 * - `plain-input-message`: the message under a `plain-input` (PlainMoneyInput's rule); an input
 *   with aria-invalid="true" has the error's colour;
 * - `plain-checkbox`: an <input type="checkbox"> in a 38 px box, as MUI's Checkbox;
 * - `plain-switch`: an <input type="checkbox" role="switch">, as MUI's Switch (a track and its thumb).
 */
export const plainPartStyles = (theme: Theme) => ({
  '.plain-icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  },
  '.plain-icon-button:hover': { background: theme.palette.action.hover },
  '.plain-icon-button:focus-visible, .plain-list-button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '.plain-list-button': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    flex: 1,
    minWidth: 0,
    margin: 0,
    padding: theme.spacing(0.5, 2),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: theme.palette.text.primary,
    textAlign: 'left' as const,
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  },
  '.plain-list-button:hover': { background: theme.palette.action.hover },
  '.plain-list-button[aria-current]': { background: theme.palette.action.selected },
  '.plain-chip': {
    ...theme.typography.body2,
    fontSize: '0.8125rem',
    display: 'inline-flex',
    alignItems: 'center',
    flex: 'none',
    height: 24,
    marginLeft: theme.spacing(1),
    padding: theme.spacing(0, 1),
    borderRadius: 12,
    background: theme.palette.action.selected,
    color: theme.palette.text.primary,
  },
  '.plain-input': {
    ...theme.typography.body1,
    boxSizing: 'border-box' as const,
    width: '100%',
    height: 40,
    margin: 0,
    padding: '8.5px 14px',
    border: `1px solid ${theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)'}`,
    borderRadius: theme.shape.borderRadius,
    background: 'transparent',
    color: theme.palette.text.primary,
  },
  '.plain-input:hover:not(:disabled)': { borderColor: theme.palette.text.primary },
  '.plain-input:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2, borderColor: 'transparent' },
  '.plain-input:disabled': { color: theme.palette.text.disabled, borderColor: theme.palette.action.disabledBackground },
  '.plain-input::placeholder': { color: theme.palette.text.secondary, opacity: 0.7 },
  '.plain-input[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '.plain-input-message': {
    ...theme.typography.caption,
    display: 'block',
    marginTop: 3,
    color: theme.palette.error.main,
    whiteSpace: 'normal' as const,
  },
  '.plain-switch': {
    appearance: 'none' as const,
    position: 'relative' as const,
    boxSizing: 'border-box' as const,
    width: 34,
    height: 14,
    margin: 12,
    borderRadius: 7,
    background: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.38)' : 'rgba(255, 255, 255, 0.3)',
    cursor: 'pointer',
    verticalAlign: 'middle',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  },
  '.plain-switch::before': {
    content: '""',
    position: 'absolute' as const,
    top: -3,
    left: -3,
    width: 20,
    height: 20,
    borderRadius: '50%',
    background: theme.palette.mode === 'light' ? theme.palette.common.white : theme.palette.grey[300],
    boxShadow: theme.shadows[1],
    transition: theme.transitions.create(['left', 'background-color'], { duration: theme.transitions.duration.shortest }),
  },
  '.plain-switch:checked': { background: alpha(theme.palette.primary.main, 0.5) },
  '.plain-switch:checked::before': { left: 17, background: theme.palette.primary.main },
  '.plain-switch:focus-visible, .plain-checkbox:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 4 },
  '.plain-switch:disabled': { opacity: 0.5, cursor: 'default' },
  '.plain-checkbox': {
    width: 18,
    height: 18,
    margin: 10,
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
    verticalAlign: 'middle',
  },
  '.plain-checkbox:disabled': { cursor: 'default' },
});
