import type { ReactNode } from 'react';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import type { CallError } from '../../../lib/transport.js';

interface QueryLike<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: CallError | null;
  refetch: () => unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** Loading, error (with retry), empty, or the rows. A disabled query shows `idle`. */
export function QueryView<T>({
  query,
  empty,
  idle,
  children,
}: {
  query: QueryLike<T>;
  empty: string;
  idle?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending && query.fetchStatus === 'idle')
    return <>{idle ?? <Empty title={empty} />}</>;
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.length === 0) return <Empty title={empty} />;
  return <>{children(query.data)}</>;
}
