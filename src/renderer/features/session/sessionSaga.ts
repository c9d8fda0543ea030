import { call, put, takeLatest } from 'redux-saga/effects';
import type { Session } from '../../../shared/api';
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
import { clearStorage, saveSession } from './sessionStorage';

function* login(action: ReturnType<typeof loginRequested>) {
  const { api, storage, navigate } = yield* getServices();
  try {
    const answer = (yield call(api.legacy.call, 'login/index', {
      body: action.payload,
      silent: true,
    })) as Awaited<ReturnType<typeof api.legacy.call<'login/index'>>>;
    if (!answer.status) {
      yield put(loginFailed(answer.mensagem || answer.erro || MESSAGES.loginFailed));
      return;
    }
    const session = sessionFrom(answer);
    saveSession(session, storage);
    yield put(loginSucceeded(session));
    navigate('/pedidos');
  } catch (e) {
    const message = isApiError(e) && e.kind === 'network' ? MESSAGES.networkFailure : errorMessage(e, MESSAGES.loginFailed);
    yield put(loginFailed(message));
  }
}

function sessionFrom(answer: Session): Session {
  return {
    id_estabelecimento: answer.id_estabelecimento,
    id_usuario: answer.id_usuario,
    nome: answer.nome,
    hash: answer.hash,
    id_sessao: answer.id_sessao,
    url_socket: answer.url_socket,
    canal_socket: answer.canal_socket,
    company: answer.company,
  };
}

function* logout() {
  const { storage, navigate } = yield* getServices();
  clearStorage(storage);
  yield put(loggedOut());
  navigate('/login');
}

function* expired(action: ReturnType<typeof sessionExpired>) {
  const { storage } = yield* getServices();
  clearStorage(storage);
  yield put(dialogShown({ kind: 'sessionExpired', title: action.payload.title, message: MESSAGES.sessionExpiredBody }));
}

export function* sessionSaga() {
  yield takeLatest(loginRequested.type, login);
  yield takeLatest(logoutRequested.type, logout);
  yield takeLatest(sessionExpired.type, expired);
}
