import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { AccountHolder, BankAccount, BankAccountSaveBody, BankListItem } from '../../../shared/api';
import { AGENCIA_DIGIT_MAX_LENGTH, AGENCIA_MAX_LENGTH, CONTA_MAX_LENGTH, PIX_KEY_MAX_LENGTH, PIX_KEY_TYPES } from '../../../shared/onlinePayment/accounts';
import { CountedHelperText } from '../../ui/CharacterCounter';
import { MESSAGES } from '../../ui/messages';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import {
  ACCOUNT_TYPE_LABELS,
  accountFormErrors,
  emptyAccountForm,
  formFromAccount,
  ownerOf,
  PIX_KEY_TYPE_LABELS,
  saveBodyFromForm,
  type AccountFormErrors,
  type AccountFormValues,
} from './accountModel';

interface Props {
  /** the account being edited; null for a new one */
  account: BankAccount | null;
  holder: AccountHolder;
  banks: BankListItem[];
  banksFailed: boolean;
  onRetryBanks: () => void;
  storeId: number;
  saving: boolean;
  /** true when the platform took it (the dialog then closes) */
  onSave: (body: BankAccountSaveBody) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The 'Cadastrar Conta' modal (spec 02 §2.8, §3 Bank account, §5): bank details (bank from the
 * list, agência up to 4 digits, optional dígito, conta with its digit, CC or CP) or a PIX key
 * without punctuation, checked by its type; the holder's name and document are read-only. What is
 * wrong, the same-holder rule included, is said before anything is sent; nothing typed is lost.
 */
export function AccountDialog({ account, holder, banks, banksFailed, onRetryBanks, storeId, saving, onSave, onClose }: Props) {
  const titleId = useId();
  const [values, setValues] = useState<AccountFormValues>(() => (account ? formFromAccount(account) : emptyAccountForm()));
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const owner = ownerOf(account, holder);
  const set = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, holder: undefined }));
  };
  const bank = banks.find((b) => b.cod === values.banco) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = accountFormErrors(values, holder, owner);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSave(saveBodyFromForm(values, owner, bank?.banco ?? account?.nome ?? '', storeId, account?.id_pagon_banco))) onClose();
  };

  const manual = values.tipo_pagamento === 'MANUAL';
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{account ? 'Editar Conta' : 'Cadastrar Conta'}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <RadioGroup
            row
            aria-label="Forma de recebimento"
            value={values.tipo_pagamento}
            onChange={(e) => set('tipo_pagamento', e.target.value === 'CHAVE' ? 'CHAVE' : 'MANUAL')}
          >
            <FormControlLabel value="MANUAL" control={<Radio />} label="Dados bancários" />
            <FormControlLabel value="CHAVE" control={<Radio />} label="Chave PIX" />
          </RadioGroup>
          {manual ? (
            <>
              <Autocomplete
                options={banks}
                value={bank}
                getOptionLabel={(b) => `${b.cod} - ${b.banco}`}
                isOptionEqualToValue={(a, b) => a.cod === b.cod}
                onChange={(_e, chosen) => set('banco', chosen?.cod ?? '')}
                noOptionsText="Nenhum banco encontrado"
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Banco"
                    required
                    size="small"
                    error={Boolean(errors.banco) || banksFailed}
                    helperText={
                      banksFailed ? (
                        <>
                          {ONLINE_PAYMENT_MESSAGES.banksLoadFailed}{' '}
                          <Button size="small" onClick={onRetryBanks}>
                            {MESSAGES.retry}
                          </Button>
                        </>
                      ) : (
                        errors.banco
                      )
                    }
                  />
                )}
              />
              <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 2 }}>
                <TextField
                  label="Agência"
                  required
                  size="small"
                  value={values.agencia}
                  onChange={(e) => set('agencia', e.target.value)}
                  error={Boolean(errors.agencia)}
                  helperText={<CountedHelperText message={errors.agencia ?? 'Até 4 números, sem o dígito.'} length={values.agencia.length} max={AGENCIA_MAX_LENGTH} />}
                  slotProps={{ htmlInput: { maxLength: AGENCIA_MAX_LENGTH, inputMode: 'numeric' }, formHelperText: { component: 'div' } }}
                />
                <TextField
                  label="Dígito"
                  size="small"
                  value={values.agencia_dig}
                  onChange={(e) => set('agencia_dig', e.target.value)}
                  error={Boolean(errors.agencia_dig)}
                  helperText={<CountedHelperText message={errors.agencia_dig ?? 'Opcional'} length={values.agencia_dig.length} max={AGENCIA_DIGIT_MAX_LENGTH} />}
                  slotProps={{ htmlInput: { maxLength: AGENCIA_DIGIT_MAX_LENGTH }, formHelperText: { component: 'div' } }}
                />
              </Box>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                <TextField
                  label="Conta com dígito"
                  required
                  size="small"
                  placeholder="45873-2"
                  value={values.conta}
                  onChange={(e) => set('conta', e.target.value)}
                  error={Boolean(errors.conta)}
                  helperText={<CountedHelperText message={errors.conta ?? 'Até 12 números, hífen e o dígito.'} length={values.conta.length} max={CONTA_MAX_LENGTH} />}
                  slotProps={{ htmlInput: { maxLength: CONTA_MAX_LENGTH }, formHelperText: { component: 'div' } }}
                />
                <TextField
                  select
                  label="Tipo de conta"
                  required
                  size="small"
                  value={values.tipo_conta}
                  onChange={(e) => set('tipo_conta', e.target.value === 'CP' ? 'CP' : 'CC')}
                  error={Boolean(errors.tipo_conta)}
                  helperText={errors.tipo_conta}
                >
                  <MenuItem value="CC">{ACCOUNT_TYPE_LABELS.CC}</MenuItem>
                  <MenuItem value="CP">{ACCOUNT_TYPE_LABELS.CP}</MenuItem>
                </TextField>
              </Box>
            </>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 2 }}>
              <TextField
                select
                label="Tipo de chave"
                required
                size="small"
                value={values.tipo_chave}
                onChange={(e) => set('tipo_chave', PIX_KEY_TYPES.find((t) => t === e.target.value) ?? '')}
                error={Boolean(errors.tipo_chave)}
                helperText={errors.tipo_chave}
              >
                {PIX_KEY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {PIX_KEY_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Chave PIX"
                required
                size="small"
                value={values.chave}
                onChange={(e) => set('chave', e.target.value)}
                error={Boolean(errors.chave)}
                helperText={<CountedHelperText message={errors.chave ?? 'Sem pontuação: apenas números e letras.'} length={values.chave.length} max={PIX_KEY_MAX_LENGTH} />}
                slotProps={{ htmlInput: { maxLength: PIX_KEY_MAX_LENGTH }, formHelperText: { component: 'div' } }}
              />
            </Box>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 2 }}>
            <TextField label="Titular" size="small" value={owner.nome_titular} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label="CPF/CNPJ do titular" size="small" value={owner.cnpj_cpf} slotProps={{ htmlInput: { readOnly: true } }} />
          </Box>
          {errors.holder && (
            <Alert severity="error" role="alert">
              {errors.holder}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Salvar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
