import type { ConnectionState } from '../../lib/transport.js';

/**
 * Feeds on connection states; answers true when the socket opens again after a drop (not on the
 * first open): account events sent while it was down are lost, so the account data is stale.
 */
export function createReconnectWatch(initial: ConnectionState): (next: ConnectionState) => boolean {
  let wasOpen = initial === 'open';
  let dropped = false;
  return (next) => {
    if (next !== 'open') {
      dropped = wasOpen;
      return false;
    }
    const reopened = dropped;
    wasOpen = true;
    dropped = false;
    return reopened;
  };
}
