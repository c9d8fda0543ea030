import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { fechadoFor } from './model';
import { openingChangeRequested, selectStoreLoad, selectStoreOpen, selectStoreToggling, storeDetailRequested } from './storeSlice';

/**
 * The header's open/closed switch (spec 01 §2, §4). It shows what the platform says: a click asks
 * to change and the switch moves only once the platform agreed (or a live 'loja' event says so).
 */
export function StoreOpenSwitch() {
  const open = useAppSelector(selectStoreOpen);
  const toggling = useAppSelector(selectStoreToggling);
  const load = useAppSelector(selectStoreLoad);
  const dispatch = useAppDispatch();

  if (open === null) {
    if (load === 'failed') {
      return (
        <Button size="small" onClick={() => dispatch(storeDetailRequested())}>
          {MESSAGES.storeReload}
        </Button>
      );
    }
    return <CircularProgress size={20} aria-label="Carregando dados da loja" />;
  }

  return (
    <FormControlLabel
      control={
        <Switch
          checked={open}
          disabled={toggling}
          color="success"
          onChange={(e) => dispatch(openingChangeRequested({ fechado: fechadoFor(e.target.checked) }))}
        />
      }
      label={open ? MESSAGES.storeOpen : MESSAGES.storeClosed}
      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontWeight: 600, color: open ? 'success.main' : 'error.main' } }}
    />
  );
}
