import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../ui/BusyButton';
import { Form, Formik } from 'formik';
import type { RecoveryForm } from '../../../shared/api';
import { formatDocument, normalizeDocument } from '../../../shared/documents';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MaskedTextField } from '../../ui/MaskedTextField';
import { MESSAGES } from '../../ui/messages';
import { formatCountdown, remainingMs } from './model';
import { codeSchema, documentSchema, establishmentSchema, newPasswordSchema, recoveryFormSchema } from './formSchemas';
import {
  codeSubmitted,
  documentSubmitted,
  establishmentSubmitted,
  newPasswordSubmitted,
  recoveryClosed,
  recoveryFormSubmitted,
  recoveryStepBack,
} from './passwordRecoverySlice';
import { fieldError } from './formErrors';
import { useNow } from './useNow';

function StepActions({
  back,
  submitLabel,
  busy = false,
  disabled = false,
}: {
  back: 'Cancelar' | 'Voltar';
  submitLabel: string;
  busy?: boolean;
  disabled?: boolean;
}) {
  const dispatch = useAppDispatch();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button
        onClick={() => dispatch(back === 'Cancelar' ? recoveryClosed() : recoveryStepBack())}
        disabled={busy && back === 'Voltar'}
      >
        {back}
      </Button>
      <BusyButton type="submit" busy={busy} disabled={disabled}>
        {submitLabel}
      </BusyButton>
    </DialogActions>
  );
}

/**
 * 1 Identificação: CPF or CNPJ (numeric or alphanumeric), the mask following what is typed ->
 * login/redefinir with the document bare and upper-cased ('12ABC34501DE35').
 */
export function DocumentStep() {
  const cnpj = useAppSelector((s) => s.passwordRecovery.cnpj);
  const busy = useAppSelector((s) => s.passwordRecovery.busy);
  const dispatch = useAppDispatch();
  return (
    <Formik
      initialValues={{ documento: formatDocument(cnpj) }}
      validationSchema={documentSchema}
      validateOnBlur={false}
      onSubmit={(v) => {
        dispatch(documentSubmitted({ cnpj: normalizeDocument(v.documento) }));
      }}
    >
      {(form) => (
        <Form noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Informe o CPF ou CNPJ do estabelecimento para redefinir a senha de acesso ao painel.
            </DialogContentText>
            <MaskedTextField
              mask="cpfCnpj"
              id="recovery-documento"
              name="documento"
              label="CPF ou CNPJ"
              autoFocus
              fullWidth
              value={form.values.documento}
              onChange={(value) => void form.setFieldValue('documento', value)}
              onBlur={form.handleBlur}
              {...fieldError(form, 'documento')}
            />
          </DialogContent>
          <StepActions back="Cancelar" submitLabel="Continuar" busy={busy} />
        </Form>
      )}
    </Formik>
  );
}

