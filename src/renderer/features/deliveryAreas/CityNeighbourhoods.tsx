import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { DeliveryCity } from '../../../shared/api';
import { BulkEditBar } from './BulkEditBar';
import { filterNeighbourhoods, toggleAll } from './model';
import { NeighbourhoodTable } from './NeighbourhoodTable';

/** One city's neighbourhoods: search, bulk edit of the selected rows, and the table. */
export function CityNeighbourhoods({ city }: { city: DeliveryCity }) {
  const [search, setSearch] = useState('');
  // typing stays immediate while the list of a big city filters behind it
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterNeighbourhoods(city.bairros, deferredSearch), [city.bairros, deferredSearch]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const toggleOne = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const toggleShown = useCallback(() => setSelected((current) => toggleAll(shown, current)), [shown]);
  const total = city.bairros.length;
  // drawn with each key, not again when the rows follow it
  const searchBox = useMemo(
    () => (
      <TextField
        size="small"
        label="Procurar bairro"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        sx={{ width: 320 }}
      />
    ),
    [search],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {searchBox}
        <Typography variant="body2" color="text.secondary" role="status">
          {shown.length === total ? `${total} bairros` : `${shown.length} de ${total} bairros`}
        </Typography>
      </Box>
      <BulkEditBar selected={selected} onDone={clearSelection} />
      <NeighbourhoodTable
        cityName={city.cidade.nome_cidade}
        rows={shown}
        selected={selected}
        onToggle={toggleOne}
        onToggleAll={toggleShown}
      />
    </Box>
  );
}
