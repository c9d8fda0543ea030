import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Form, Formik } from 'formik';
import { MaskedTextField } from '../../ui/MaskedTextField';
import { MESSAGES } from '../../ui/messages';
import { fieldError } from './formErrors';
import { registerSchema } from './formSchemas';
import { BUILT_SUPPORT_PHONE } from './support';

interface Props {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { nome: '', estabelecimento: '', celular: '', email: '' };

/**
 * 'Cadastre seu estabelecimento' (spec 01 §2). The spec does not show what 'Solicitar cadastro'
 * calls and the contract has no such endpoint, so the form validates and confirms on screen
 * only; no request is invented.
 */
export function RegisterEstablishmentDialog({ open, onClose }: Props) {
  const [requestedBy, setRequestedBy] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // back to an empty form only once closed, so the confirmation does not flash into the form
      slotProps={{ transition: { onExited: () => setRequestedBy(null) } }}
      aria-labelledby="register-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="register-title">Cadastre seu estabelecimento</DialogTitle>
      {requestedBy !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {MESSAGES.registerRequested(requestedBy, BUILT_SUPPORT_PHONE)}
            </Alert>
            {BUILT_SUPPORT_PHONE && <DialogContentText sx={{ mt: 2 }}>Dúvidas? Ligue para o suporte: {BUILT_SUPPORT_PHONE}.</DialogContentText>}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              Fechar
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik
          initialValues={EMPTY}
          validationSchema={registerSchema}
          validateOnBlur={false}
          onSubmit={(v) => setRequestedBy(v.nome.trim())}
        >
          {(form) => {
            const { getFieldProps, values, setFieldValue, handleBlur } = form;
            return (
              <Form noValidate>
                <DialogContent>
                  <Stack spacing={2}>
                    <DialogContentText>
                      Quer vender pela plataforma? Deixe seus dados e nossa equipe comercial falará com você.
                    </DialogContentText>
                    <TextField
                      id="register-nome"
                      label="Seu nome"
                      autoComplete="name"
                      autoFocus
                      fullWidth
                      {...getFieldProps('nome')}
                      {...fieldError(form, 'nome')}
                    />
                    <TextField
                      id="register-estabelecimento"
                      label="Nome do estabelecimento"
                      autoComplete="organization"
                      fullWidth
                      {...getFieldProps('estabelecimento')}
                      {...fieldError(form, 'estabelecimento')}
                    />
                    <MaskedTextField
                      mask="mobile"
                      id="register-celular"
                      name="celular"
                      label="Celular"
                      autoComplete="tel-national"
                      fullWidth
                      value={values.celular}
                      onChange={(value) => void setFieldValue('celular', value)}
                      onBlur={handleBlur}
                      {...fieldError(form, 'celular')}
                    />
                    <TextField
                      id="register-email"
                      label="E-mail"
                      type="email"
                      autoComplete="email"
                      fullWidth
                      {...getFieldProps('email')}
                      {...fieldError(form, 'email')}
                    />
                  </Stack>
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                  <Button onClick={onClose}>Cancelar</Button>
                  <Button type="submit" variant="contained">
                    Solicitar cadastro
                  </Button>
                </DialogActions>
              </Form>
            );
          }}
        </Formik>
      )}
    </Dialog>
  );
}
