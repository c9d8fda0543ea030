import { useFormik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import type { Contract } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { BANNERS_MESSAGES } from './messages';
import { contractCloseAttempted, contractSendRequested, selectBanners } from './bannersSlice';
import { safeHref, SafeHtml } from '../../ui/SafeHtml';

const schema = Yup.object({
  email: Yup.string().trim().required(BANNERS_MESSAGES.contractEmailRequired).email(BANNERS_MESSAGES.contractEmailInvalid),
});

/**
 * The contract waiting for signature (terms/check with assinar true). Every way of closing it
 * (Esc, backdrop, the close button) goes through the same rule: a mandatory contract refuses and
 * says why; only the platform's answer to sendToSignature (close: true) closes it then.
 */
export function ContractModal() {
  const { contract, contractSending, contractNotice } = useAppSelector(selectBanners);
  const dispatch = useAppDispatch();
  if (!contract) return null;
  const attemptClose = () => dispatch(contractCloseAttempted());
  return (
    <Dialog open onClose={attemptClose} maxWidth="md" fullWidth aria-labelledby="contract-title">
      <DialogTitle id="contract-title" sx={{ pr: 6 }}>
        {BANNERS_MESSAGES.contractTitle}
        <IconButton aria-label={MESSAGES.close} onClick={attemptClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <ContractForm
        key={contract.contrato}
        contract={contract}
        sending={contractSending}
        notice={contractNotice}
        onSend={(email) => dispatch(contractSendRequested({ email }))}
      />
    </Dialog>
  );
}

function ContractForm(props: {
  contract: Contract;
  sending: boolean;
  notice: { severity: 'warning' | 'error'; message: string } | null;
  onSend: (email: string) => void;
}) {
  const { contract, sending, notice, onSend } = props;
  const form = useFormik({
    initialValues: { email: contract.email ?? '' },
    validationSchema: schema,
    onSubmit: (values) => onSend(values.email.trim()),
  });
  const link = safeHref(contract.link);
  const emailError = form.touched.email ? form.errors.email : undefined;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <DialogContent dividers>
        <Box sx={{ maxHeight: '50vh', overflowY: 'auto', typography: 'body2', '& p': { mt: 0 } }} data-testid="contract-text">
          <SafeHtml html={contract.texto} />
        </Box>
        {link && (
          <Link href={link} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {BANNERS_MESSAGES.contractOpenLink}
          </Link>
        )}
        <TextField
          name="email"
          type="email"
          label={BANNERS_MESSAGES.contractEmail}
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={Boolean(emailError)}
          helperText={emailError}
          fullWidth
          margin="normal"
          required
        />
        {notice && (
          <Alert severity={notice.severity} role="alert" sx={{ mt: 1 }}>
            {notice.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button type="submit" variant="contained" disabled={sending}>
          {BANNERS_MESSAGES.contractSend}
        </Button>
      </DialogActions>
    </Box>
  );
}
