
/** Spec 01 §9. */
export const AUTO_LOGIN_DELAY_MS = 500;
export const RECOVERY_CODE_TTL_MS = 300_000;
export const MIN_PASSWORD_LENGTH = 8;

export interface Credentials {
  usuario: string;
  senha: string;
}

/**
 * Decodes the base64 'usuario' of an auto-login link (UTF-8; standard or URL-safe alphabet,
 * padding optional). In a query string an unencoded '+' arrives as a space, so spaces are read
 * back as '+'. Null when it is not base64 or decodes to nothing printable.
 */
export function decodeBase64Usuario(encoded: string): string | null {
  let b64 = encoded.replace(/ /g, '+').trim().replace(/-/g, '+').replace(/_/g, '/');
  if (b64 === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return null;
  b64 = b64.replace(/=+$/, '');
  if (b64.length % 4 === 1) return null;
  b64 += '='.repeat((4 - (b64.length % 4)) % 4);
  try {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    // eslint-disable-next-line no-control-regex
    if (text === '' || /[\u0000-\u001f\u007f]/.test(text)) return null;
    return text;
  } catch {
    return null;
  }
}

export type AutoLogin =
  | { kind: 'none' }
  /** a link with both parts: fill the fields and log in after AUTO_LOGIN_DELAY_MS */
  | { kind: 'login'; credentials: Credentials }
  /** a link whose usuario is not base64: say so instead of logging in as garbage */
  | { kind: 'invalid' };

/**
 * The auto-login of the login route (spec 01 §2): '/login/{usuario}/{hash}' or
 * '?usuario=...&hash=...' (the path wins), usuario base64-encoded.
 *
 * What 'hash' is: the spec does not say. The platform's login/index takes only usuario and
 * senha and answers the session hash, so the link's hash can only be the credential for that
 * call: it is submitted as 'senha'. (A platform that issues one-time login tokens would accept
 * them in the same field.)
 */
export function autoLoginFrom(pathParams: { usuario?: string; hash?: string }, search: string): AutoLogin {
  const query = new URLSearchParams(search);
  const encoded = pathParams.usuario ?? query.get('usuario') ?? '';
  const hash = pathParams.hash ?? query.get('hash') ?? '';
  if (encoded === '' || hash === '') return { kind: 'none' };
  const usuario = decodeBase64Usuario(encoded);
  if (usuario === null) return { kind: 'invalid' };
  return { kind: 'login', credentials: { usuario, senha: hash } };
}

/** Whether the route carries a hash at all (a stored session redirects only without one). */
export function hasHash(pathParams: { hash?: string }, search: string): boolean {
  return Boolean(pathParams.hash || new URLSearchParams(search).get('hash'));
}

/** Remaining time of the recovery code as mm:ss (never negative). */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export function remainingMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now);
}
