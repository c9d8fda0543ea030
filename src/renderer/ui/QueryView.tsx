import type { ReactNode } from 'react';
import type { PlatformError } from '../api/baseQuery';
import { EmptyState, ErrorState, LoadingState } from './ScreenStates';

/** What RTK Query's hooks give a screen for one of its loads (the part QueryView reads). */
export interface LoadResult<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/**
 * The sentence of a failed load: the screen's own sentence ('Não foi possível carregar ...'),
 * then what the data layer said (the server's text, the network, 'Ops! ... 500!').
 */
export function loadErrorText(title: string, error: unknown): string {
  const detail = (error as Partial<PlatformError> | undefined)?.message;
  return detail && detail !== title ? `${title} ${detail}` : title;
}

/**
 * One load of a screen, in its three states: loading, failed (with 'Tentar novamente'), or the
 * data handed to `children`. Data already on screen stays when a later load fails: the error
 * shows above it. `isEmpty` and `empty` show the empty state instead of an empty list.
 */
export function QueryView<T>({
  result,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  result: LoadResult<T>;
  /** what could not be loaded, e.g. MESSAGES.hoursLoadFailed */
  errorTitle: string;
  isEmpty?: (data: T) => boolean;
  empty?: { message: string; hint?: ReactNode };
  children: (data: T) => ReactNode;
}) {
  const { data, error, isLoading, refetch } = result;
  const failure = error ? <ErrorState message={loadErrorText(errorTitle, error)} onRetry={() => void refetch()} /> : null;
  if (data === undefined) return failure ?? (isLoading ? <LoadingState /> : null);
  return (
    <>
      {failure}
      {empty && isEmpty?.(data) ? <EmptyState message={empty.message} hint={empty.hint} /> : children(data)}
    </>
  );
}
