/** What the sync asks of the upstream client (server/mirror/upstream): JSON reads. */
export interface SyncUpstream {
  json<T = unknown>(
    surface: 'catalog' | 'data' | 'clob',
    pathAndQuery: string,
    init?: { signal?: AbortSignal },
  ): Promise<T>;
}

/** The upstream answered 404: the object it was asked for does not exist there. */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
