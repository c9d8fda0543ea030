import Typography from '@mui/material/Typography';

/**
 * How much of a text's limit is used, as the spec shows it: '12/200'.
 * @param length characters typed
 * @param max the limit
 */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  return (
    <Typography component="span" variant="caption" color={length > max ? 'error' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
      {length}/{max}
    </Typography>
  );
}
