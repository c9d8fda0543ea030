import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecoveryEstablishment, RecoveryForm, RecoveryOptions } from '../../../shared/api';

/** The five steps of the 'Esqueci minha senha' wizard (spec 01 §2), in order. */
export const RECOVERY_STEPS = ['Identificação', 'Estabelecimento', 'Nova senha', 'Forma de recuperação', 'Validação'] as const;
export type RecoveryStep = 0 | 1 | 2 | 3 | 4;

/**
 * The wizard's state machine. Each step's answer is kept when going back, so nothing typed is
 * lost; the server's answers (establishments, contact options, uuid) move it forward.
 */
export interface PasswordRecoveryState {
  open: boolean;
  step: RecoveryStep;
  /** a call of the current step is under way */
  busy: boolean;
  /** CPF or CNPJ, digits only */
  cnpj: string;
  establishments: RecoveryEstablishment[];
  establishmentId: number | null;
  options: RecoveryOptions | null;
  novaSenha: string;
  forma: RecoveryForm | null;
  uuid: string | null;
  usuario: string | null;
  /** epoch ms when the code sent in step 4 stops being accepted (spec: 5 minutes) */
  codeExpiresAt: number | null;
}

export const initialPasswordRecoveryState: PasswordRecoveryState = {
  open: false,
  step: 0,
  busy: false,
  cnpj: '',
  establishments: [],
  establishmentId: null,
  options: null,
  novaSenha: '',
  forma: null,
  uuid: null,
  usuario: null,
  codeExpiresAt: null,
};

const slice = createSlice({
  name: 'passwordRecovery',
  initialState: initialPasswordRecoveryState,
  reducers: {
    recoveryOpened: () => ({ ...initialPasswordRecoveryState, open: true }),
    recoveryClosed: () => initialPasswordRecoveryState,
    recoveryStepBack(state) {
      if (state.busy || state.step === 0) return;
      state.step = (state.step - 1) as RecoveryStep;
    },
    /** step 1 -> login/redefinir */
    documentSubmitted(state, action: PayloadAction<{ cnpj: string }>) {
      state.cnpj = action.payload.cnpj;
      state.busy = true;
    },
    establishmentsReceived(state, action: PayloadAction<RecoveryEstablishment[]>) {
      state.busy = false;
      // A different document means a different list: an earlier choice no longer applies.
      if (!action.payload.some((e) => e.id_estabelecimento === state.establishmentId)) state.establishmentId = null;
      state.establishments = action.payload;
      state.step = 1;
    },
    /** step 2 -> login/redefinirSenha */
    establishmentSubmitted(state, action: PayloadAction<{ estabelecimento: number }>) {
      state.establishmentId = action.payload.estabelecimento;
      state.busy = true;
    },
    optionsReceived(state, action: PayloadAction<RecoveryOptions>) {
      state.busy = false;
      state.options = action.payload;
      if (state.forma === 'email' && !action.payload.email) state.forma = null;
      if (state.forma === 'sms' && !action.payload.telefone) state.forma = null;
      state.step = 2;
    },
    /** step 3: no call, the password goes with the code in step 5 */
    newPasswordSubmitted(state, action: PayloadAction<{ senha: string }>) {
      state.novaSenha = action.payload.senha;
      state.step = 3;
    },
    /** step 4 -> login/enviarCodigo */
    recoveryFormSubmitted(state, action: PayloadAction<{ forma: RecoveryForm }>) {
      state.forma = action.payload.forma;
      state.busy = true;
    },
    codeSent(state, action: PayloadAction<{ uuid: string; usuario: string; expiresAt: number }>) {
      state.busy = false;
      state.uuid = action.payload.uuid;
      state.usuario = action.payload.usuario;
      state.codeExpiresAt = action.payload.expiresAt;
      state.step = 4;
    },
    /** step 5 -> login/salvarSenha */
    codeSubmitted(state, _action: PayloadAction<{ codigo: string }>) {
      state.busy = true;
    },
    recoveryCallFailed(state) {
      state.busy = false;
    },
  },
});

export const {
  recoveryOpened,
  recoveryClosed,
  recoveryStepBack,
  documentSubmitted,
  establishmentsReceived,
  establishmentSubmitted,
  optionsReceived,
  newPasswordSubmitted,
  recoveryFormSubmitted,
  codeSent,
  codeSubmitted,
  recoveryCallFailed,
} = slice.actions;
export const passwordRecoveryReducer = slice.reducer;
