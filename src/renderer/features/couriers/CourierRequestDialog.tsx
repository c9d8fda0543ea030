import { useFormik } from 'formik';
import * as Yup from 'yup';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BusyButton } from '../../ui/BusyButton';
import { useEffect } from 'react';
import type { Order } from '../../../shared/api';
import type { CoverageAreaOption } from '../../../shared/couriers';
import { useAppDispatch } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { RetryAlert } from '../../ui/ScreenStates';
import { LinkCode } from './LinkCode';
import {
  courierDialogClosed,
  courierRequestSubmitted,
  coverageAreasRetried,
  type CourierRequestDialog as DialogState,
} from './couriersSlice';

const schema = Yup.object({ area: Yup.mixed<CoverageAreaOption>().nullable().required(MESSAGES.courierAreaRequired) });

/**
 * The neighbourhood modal (spec 01 §2): a searchable select of the store's coverage areas, Fechar
 * and Chamar entregador. In link mode (Vincular Motoboy) it also shows the code to hand over.
 */
export function CourierRequestDialog({ order, dialog }: { order: Order; dialog: DialogState }) {
  const dispatch = useAppDispatch();
  const link = dialog.mode === 'link';
  const formik = useFormik<{ area: CoverageAreaOption | null }>({
    initialValues: { area: null },
    validationSchema: schema,
    onSubmit: ({ area }) => {
      if (area) dispatch(courierRequestSubmitted({ order, area }));
    },
  });
  const { setFieldValue } = formik;
  const suggested = dialog.areas.find((a) => a.id === dialog.suggestedAreaId) ?? null;
  useEffect(() => {
    if (suggested) void setFieldValue('area', suggested, false);
  }, [suggested, setFieldValue]);

  const close = () => dispatch(courierDialogClosed());
  const titleId = `courier-dialog-${order.id_pedido}`;
  const areaError = formik.submitCount > 0 ? formik.errors.area : undefined;
  return (
    <Dialog open onClose={dialog.submitting ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id={titleId}>{link ? 'Vincular Motoboy' : 'Solicitar Motoboy'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {link && dialog.code && (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <DialogContentText>
                  Informe este código ao entregador: ele o digita no aplicativo de entregas para se vincular ao pedido{' '}
                  {order.id_pedido}.
                </DialogContentText>
                <LinkCode code={dialog.code} />
              </Stack>
            )}
            <DialogContentText>Escolha o bairro de entrega do pedido {order.id_pedido}.</DialogContentText>
            {dialog.areasStatus === 'failed' ? (
              <RetryAlert message={MESSAGES.courierAreasLoadFailed} onRetry={() => dispatch(coverageAreasRetried(order))} />
            ) : (
              <Autocomplete
                options={dialog.areas}
                value={formik.values.area}
                onChange={(_, value) => void formik.setFieldValue('area', value)}
                getOptionLabel={(o) => o.label}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                loading={dialog.areasStatus === 'loading'}
                loadingText="Carregando bairros..."
                noOptionsText={dialog.areasStatus === 'ready' && dialog.areas.length === 0 ? MESSAGES.courierNoAreas : 'Nenhum bairro encontrado'}
                disabled={dialog.submitting}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Bairro de entrega"
                    autoFocus
                    error={Boolean(areaError)}
                    helperText={areaError ?? ' '}
                  />
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={dialog.submitting}>
            Fechar
          </Button>
          <BusyButton type="submit" busy={dialog.submitting} disabled={dialog.areasStatus !== 'ready'}>
            {link ? 'Vincular entregador' : 'Chamar entregador'}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
