import { UpstreamError, type UpstreamClient } from '../upstream/index.js';

/** What the sync asks of the upstream client: JSON reads (retried, bounded in flight). */
export type SyncUpstream = Pick<UpstreamClient, 'json'>;

/** The upstream answered 404: the object it was asked for does not exist there. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof UpstreamError && error.status === 404;