/** 2 Estabelecimento: one of the stores of that document -> login/redefinirSenha. */
export function EstablishmentStep() {
  const { establishments, establishmentId, busy } = useAppSelector((s) => s.passwordRecovery);
  const dispatch = useAppDispatch();
  const preselected = establishmentId ?? (establishments.length === 1 ? establishments[0]!.id_estabelecimento : null);
  return (
    <Formik
      initialValues={{ estabelecimento: preselected === null ? '' : String(preselected) }}
      validationSchema={establishmentSchema}
      onSubmit={(v) => {
        dispatch(establishmentSubmitted({ estabelecimento: Number(v.estabelecimento) }));
      }}
    >
      {({ values, errors, submitCount, setFieldValue }) => (
        <Form noValidate>
          <DialogContent>
            <FormControl component="fieldset" error={submitCount > 0 && Boolean(errors.estabelecimento)} fullWidth>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                Selecione o estabelecimento
              </FormLabel>
              <RadioGroup
                name="estabelecimento"
                value={values.estabelecimento}
                onChange={(e) => void setFieldValue('estabelecimento', e.target.value)}
              >
                {establishments.map((e) => (
                  <FormControlLabel
                    key={e.id_estabelecimento}
                    value={String(e.id_estabelecimento)}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.5 } }}
                    label={
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>{e.nome}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          Razão social: {e.razao_social}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          Bairro: {e.endereco_bairro}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {submitCount > 0 && errors.estabelecimento && <FormHelperText>{errors.estabelecimento}</FormHelperText>}
            </FormControl>
          </DialogContent>
          <StepActions back="Voltar" submitLabel="Continuar" busy={busy} />
        </Form>
      )}
    </Formik>
  );
}

/** 3 Nova senha: at least 8 characters, typed twice (spec 01 §5). No call yet. */
export function NewPasswordStep() {
  const novaSenha = useAppSelector((s) => s.passwordRecovery.novaSenha);
  const dispatch = useAppDispatch();
  return (
    <Formik
      initialValues={{ senha: novaSenha, confirmacao: novaSenha }}
      validationSchema={newPasswordSchema}
      validateOnBlur={false}
      onSubmit={(v) => {
        dispatch(newPasswordSubmitted({ senha: v.senha }));
      }}
    >
      {(form) => (
        <Form noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>Escolha a nova senha de acesso ao painel (mínimo de 8 caracteres).</DialogContentText>
              <TextField
                id="recovery-senha"
                label="Nova senha"
                type="password"
                autoComplete="new-password"
                autoFocus
                fullWidth
                {...form.getFieldProps('senha')}
                {...fieldError(form, 'senha')}
              />
              <TextField
                id="recovery-confirmacao"
                label="Confirmação de senha"
                type="password"
                autoComplete="new-password"
                fullWidth
                {...form.getFieldProps('confirmacao')}
                {...fieldError(form, 'confirmacao')}
              />
            </Stack>
          </DialogContent>
          <StepActions back="Voltar" submitLabel="Continuar" />
        </Form>
      )}
    </Formik>
  );
}

/** 4 Forma de recuperação: e-mail or SMS, each with the masked contact -> login/enviarCodigo. */
export function RecoveryFormStep() {
  const { options, forma, busy } = useAppSelector((s) => s.passwordRecovery);
  const dispatch = useAppDispatch();
  const email = options?.email ?? '';
  const telefone = options?.telefone ?? '';
  const only: RecoveryForm | '' = email && !telefone ? 'email' : telefone && !email ? 'sms' : '';
  return (
    <Formik
      initialValues={{ forma: forma ?? only }}
      validationSchema={recoveryFormSchema}
      onSubmit={(v) => {
        if (v.forma) dispatch(recoveryFormSubmitted({ forma: v.forma }));
      }}
    >
      {({ values, errors, submitCount, setFieldValue }) => (
        <Form noValidate>
          <DialogContent>
            <FormControl component="fieldset" error={submitCount > 0 && Boolean(errors.forma)} fullWidth>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                Como deseja receber o código de verificação?
              </FormLabel>
              <RadioGroup
                name="forma"
                value={values.forma}
                onChange={(e) => void setFieldValue('forma', e.target.value)}
              >
                <FormControlLabel
                  value="email"
                  disabled={!email}
                  control={<Radio />}
                  label={<ContactLabel title="E-mail" contact={email || 'Nenhum e-mail cadastrado'} />}
                />
                <FormControlLabel
                  value="sms"
                  disabled={!telefone}
                  control={<Radio />}
                  label={<ContactLabel title="SMS" contact={telefone || 'Nenhum celular cadastrado'} />}
                />
              </RadioGroup>
              {submitCount > 0 && errors.forma && <FormHelperText>{errors.forma}</FormHelperText>}
            </FormControl>
          </DialogContent>
          <StepActions back="Voltar" submitLabel="Enviar código" busy={busy} />
        </Form>
      )}
    </Formik>
  );
}

function ContactLabel({ title, contact }: { title: string; contact: string }) {
  return (
    <Box>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {contact}
      </Typography>
    </Box>
  );
}

/** 5 Validação: the code received, within 5 minutes -> login/salvarSenha. */
export function CodeStep() {
  const { options, forma, busy, codeExpiresAt } = useAppSelector((s) => s.passwordRecovery);
  const dispatch = useAppDispatch();
  const expiresAt = codeExpiresAt ?? 0;
  const now = useNow(true);
  const left = remainingMs(expiresAt, now);
  const expired = left === 0;
  const destination = forma === 'sms' ? `por SMS para ${options?.telefone ?? ''}` : `por e-mail para ${options?.email ?? ''}`;
  return (
    <Formik
      initialValues={{ codigo: '' }}
      validationSchema={codeSchema}
      validateOnBlur={false}
      onSubmit={(v) => {
        if (!expired) dispatch(codeSubmitted({ codigo: v.codigo }));
      }}
    >
      {(form) => (
        <Form noValidate>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>Enviamos um código de verificação {destination}. Digite-o abaixo.</DialogContentText>
              <TextField
                id="recovery-codigo"
                label="Código"
                autoComplete="one-time-code"
                autoFocus
                fullWidth
                disabled={expired}
                {...form.getFieldProps('codigo')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...fieldError(form, 'codigo')}
              />
              {expired ? (
                <Alert severity="warning">{MESSAGES.recoveryCodeExpired}</Alert>
              ) : (
                <Typography role="timer" aria-live="off" color="text.secondary">
                  O código expira em <strong>{formatCountdown(left)}</strong>
                </Typography>
              )}
            </Stack>
          </DialogContent>
          <StepActions back="Voltar" submitLabel="Confirmar" busy={busy} disabled={expired} />
        </Form>
      )}
    </Formik>
  );
}
