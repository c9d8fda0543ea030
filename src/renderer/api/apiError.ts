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

/**
 * What a saga must show for a failed call of its own, or null when something is already on screen:
 * an HTTP failure has the generic 'Ops!' dialog and an expired session its own (the platform
 * client shows them); no answer at all is said as such; anything else gets the caller's sentence.
 * (Screens on the data layer need none of this: api/baseQuery.ts does it for them.)
 */
export function failureDialogText(e: unknown, fallback: string): string | null {
  if (!(e instanceof ApiError)) return fallback;
  if (e.kind === 'http' || e.kind === 'sessionExpired') return null;
  return e.kind === 'network' ? e.message : fallback;
}

/** The message of any failure, for a dialog or a toast. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError) return e.message;
  return fallback;
}
