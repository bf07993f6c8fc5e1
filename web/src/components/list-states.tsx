import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** The part of an SWR result (useApi) the states need. */
export interface Loadable<T> {
  data?: T | undefined;
  error?: unknown;
  mutate: () => unknown;
}

/**
 * A list loaded from the API, in the states it goes through: failed with nothing to show (the
 * kit's LoadError: what could not be loaded, the reason unless `withReason` is off, and a way to
 * try again), loading, empty, then the list itself from `children`.
 */
export function ListStates<T>({
  result,
  failed,
  withReason = true,
  loading,
  empty,
  isEmpty,
  children,
}: {
  result: Loadable<T>;
  failed: string;
  withReason?: boolean;
  loading: string;
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, error } = result;
  if (error && !data) return <LoadError what={failed} error={withReason ? error : undefined} onRetry={() => void result.mutate()} />;
  if (!data) {
    return (
      <p role="status" className="text-slate-600">
        {loading}
      </p>
    );
  }
  if (isEmpty(data)) return <p className="text-slate-600">{empty}</p>;
  return children(data);
}
