import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { showError } from '../ui/uiSlice';
import { MESSAGES } from '../ui/messages';

/** The route guard: logged in means a stored session hash (spec 01 §2, §6). */
export function RequireSession({ children }: { children: ReactNode }) {
  const hash = useAppSelector((s) => s.session.session?.hash);
  const expired = useAppSelector((s) => s.ui.dialogs.some((d) => d.kind === 'sessionExpired'));
  const dispatch = useAppDispatch();
  const missing = !hash;
  useEffect(() => {
    // After an expiry the session-expired dialog already says what to do.
    if (missing && !expired) dispatch(showError(MESSAGES.notLoggedIn.replace(/^Erro! /, '')));
  }, [missing, expired, dispatch]);
  if (missing) return expired ? null : <Navigate to="/login" replace />;
  return <>{children}</>;
}
