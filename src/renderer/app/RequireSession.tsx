import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { showError } from '../ui/uiSlice';
import { MESSAGES } from '../ui/messages';

/**
 * The route guard: logged in means a stored session hash (spec 01 §2, §6). The 'não está
 * logado' error is for arriving at a protected screen without a session; a session that ends
 * while a screen is open (Sair da Loja, expiry) already says what happened.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const hash = useAppSelector((s) => s.session.session?.hash);
  const expired = useAppSelector((s) => s.ui.dialogs.some((d) => d.kind === 'sessionExpired'));
  const dispatch = useAppDispatch();
  const arrivedWithSession = useRef(Boolean(hash));
  const missing = !hash;
  useEffect(() => {
    if (missing && !expired && !arrivedWithSession.current) {
      dispatch(showError(MESSAGES.notLoggedIn.replace(/^Erro! /, '')));
    }
  }, [missing, expired, dispatch]);
  // After an expiry the login screen shows behind the non-dismissible dialog: never a blank page.
  if (missing) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
