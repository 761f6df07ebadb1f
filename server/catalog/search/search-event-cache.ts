import type { Database } from '../../storage/index.js';
import { catalogVersion, type StatementCache } from '../shared/index.js';
import { loadSearchEvents, type SearchEventShape } from './search-events.js';

/** Events kept between two catalog writes, of every shape asked; past it the cache starts over. */
const MAX_EVENTS = 5_000;

/** The events of a result page as their JSON bytes, in the order of their ids. */
export type LoadSearchEvents = (
  ids: readonly number[],
  shape: SearchEventShape,
  baseUrl: string,
) => Buffer[];

const shapeKey = ({ scope, optimized, openMarketsOnly }: SearchEventShape, baseUrl: string) =>
  `${scope ? `${scope.kind}:${'address' in scope ? scope.address : scope.siteId}` : ''}|` +
  `${optimized ? 1 : 0}${openMarketsOnly ? 1 : 0}|${baseUrl}`;

/**
 * The events of result pages, each loaded and encoded once between two catalog writes:
 * type-ahead asks many different queries whose pages share their events (every prefix of a word
 * finds the events the word does), and an event with its markets is most of what a search costs,
 * in SQLite and again in serializing and encoding it (a page is hundreds of kilobytes). Any
 * catalog write, a trade's statistics included, empties the cache, as it does the answer
 * replay's.
 */
export function cachedSearchEvents(db: Database, statements: StatementCache): LoadSearchEvents {
  const version = catalogVersion(db);
  const events = new Map<string, Buffer>();
  let seenVersion = '';
  return (ids, shape, baseUrl) => {
    const now = version();
    if (now !== seenVersion || events.size > MAX_EVENTS) {
      events.clear();
      seenVersion = now;
    }
    const prefix = shapeKey(shape, baseUrl);
    const missing = ids.filter((id) => !events.has(`${prefix}#${id}`));
    for (const [id, event] of loadSearchEvents(statements, missing, shape, baseUrl)) {
      events.set(`${prefix}#${id}`, Buffer.from(JSON.stringify(event)));
    }
    return ids.flatMap((id) => events.get(`${prefix}#${id}`) ?? []);
  };
}
