import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { BankAccount } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { MoneyTextField } from '../../ui/MoneyTextField';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { accountDescription } from './accountModel';
import { useReceivingAccountsQuery } from './accountsApi';
import { ONLINE_PAYMENT_PATHS, OnlinePaymentNav } from './OnlinePaymentNav';
import { ILLUSTRATIVE_AVAILABLE_BALANCE, readTransferAmount, transferAmountRule } from './statementModel';
import { useStoreId } from './useStoreId';

/** The wizard's steps (spec 02 §2.8: onde, valor, confirma). */
const STEPS = [
  { key: 'onde', label: 'Para onde deseja transferir' },
  { key: 'valor', label: 'Inserir valor' },
  { key: 'confirma', label: 'Confirmar transferência' },
] as const;

/**
 * /financeiro/vendas/vendas/transferir: the three-step transfer wizard. The destinations are the
 * store's real receiving accounts; the balance is the statement's sample, labelled; the last step
 * says plainly that no transfer is requested (the contract has no transfer call).
 */
export function TransferPage() {
  const storeId = useStoreId();
  const accounts = useReceivingAccountsQuery(storeId);
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** what stops the amount, said on its field */
  const [amountError, setAmountError] = useState<string | null>(null);
  const typed = readTransferAmount(amountText, ILLUSTRATIVE_AVAILABLE_BALANCE);
  const amount = typed.ok ? typed.reais : null;

  const next = (chosen: BankAccount | undefined) => {
    if (step === 0 && !chosen) return setError(ONLINE_PAYMENT_MESSAGES.transferAccountRequired);
    if (step === 1 && !typed.ok) return setAmountError(typed.message);
    setError(null);
    setStep(step + 1);
  };

  return (
    <Screen title="Transferir" maxWidth={900}>
      <OnlinePaymentNav />
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        {STEPS.map((s) => (
          <Step key={s.key}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <QueryView result={accounts} errorTitle={ONLINE_PAYMENT_MESSAGES.accountsLoadFailed}>
        {(list) => {
          const chosen = list.find((a) => a.id_pagon_banco === accountId);
          return (
            <Paper variant="outlined" component="section" aria-label={STEPS[step]?.label} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography variant="h6" component="h2">
                {STEPS[step]?.label}
              </Typography>
              {step === 0 &&
                (list.length === 0 ? (
                  <Typography>
                    Nenhuma conta cadastrada.{' '}
                    <Link component={RouterLink} to={ONLINE_PAYMENT_PATHS.accounts}>
                      Cadastre uma conta em Contas e taxas
                    </Link>
                    .
                  </Typography>
                ) : (
                  <RadioGroup aria-label="Conta de destino" value={accountId ?? ''} onChange={(e) => setAccountId(Number(e.target.value))}>
                    {list.map((a) => (
                      <FormControlLabel key={a.id_pagon_banco} value={a.id_pagon_banco} control={<Radio />} label={`${accountDescription(a).kind}: ${accountDescription(a).detail}`} />
                    ))}
                  </RadioGroup>
                ))}
              {step === 1 && (
                <>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography>
                      Saldo disponível: <strong>{formatBRL(ILLUSTRATIVE_AVAILABLE_BALANCE)}</strong>
                    </Typography>
                    <Chip size="small" color="warning" variant="outlined" label={ONLINE_PAYMENT_MESSAGES.illustrativeValues} />
                  </Box>
                  <MoneyTextField
                    label="Valor da transferência (R$)"
                    value={amountText}
                    onChange={(text) => {
                      setAmountText(text);
                      setAmountError(null);
                    }}
                    rule={transferAmountRule(ILLUSTRATIVE_AVAILABLE_BALANCE)}
                    optional
                    error={amountError !== null}
                    helperText={amountError ?? ' '}
                    sx={{ maxWidth: 280 }}
                  />
                </>
              )}
              {step === 2 && chosen && amount !== null && (
                <>
                  <Typography>
                    Destino: <strong>{accountDescription(chosen).detail}</strong>
                  </Typography>
                  <Typography>
                    Valor: <strong>{formatBRL(amount)}</strong>
                  </Typography>
                  <Alert severity="warning">{ONLINE_PAYMENT_MESSAGES.transferNoRequest}</Alert>
                </>
              )}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 1 }}>
                {step > 0 && <Button onClick={() => setStep(step - 1)}>Voltar</Button>}
                {step < 2 ? (
                  <Button variant="contained" disabled={list.length === 0} onClick={() => next(chosen)}>
                    Continuar
                  </Button>
                ) : (
                  <Button variant="contained" onClick={() => void navigate(ONLINE_PAYMENT_PATHS.statement)}>
                    Voltar ao extrato
                  </Button>
                )}
              </Box>
            </Paper>
          );
        }}
      </QueryView>
    </Screen>
  );
}
