import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Formik, type FormikProps } from 'formik';
import type { BusinessCategory, OnlinePaymentRegistration, RegistrationSaveBody } from '../../../shared/api';
import { CEP_LENGTH, onlyDigits } from '../../../shared/documents';

/** A state as its two-letter abbreviation ('SP'). */
const UF_LENGTH = 2;
import { isFieldEnabled, isFieldRequired, type RegistrationField } from '../../../shared/onlinePayment/registration';
import { MaskedTextField } from '../../ui/MaskedTextField';
import type { MaskKind } from '../../ui/masks';
import { MESSAGES } from '../../ui/messages';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { useLookupCepMutation } from './registrationApi';
import { formFromRegistration, saveBodyFromForm, withAddress, type AddressPrefix, type RegistrationFormValues } from './registrationModel';

interface Props {
  registration: OnlinePaymentRegistration | null;
  categories: BusinessCategory[];
  categoriesFailed: boolean;
  onRetryCategories: () => void;
  saving: boolean;
  /** true when the platform took it */
  onSave: (body: RegistrationSaveBody) => Promise<boolean>;
  storeId: number;
}

type TextKey = Exclude<keyof RegistrationFormValues, 'tipo'>;

/**
 * The registration form (spec 02 §2.8, §5): registration type, establishment, social networks and
 * owner; read-only until Editar and again after a successful save. Required fields are marked by
 * the rules of the type (the CNPJ only for a company, disabled for a person); the platform checks
 * the rest and its erros show in 'Erro!'. The CEP's Pesquisar fills the address.
 */
