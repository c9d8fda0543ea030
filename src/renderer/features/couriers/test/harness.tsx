import type { Session } from '../../../../shared/api';
import { ApiError } from '../../../api/apiError';
import { TEST_SESSION as APP_TEST_SESSION, type TestStoreOptions, createTestStore as createAppTestStore } from '../../../test/testStore';

/** Test-only helpers of the couriers and chat features. */
export const TEST_SESSION: Session = { ...APP_TEST_SESSION, id_usuario: 7 };

export type { Answers } from '../../../test/testStore';
export { renderWithStore } from '../../../test/testStore';

export function httpFailure(status: number, body: unknown): ApiError {
  return new ApiError('http', `Ops! Ocorreu um erro inesperado ${status}!`, status, body);
}

/** The app's store (test/testStore), logged in as user 7 (the chat sends the user's id). */
export function createTestStore(opts: TestStoreOptions = {}) {
  return createAppTestStore({ ...opts, session: opts.session === undefined ? TEST_SESSION : opts.session });
}

/** Lets pending promises and saga steps settle. */
export async function settle(ms = 0) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
