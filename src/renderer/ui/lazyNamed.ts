import { lazy, type ComponentType } from 'react';

/**
 * A component downloaded the first time it renders, for what most sessions never open (the
 * cancel dialog, the courier and map dialogs, the contract modal): it stays out of the first
 * download. Render it inside <Suspense>.
 *
 *   const CancelOrderDialog = lazyNamed(() => import('./CancelOrderDialog'), 'CancelOrderDialog');
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends ComponentType<infer P> ? P : never;
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<Props> })));
}
