import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Formik, Form } from 'formik';
import * as Yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CountedTextField } from '../../ui/CountedTextField';
import { MESSAGES } from '../../ui/messages';
import { CANCEL_REASONS, MAX_CANCEL_REASON_LENGTH, MIN_CANCEL_REASON_LENGTH, OTHER_REASON } from './model';
import { orderCode } from '../../../shared/orders/naming';
import { cancelDialogClosed, cancelRequested, selectCancelDialogFor, selectChanging, selectOrderById } from './ordersSlice';

interface Values {
  reason: string;
  description: string;
}

export const cancelReasonSchema = Yup.object({
  reason: Yup.string().required(MESSAGES.orderCancelReasonRequired),
  description: Yup.string().when('reason', {
    is: OTHER_REASON,
    then: (s) => s.trim().required(MESSAGES.orderCancelReasonTooShort).min(MIN_CANCEL_REASON_LENGTH, MESSAGES.orderCancelReasonTooShort),
  }),
});

/** The text the platform passes on to the customer. */
export function reasonText(values: Values): string {
  return values.reason === OTHER_REASON ? values.description.trim() : values.reason;
}

/**
 * Cancelar (spec 01 §5): a preset reason or 'Outro motivo...' with a description. The dialog
 * stays open until the platform accepts, so a refused cancel loses nothing typed. The description
 * takes no focus when it appears: the arrow keys that reached 'Outro motivo...' go on moving
 * between the reasons; it is the next Tab.
 */
export function CancelOrderDialog() {
  const orderId = useAppSelector(selectCancelDialogFor);
  const order = useAppSelector((s) => (orderId === null ? undefined : selectOrderById(s, orderId)));
  const sending = useAppSelector((s) => (orderId === null ? undefined : selectChanging(s, orderId))) === 'PC';
  const dispatch = useAppDispatch();
  if (orderId === null) return null;
  const close = () => {
    if (!sending) dispatch(cancelDialogClosed());
  };
  return (
    <Dialog open onClose={close} aria-labelledby="cancel-order-title" maxWidth="sm" fullWidth>
      <Formik<Values>
        initialValues={{ reason: '', description: '' }}
        validationSchema={cancelReasonSchema}
        validateOnBlur={false}
        onSubmit={(values) => {
          dispatch(cancelRequested({ orderId, reason: reasonText(values) }));
        }}
      >
        {({ values, errors, submitCount, setFieldValue }) => (
          <Form noValidate>
            <DialogTitle id="cancel-order-title">Cancelar pedido {order ? orderCode(order) : ''}</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>O cliente verá o motivo do cancelamento.</DialogContentText>
              <FormControl error={submitCount > 0 && Boolean(errors.reason)} fullWidth>
                <FormLabel id="cancel-reason-label">Motivo do cancelamento</FormLabel>
                <RadioGroup
                  aria-labelledby="cancel-reason-label"
                  name="reason"
                  value={values.reason}
                  onChange={(e) => void setFieldValue('reason', e.target.value)}
                >
                  {[...CANCEL_REASONS, OTHER_REASON].map((r) => (
                    <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
                  ))}
                </RadioGroup>
                {submitCount > 0 && errors.reason && <FormHelperText>{errors.reason}</FormHelperText>}
              </FormControl>
              {values.reason === OTHER_REASON && (
                <Box sx={{ mt: 1 }}>
                  <CountedTextField
                    name="description"
                    label="Descreva o motivo"
                    value={values.description}
                    onChange={(text) => void setFieldValue('description', text)}
                    multiline
                    minRows={2}
                    maxLength={MAX_CANCEL_REASON_LENGTH}
                    error={submitCount > 0 && Boolean(errors.description)}
                    helperText={submitCount > 0 ? errors.description : undefined}
                  />
                </Box>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={sending}>
                Voltar
              </Button>
              <Button type="submit" variant="contained" color="error" disabled={sending}>
                Cancelar pedido
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
