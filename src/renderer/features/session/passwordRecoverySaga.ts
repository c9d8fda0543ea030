import { call, put, select, take, takeLeading } from 'redux-saga/effects';
import { loginEnviarCodigo, loginRedefinir, loginRedefinirSenha, loginSalvarSenha, refusalText, type EndpointOf } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { errorMessage } from '../../api/apiError';
import { getServices } from '../../app/sagaContext';
import type { RootState } from '../../app/store';
import { MESSAGES } from '../../ui/messages';
import { dialogClosed, dialogShown, showError } from '../../ui/uiSlice';
import { RECOVERY_CODE_TTL_MS } from './model';
import {
  codeSent,
  codeSubmitted,
  documentSubmitted,
  establishmentSubmitted,
  establishmentsReceived,
  optionsReceived,
  recoveryCallFailed,
  recoveryClosed,
  recoveryFormSubmitted,
  type PasswordRecoveryState,
} from './passwordRecoverySlice';


type Answer<D> = EndpointOf<D>['response'];

const recovery = (s: RootState): PasswordRecoveryState => s.passwordRecovery;

/** The server's words when it refuses a step ('Erro!' dialog, spec 01 §8). */
function refusal(answer: unknown): string {
  return refusalText(answer) ?? MESSAGES.recoveryFailed;
}

function* fail(message: string) {
  yield put(recoveryCallFailed());
  yield put(showError(message));
}

function* identify(action: ReturnType<typeof documentSubmitted>) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() =>
      callEndpoint(api, loginRedefinir, {
        body: { cnpj: action.payload.cnpj },
        silent: true,
      }),
    )) as Answer<typeof loginRedefinir>;
    if (!answer.status) return yield* fail(refusal(answer));
    const list = answer.estabelecimentos ?? [];
    if (list.length === 0) return yield* fail(MESSAGES.recoveryNoEstablishment);
    yield put(establishmentsReceived(list));
  } catch (e) {
    yield* fail(errorMessage(e, MESSAGES.recoveryFailed));
  }
}

function* chooseEstablishment(action: ReturnType<typeof establishmentSubmitted>) {
  const { api } = yield* getServices();
  const { cnpj } = (yield select(recovery)) as PasswordRecoveryState;
  try {
    const answer = (yield call(() =>
      callEndpoint(api, loginRedefinirSenha, {
        body: { cnpj, estabelecimento: action.payload.estabelecimento },
        silent: true,
      }),
    )) as Answer<typeof loginRedefinirSenha>;
    if (!answer.status || !answer.opcoes) return yield* fail(refusal(answer));
    if (!answer.opcoes.email && !answer.opcoes.telefone) return yield* fail(MESSAGES.recoveryNoContact);
    yield put(optionsReceived(answer.opcoes));
  } catch (e) {
    yield* fail(errorMessage(e, MESSAGES.recoveryFailed));
  }
}

function* sendCode(action: ReturnType<typeof recoveryFormSubmitted>) {
  const { api } = yield* getServices();
  const { cnpj, establishmentId } = (yield select(recovery)) as PasswordRecoveryState;
  if (establishmentId === null) return yield* fail(MESSAGES.recoveryEstablishmentRequired);
  try {
    const answer = (yield call(() =>
      callEndpoint(api, loginEnviarCodigo, {
        body: { cnpj, estabelecimento: establishmentId, forma: action.payload.forma },
        silent: true,
      }),
    )) as Answer<typeof loginEnviarCodigo>;
    if (!answer.status || !answer.uuid) return yield* fail(refusal(answer));
    // The countdown starts when the platform confirms it sent the code.
    yield put(codeSent({ uuid: answer.uuid, usuario: answer.usuario ?? '', expiresAt: Date.now() + RECOVERY_CODE_TTL_MS }));
  } catch (e) {
    yield* fail(errorMessage(e, MESSAGES.recoveryFailed));
  }
}

function* savePassword(action: ReturnType<typeof codeSubmitted>) {
  const services = yield* getServices();
  const { establishmentId, uuid, novaSenha, usuario, codeExpiresAt } = (yield select(recovery)) as PasswordRecoveryState;
  if (establishmentId === null || uuid === null) return yield* fail(MESSAGES.recoveryFailed);
  if (codeExpiresAt !== null && Date.now() >= codeExpiresAt) return yield* fail(MESSAGES.recoveryCodeExpired);
  try {
    const answer = (yield call(() =>
      callEndpoint(services.api, loginSalvarSenha, {
        body: { estabelecimento: establishmentId, codigo: action.payload.codigo.trim(), uuid, valor: novaSenha },
        silent: true,
      }),
    )) as Answer<typeof loginSalvarSenha>;
    if (!answer.status) return yield* fail(refusal(answer));
  } catch (e) {
    return yield* fail(errorMessage(e, MESSAGES.recoveryFailed));
  }
  yield put(recoveryClosed());
  yield put(
    dialogShown({ kind: 'attention', title: MESSAGES.passwordChanged, message: MESSAGES.passwordChangedBody(usuario ?? '') }),
  );
  // Spec 01 §8: the page reloads once the person has read the success dialog.
  const shown = (yield select((s: RootState) => s.ui.dialogs.find((d) => d.title === MESSAGES.passwordChanged))) as
    | { id: number }
    | undefined;
  if (shown) yield take((a: unknown) => dialogClosed.match(a) && a.payload === shown.id);
  services.reload();
}

export function* passwordRecoverySaga() {
  // takeLeading: a double click on a step's button sends one request.
  yield takeLeading(documentSubmitted.type, identify);
  yield takeLeading(establishmentSubmitted.type, chooseEstablishment);
  yield takeLeading(recoveryFormSubmitted.type, sendCode);
  yield takeLeading(codeSubmitted.type, savePassword);
}
