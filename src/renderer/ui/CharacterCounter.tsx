import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
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

/**
 * A field's helper text with its counter: the message (an error, a hint) at the left, '12/200' at
 * the right. Give the field `slotProps={{ formHelperText: { component: 'div' } }}`.
 */
export function CountedHelperText({ message, length, max }: { message?: ReactNode; length: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span> <CharacterCounter length={length} max={max} />
    </Box>
  );
}
