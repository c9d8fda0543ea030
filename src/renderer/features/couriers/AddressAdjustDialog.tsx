import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../ui/BusyButton';
import type { PlacePrediction } from '../../../shared/api';
import { useAppDispatch } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { AddressMap, formatPoint } from './AddressMap';
import {
  ADDRESS_QUERY_MIN_LENGTH,
  addressDialogClosed,
  addressMarkerMoved,
  addressPredictionChosen,
  addressQueryChanged,
  addressSaveRequested,
  type AddressDialog,
} from './couriersSlice';

/**
 * Address adjustment (spec 01 §2): search the maps service's places, choose one (the marker
 * moves there, and a click on the map fine-tunes it), Salvar sends it to
 * enderecos/updateUserAddress and the order comes back with coordinates.
 */
export function AddressAdjustDialog({ dialog }: { dialog: AddressDialog }) {
  const dispatch = useAppDispatch();
  const titleId = `address-dialog-${dialog.orderId}`;
  const point = dialog.choice ?? dialog.current;
  const tooShort = dialog.query.trim().length < ADDRESS_QUERY_MIN_LENGTH;
  const close = () => dispatch(addressDialogClosed());
  return (
    <Dialog open onClose={dialog.saving ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Ajustar endereço do pedido {dialog.orderId}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            <strong>Endereço do pedido:</strong> {dialog.orderAddress || '—'}
          </Typography>
          {!dialog.current && (
            <Alert severity="warning">
              Este endereço não está padronizado (sem coordenadas). Busque o endereço correto e escolha uma sugestão.
            </Alert>
          )}
          <Autocomplete<PlacePrediction, false, false, false>
            options={dialog.predictions}
            filterOptions={(options) => options}
            getOptionLabel={(p) => p.description}
            isOptionEqualToValue={(a, b) => a.place_id === b.place_id}
            inputValue={dialog.query}
            onInputChange={(_, value, reason) => {
              if (reason === 'input' || reason === 'clear') dispatch(addressQueryChanged(value));
            }}
            onChange={(_, value) => {
              if (value) dispatch(addressPredictionChosen(value));
            }}
            value={null}
            loading={dialog.searching}
            loadingText="Buscando endereços..."
            noOptionsText={tooShort ? `Digite ao menos ${ADDRESS_QUERY_MIN_LENGTH} letras` : 'Nenhum endereço encontrado'}
            renderOption={(props, p) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Stack>
                    <Typography variant="body2">{p.main_text}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {p.secondary_text}
                    </Typography>
                  </Stack>
                </li>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Buscar endereço"
                placeholder="Rua, número, bairro"
                autoFocus
                error={Boolean(dialog.searchError)}
                helperText={dialog.searchError ?? ' '}
                slotProps={{
                  ...params.slotProps,
                  input: {
                    ...params.slotProps.input,
                    endAdornment: (
                      <>
                        {dialog.searching ? <CircularProgress color="inherit" size={18} /> : null}
                        {params.slotProps.input.endAdornment}
                      </>
                    ),
                  },
                }}
              />
            )}
          />
          <AddressMap point={point} onPick={(p) => dispatch(addressMarkerMoved(p))} />
          <Typography variant="caption" color="text.secondary">
            Mapa esquemático (sem ruas): a grade mostra a escala no zoom 18. Confira o endereço escolhido abaixo.
          </Typography>
          <Typography variant="body2" aria-live="polite">
            {dialog.choice ? (
              <>
                <strong>Novo local:</strong> {dialog.choice.formattedAddress} ({formatPoint(dialog.choice)})
                <br />
                Clique no mapa para ajustar a posição exata do marcador.
              </>
            ) : (
              MESSAGES.addressChooseSuggestion
            )}
          </Typography>
          {dialog.saveError && <Alert severity="error">{dialog.saveError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={dialog.saving}>
          Fechar
        </Button>
        <BusyButton busy={dialog.saving} disabled={!dialog.choice} onClick={() => dispatch(addressSaveRequested())}>
          Salvar
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
