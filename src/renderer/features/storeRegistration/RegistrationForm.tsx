import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import type { PendingChange, StoreRegistration } from '../../../shared/api';
import { formatDocument } from '../../../shared/documents';
import { REGISTRATION_LIMITS } from '../../../shared/storeRegistration/rules';
import { CountedTextField } from '../../ui/CountedTextField';
import { shownError } from '../../ui/formErrors';
import { MaskedTextField } from '../../ui/MaskedTextField';
import type { MaskKind } from '../../ui/masks';
import { STORE_REGISTRATION_MESSAGES } from './messages';
import { ApprovalImage } from './ApprovalImage';
import { PendingLock } from './PendingLock';
import { pendingFields, pendingValue, registrationValues, validateRegistration, type RegistrationValues } from './model';
import { useSaveStoreRegistrationMutation } from './storeRegistrationApi';

type PlainField = 'nome' | 'email' | 'endereco_rua' | 'endereco_numero' | 'endereco_bairro';

const TEXT_FIELDS: Array<{ name: PlainField; label: string; width: number }> = [
  { name: 'nome', label: 'Nome do estabelecimento', width: 6 },
  { name: 'email', label: 'E-mail', width: 6 },
  { name: 'endereco_rua', label: 'Rua', width: 6 },
  { name: 'endereco_numero', label: 'Número', width: 2 },
  { name: 'endereco_bairro', label: 'Bairro', width: 4 },
];

const MASKED_FIELDS: Array<{ name: 'endereco_cep' | 'contato'; label: string; mask: MaskKind }> = [
  { name: 'endereco_cep', label: 'CEP', mask: 'cep' },
  { name: 'contato', label: 'Contato', mask: 'phone' },
];

/**
 * CADASTRO, 'Cadastro da Loja' (spec 02 §2.19): CNPJ and razão social as the platform has them;
 * the fields edited at once; the texts and images that wait for approval, each locked while a
 * change of it waits. 'Salvar Alterações' only after an edit, and again disabled once saved.
 */
export function RegistrationForm({ store, pending }: { store: StoreRegistration; pending: PendingChange[] }) {
  const [save, saving] = useSaveStoreRegistrationMutation();
  const locked = pendingFields(pending);
  const form = useFormik<RegistrationValues>({
    initialValues: registrationValues(store),
    validate: validateRegistration,
    onSubmit: async (values, { resetForm }) => {
      const result = await save(values);
      // a new text waits for approval: the field shows the store's text, the new one under it
      if ('data' in result) resetForm({ values: { ...values, texto_app: store.texto_app, frase_promocional: store.frase_promocional } });
    },
  });
  const error = (name: keyof RegistrationValues) => shownError(form, name);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby="cadastro-da-loja" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Typography id="cadastro-da-loja" variant="h6" component="h2">
        Cadastro da Loja
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
        <TextField label="CNPJ" value={formatDocument(store.cnpj_cpf)} slotProps={{ input: { readOnly: true } }} sx={{ gridColumn: 'span 4' }} />
        <TextField label="Razão social" value={store.razao_social} slotProps={{ input: { readOnly: true } }} sx={{ gridColumn: 'span 8' }} />
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            required
            {...form.getFieldProps(f.name)}
            error={Boolean(error(f.name))}
            helperText={error(f.name)}
            slotProps={{ htmlInput: { maxLength: REGISTRATION_LIMITS[f.name] } }}
            sx={{ gridColumn: `span ${f.width}` }}
          />
        ))}
        {MASKED_FIELDS.map((f) => (
          <MaskedTextField
            key={f.name}
            mask={f.mask}
            label={f.label}
            required
            name={f.name}
            value={form.values[f.name]}
            onChange={(value) => void form.setFieldValue(f.name, value)}
            onBlur={form.handleBlur}
            error={Boolean(error(f.name))}
            helperText={error(f.name)}
            sx={{ gridColumn: 'span 3' }}
          />
        ))}
      </Box>

      <Alert severity="info" role="note">
        {STORE_REGISTRATION_MESSAGES.approvalNotice}
      </Alert>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {(['texto_app', 'frase_promocional'] as const).map((name) => (
          <PendingLock key={name} locked={locked.has(name)} sent={pendingValue(pending, name)}>
            <CountedTextField
              label={name === 'texto_app' ? 'Texto App' : 'Frase Promocional'}
              name={name}
              value={form.values[name]}
              onChange={(value) => void form.setFieldValue(name, value)}
              maxLength={REGISTRATION_LIMITS[name]}
              multiline={name === 'texto_app'}
              rows={name === 'texto_app' ? 4 : undefined}
              disabled={locked.has(name)}
              error={Boolean(error(name))}
              helperText={error(name)}
            />
          </PendingLock>
        ))}
        {(['logotipo', 'banner'] as const).map((field) => (
          <ApprovalImage key={field} field={field} store={store} pendingUrl={pendingValue(pending, field)} />
        ))}
      </Box>

      <Box>
        <Button type="submit" variant="contained" disabled={!form.dirty || saving.isLoading}>
          Salvar Alterações
        </Button>
      </Box>
    </Box>
  );
}
