import type { Session } from '../../shared/api';
import { ApiError } from '../api/apiError';
import { TEST_SESSION, type TestStoreOptions, createTestStore } from './testStore';

/** Test-only helpers of the couriers and chat features. */
export const COURIERS_TEST_SESSION: Session = { ...TEST_SESSION, id_usuario: 7 };

export function httpFailure(status: number, body: unknown): ApiError {
  return new ApiError('http', `Ops! Ocorreu um erro inesperado ${status}!`, status, body);
}

/** The app's store (createTestStore), logged in as user 7 (the chat sends the user's id). */
export function createCouriersTestStore(opts: TestStoreOptions = {}) {
  return createTestStore({ ...opts, session: opts.session === undefined ? COURIERS_TEST_SESSION : opts.session });
}

/** Lets pending promises and saga steps settle. */
export async function settle(ms = 0) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
