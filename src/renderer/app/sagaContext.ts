import { getContext } from 'redux-saga/effects';
import { SERVICES, type Services } from './services';

/** `const services = yield* getServices()` inside a saga. */
export function* getServices(): Generator<ReturnType<typeof getContext>, Services, Services> {
  return yield getContext(SERVICES);
}
