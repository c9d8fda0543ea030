import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { memo } from 'react';

/**
 * The list screens' 'Procurar...' box (spec 02 §2.1, §2.4), named by its placeholder for screen
 * readers. Memoised: a list that follows the box in a deferred render does not draw the box again.
 */
export const SearchField = memo(function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      placeholder="Procurar..."
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': 'Procurar...' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
