import type { Session } from '../../../shared/api';
import { useAppSelector } from '../../app/hooks';

/**
 * The support phone given to this build (VITE_SUPPORT_PHONE), or null. The panel invents no
 * number: before login the brand is not known, so this is the only one the login screen has.
 */
export const BUILT_SUPPORT_PHONE: string | null = ((import.meta.env.VITE_SUPPORT_PHONE as string | undefined) ?? '').trim() || null;

/**
 * The support phone a person may call: the logged-in store's brand's (the platform configures
 * one per brand and sends it with the login, telefone_suporte), else the build's, else null
 * (the label then shows no number).
 */
export function supportPhoneOf(session: Pick<Session, 'telefone_suporte'> | null | undefined, built: string | null = BUILT_SUPPORT_PHONE): string | null {
  return session?.telefone_suporte?.trim() || built;
}

export function useSupportPhone(): string | null {
  const session = useAppSelector((s) => s.session.session);
  return supportPhoneOf(session);
}
