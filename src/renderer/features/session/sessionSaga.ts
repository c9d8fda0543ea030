import { call, put, takeLatest } from 'redux-saga/effects';
import { loginIndex, refusalText, type LoginResponse, type Session } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { getServices } from '../../app/sagaContext';
import { errorMessage, isApiError } from '../../api/apiError';
import { dialogShown } from '../../ui/uiSlice';
import { MESSAGES } from '../../ui/messages';
import {
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  sessionExpired,
} from './sessionSlice';
import { clearStorage } from './sessionStorage';

function* login(action: ReturnType<typeof loginRequested>) {
  const services = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(services.api, loginIndex, { body: action.payload, silent: true }))) as LoginResponse;
    if (!answer.status) {
      yield put(loginFailed(refusalText(answer) ?? MESSAGES.loginFailed));
      return;
    }
    const session = sessionFrom(answer);
    services.vault.save(session);
    yield put(loginSucceeded(session));
    services.navigate('/pedidos');
  } catch (e) {
    yield put(loginFailed(loginFailureMessage(e)));
  }
}

/**
 * Unreachable platform: the network message. A server fault (5xx) says so with its status, so
 * nobody retypes a right password. Anything else on login means the credentials were refused.
 */
function loginFailureMessage(e: unknown): string {
  if (!isApiError(e)) return MESSAGES.loginFailed;
  if (e.kind === 'network') return MESSAGES.networkFailure;
  if (e.kind === 'http' && (e.status ?? 0) >= 500) return errorMessage(e, MESSAGES.loginFailed);
  return MESSAGES.loginFailed;
}

/** What a login keeps of the platform's answer (also what the e2e tests store to sign in without the form). */
export function sessionFrom(answer: Session): Session {
  return {
    id_estabelecimento: answer.id_estabelecimento,
    id_usuario: answer.id_usuario,
    nome: answer.nome,
    hash: answer.hash,
    id_sessao: answer.id_sessao,
    url_socket: answer.url_socket,
    canal_socket: answer.canal_socket,
    company: answer.company,
    ...(typeof answer.telefone_suporte === 'string' && answer.telefone_suporte.trim() ? { telefone_suporte: answer.telefone_suporte.trim() } : {}),
  };
}

function* logout() {
  const services = yield* getServices();
  clearStorage(services.storage);
  services.vault.clear();
  yield put(loggedOut());
  services.navigate('/login');
}

function* expired(action: ReturnType<typeof sessionExpired>) {
  const { storage, vault } = yield* getServices();
  clearStorage(storage);
  vault.clear();
  yield put(dialogShown({ kind: 'sessionExpired', title: action.payload.title, message: MESSAGES.sessionExpiredBody }));
}

export function* sessionSaga() {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(logoutRequested.type, logout);
  yield takeLatest(sessionExpired.type, expired);
}
