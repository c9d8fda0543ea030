export type ApiErrorKind =
  /** no answer at all: platform down, no internet */
  | 'network'
  /** the session hash is unknown or expired (401 envelope) */
  | 'sessionExpired'
  /** an HTTP failure status */
  | 'http'
  /** an answer that does not have the shape the contract promises */
  | 'malformed';

/** Every failure of a platform call, with a message a person can read (Portuguese). */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** what the platform answered with a failure status, for screens that show its message */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The message of any failure, for a dialog or a toast. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError) return e.message;
  return fallback;
}
