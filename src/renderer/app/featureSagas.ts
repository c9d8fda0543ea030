import { sessionSaga } from '../features/session/sessionSaga';

/** The root saga of each feature (one line per feature). */
export const featureSagas: Array<() => Generator> = [sessionSaga];
