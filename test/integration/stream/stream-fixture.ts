// What the stream tests share: the market they trade and their connections.
import { afterEach } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import type { ListeningVenue } from '../../support/listening-venue.js';
import { StreamClient } from './stream-client.js';

/** The market the channel tests trade. */
export const YES = tokenIdOf(204, 0);
export const NO = tokenIdOf(204, 1);
export const MARKET = conditionIdOf(204);

/**
 * Opens connections (to /ws/market unless told) to the current test's venue and closes them
 * after the test. Register it after the hook that closes the venue: afterEach hooks run last
 * registered first.
 */
export function connectionsTo(venue: () => ListeningVenue) {
  const clients: StreamClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  return async (path = '/ws/market'): Promise<StreamClient> => {
    const client = await StreamClient.connect(venue().wsUrl(path));
    clients.push(client);
    return client;
  };
}