export function RegistrationForm({ registration, categories, categoriesFailed, onRetryCategories, saving, onSave, storeId }: Props) {
  const [editing, setEditing] = useState(false);
  return (
    <Formik<RegistrationFormValues>
      initialValues={formFromRegistration(registration)}
      onSubmit={async (values) => {
        if (await onSave(saveBodyFromForm(values, storeId))) setEditing(false);
      }}
    >
      {(form) => (
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Cadastro do Pagamento Online">
          {!registration && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Sua loja ainda não enviou o cadastro do Pagamento Online. Clique em Editar, preencha os dados e salve.
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
            {/* distinct keys: the clicked Editar must not become the Salvar (submit) button under the pointer */}
            {editing ? (
              <>
                <Button key="salvar" type="submit" variant="contained" disabled={saving}>
                  Salvar
                </Button>
                <Button
                  key="cancelar"
                  disabled={saving}
                  onClick={() => {
                    form.resetForm();
                    setEditing(false);
                  }}
                >
                  Cancelar
                </Button>
              </>
            ) : (
              <Button key="editar" variant="contained" onClick={() => setEditing(true)}>
                Editar
              </Button>
            )}
          </Box>
          <Fields form={form} editing={editing} categories={categories} categoriesFailed={categoriesFailed} onRetryCategories={onRetryCategories} />
          {editing && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={saving}>
                Salvar
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Formik>
  );
}

interface FieldsProps {
  form: FormikProps<RegistrationFormValues>;
  editing: boolean;
  categories: BusinessCategory[];
  categoriesFailed: boolean;
  onRetryCategories: () => void;
}

function Fields({ form, editing, categories, categoriesFailed, onRetryCategories }: FieldsProps) {
  const tipo = form.values.tipo;
  const [lookupCep, lookingUp] = useLookupCepMutation();

  /** `hint`: what the field takes, said under it while editing (e.g. a limit the field keeps to) */
  const field = (name: TextKey, label: string, options: { mask?: MaskKind; span?: number; maxLength?: number; hint?: string } = {}) => {
    const rule = name as RegistrationField;
    const common = {
      id: `cadastro-${name}`,
      name,
      label,
      required: name === 'dataCriacao' ? false : isFieldRequired(rule, tipo),
      disabled: name === 'dataCriacao' ? false : !isFieldEnabled(rule, tipo),
      error: Boolean(form.errors[name]),
      helperText: form.errors[name] ?? (editing ? options.hint : undefined),
      fullWidth: true,
      size: 'small' as const,
      sx: { gridColumn: `span ${options.span ?? 1}` },
    };
    const htmlInput = { readOnly: !editing, ...(options.maxLength ? { maxLength: options.maxLength } : {}) };
    const set = (value: string) => {
      void form.setFieldValue(name, value);
      if (form.errors[name]) form.setFieldError(name, undefined);
    };
    return options.mask ? (
      <MaskedTextField key={name} {...common} mask={options.mask} value={form.values[name]} onChange={(value) => set(value)} slotProps={{ htmlInput }} />
    ) : (
      <TextField key={name} {...common} value={form.values[name]} onChange={(e) => set(e.target.value)} slotProps={{ htmlInput }} />
    );
  };

  const searchCep = async (prefix: AddressPrefix) => {
    const name = `${prefix}_cep` as const;
    const cep = onlyDigits(form.values[name]);
    if (cep.length !== CEP_LENGTH) {
      form.setFieldError(name, ONLINE_PAYMENT_MESSAGES.cepIncomplete);
      return;
    }
    const result = await lookupCep(cep);
    // an unknown CEP (null) clears the address; the 'Erro!' dialog comes from the data layer
    if ('data' in result) await form.setValues(withAddress(form.values, prefix, result.data ?? null));
  };

  const cepField = (prefix: AddressPrefix) => (
    <Box key={`${prefix}-cep`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      {field(`${prefix}_cep`, 'CEP', { mask: 'cep' })}
      {editing && (
        <Button variant="outlined" sx={{ flexShrink: 0, height: 40 }} disabled={lookingUp.isLoading} onClick={() => void searchCep(prefix)}>
          Pesquisar
        </Button>
      )}
    </Box>
  );

  const address = (prefix: AddressPrefix) => [
    cepField(prefix),
    field(`${prefix}_endereco`, 'Endereço', { span: 2 }),
    field(`${prefix}_numero`, 'Número'),
    field(`${prefix}_complemento`, 'Complemento'),
    field(`${prefix}_bairro`, 'Bairro'),
    field(`${prefix}_cidade`, 'Cidade'),
    field(`${prefix}_estado`, 'Estado (UF)', { maxLength: UF_LENGTH, hint: ONLINE_PAYMENT_MESSAGES.ufHint }),
  ];

  const category = categories.find((c) => c.code === form.values.est_cat_negocio) ?? null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Section title="Tipo de cadastro">
        <RadioGroup
          row
          aria-label="Tipo de pessoa"
          name="tipo"
          value={tipo}
          onChange={(e) => void form.setFieldValue('tipo', e.target.value)}
          sx={{ gridColumn: 'span 3' }}
        >
          <FormControlLabel value="J" control={<Radio disabled={!editing} />} label="Pessoa Jurídica" />
          <FormControlLabel value="F" control={<Radio disabled={!editing} />} label="Pessoa Física" />
        </RadioGroup>
      </Section>
      <Section title="Estabelecimento">
        {field('est_cnpj', 'CNPJ', { mask: 'cnpj' })}
        {field('est_razao_social', tipo === 'F' ? 'Nome completo' : 'Razão social', { span: 2 })}
        {field('est_nome_fantasia', 'Nome fantasia')}
        <Autocomplete
          options={categories}
          value={category}
          readOnly={!editing}
          groupBy={(c) => c.category}
          getOptionLabel={(c) => `${c.code} - ${c.description}`}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          onChange={(_e, chosen) => void form.setFieldValue('est_cat_negocio', chosen?.code ?? '')}
          noOptionsText="Nenhuma categoria encontrada"
          sx={{ gridColumn: 'span 2' }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Categoria do negócio"
              required
              size="small"
              error={categoriesFailed}
              helperText={
                categoriesFailed ? (
                  <>
                    {ONLINE_PAYMENT_MESSAGES.businessCategoriesLoadFailed}{' '}
                    <Button size="small" onClick={onRetryCategories}>
                      {MESSAGES.retry}
                    </Button>
                  </>
                ) : undefined
              }
            />
          )}
        />
        {field('est_email', 'E-mail')}
        {field('est_telefone', 'Telefone', { mask: 'phone' })}
        {field('dataCriacao', 'Data de abertura', { mask: 'date' })}
        {address('est')}
      </Section>
      <Section title="Redes sociais">
        {field('est_site', 'Site')}
        {field('est_facebook', 'Facebook')}
        {field('est_twitter', 'Twitter')}
      </Section>
      <Section title="Proprietário">
        {field('pro_cpf', 'CPF', { mask: 'cpf' })}
        {field('pro_nome', 'Nome completo', { span: 2 })}
        {field('pro_email', 'E-mail')}
        {field('pro_nascimento', 'Data de nascimento', { mask: 'date' })}
        {field('pro_telefone', 'Telefone', { mask: 'phone' })}
        {address('pro')}
      </Section>
      <Typography variant="caption" color="text.secondary">
        * Campos obrigatórios
      </Typography>
    </Box>
  );
}

/** A titled group of fields (a fieldset named by its legend). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mt: 1 }}>{children}</Box>
    </Paper>
  );
}
