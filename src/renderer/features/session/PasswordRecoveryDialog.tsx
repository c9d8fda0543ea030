import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RECOVERY_STEPS, recoveryClosed } from './passwordRecoverySlice';
import { CodeStep, DocumentStep, EstablishmentStep, NewPasswordStep, RecoveryFormStep } from './PasswordRecoverySteps';

const STEP_VIEWS = [DocumentStep, EstablishmentStep, NewPasswordStep, RecoveryFormStep, CodeStep] as const;

/** The 'Esqueci minha senha' wizard (spec 01 §2): five steps, state in passwordRecoverySlice. */
export function PasswordRecoveryDialog() {
  const open = useAppSelector((s) => s.passwordRecovery.open);
  const step = useAppSelector((s) => s.passwordRecovery.step);
  const dispatch = useAppDispatch();
  const close = () => dispatch(recoveryClosed());
  const StepView = STEP_VIEWS[step];
  return (
    <Dialog
      open={open}
      // A click beside the wizard must not throw away what was typed: close with X or Cancelar.
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby="recovery-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="recovery-title" sx={{ pr: 6 }}>
        Esqueci minha senha
        <IconButton aria-label="Fechar" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Stepper activeStep={step} alternativeLabel sx={{ px: 3, pb: 2 }}>
        {RECOVERY_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {open && <StepView />}
    </Dialog>
  );
}
