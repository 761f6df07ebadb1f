import type { ReactNode } from 'react';
import { Button } from '../../../components/button.js';
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

/**
 * Loading, error (with retry), empty, or the rows. A disabled query shows `idle`. Rows read
 * before a refresh failed (the connection dropped) stay, under a line that says so: the last
 * known orders and positions are worth more to a trader than an error in their place.
 */
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
  const retry = () => void query.refetch();
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={retry} />;
  const failed = query.isError && (
    <div className="feed-stale-note" role="status">
      Not refreshed ({query.error?.message || query.error?.code}): the last rows read.{' '}
      <Button size="sm" variant="ghost" onClick={retry}>
        Retry
      </Button>
    </div>
  );
  const rows = query.data ?? [];
  return (
    <>
      {failed}
      {rows.length === 0 ? <Empty title={empty} /> : children(rows)}
    </>
  );
}
