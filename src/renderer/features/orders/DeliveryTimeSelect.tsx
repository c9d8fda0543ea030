import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  deliveryTimeChangeRequested,
  selectCurrentDeliveryTime,
  selectDeliveryTimeOptions,
  selectDeliveryTimeSaving,
} from '../store/storeSlice';

/**
 * The delivery-time estimate customers see (spec 01 §4 presets 15-30 ... 90-120). The store
 * feature owns the value and the call (estabelecimento/mudaPrevisao) and its messages.
 */
export function DeliveryTimeSelect() {
  const options = useAppSelector(selectDeliveryTimeOptions);
  const current = useAppSelector(selectCurrentDeliveryTime);
  const saving = useAppSelector(selectDeliveryTimeSaving);
  const dispatch = useAppDispatch();
  return (
    <TextField
      select
      size="small"
      label="Tempo de entrega"
      value={current?.value ?? ''}
      disabled={saving}
      sx={{ minWidth: 150 }}
      onChange={(e) => {
        const option = options.find((o) => o.value === e.target.value);
        if (option) {
          dispatch(deliveryTimeChangeRequested({ entrega_minimo: option.entrega_minimo, entrega_maximo: option.entrega_maximo }));
        }
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
