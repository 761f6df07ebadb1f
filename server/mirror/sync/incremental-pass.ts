import { eventIdOf } from './to-rows.js';
import {
  getCatalog,
  sameCursor,
  updatedAtMs,
  writePage,
  type PassContext,
} from './pass-context.js';
import type { Watermarks } from './sync-state.js';
import type { WireEvent, WireMarket } from './wire.js';
import { isNotFound } from './upstream-port.js';

type KeysetPage<T> = { next_cursor?: string } & { events?: T[]; markets?: T[] };

/**
 * The items of a list updated at or after `since` (ms), newest first, through its keyset list
 * by update time (the venue's replacement of the offset lists), its open and its closed items
 * each asked for explicitly: which of them the upstream lists without `closed=` is not to be
 * relied on, and a closure must arrive as an update. Each is read until an item is older.
 * Equal times are read again (the previous sync may have stopped among them); writing an item
 * twice changes nothing. The next page is read while one is written. Answers the newest update
 * seen.
 */
async function pagesSince<T extends { updatedAt?: string | null }>(
  context: PassContext,
  list: 'events' | 'markets',
  since: number,
  write: (items: T[]) => Promise<void>,
): Promise<number> {
  let done = 0;
  const read = (closed: boolean) =>
    keysetSince<T>(context, list, closed, since, async (items) => {
      await write(items);
      done += items.length;
      context.progress(list, done, null);
    });
  // Both finish before the list is over, even when one fails: no write outlives its run.
  const settled = await Promise.allSettled([read(false), read(true)]);
  return Math.max(since, ...settled.map(valueOrThrow));
}

/** A settled value, or its reason thrown. */
function valueOrThrow<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** One keyset list by update time (`closed` either way) down to `since`; its newest update. */
async function keysetSince<T extends { updatedAt?: string | null }>(
  context: PassContext,
  list: 'events' | 'markets',
  closed: boolean,
  since: number,
  write: (items: T[]) => Promise<void>,
): Promise<number> {
  // Small pages: most runs find a few changes, and an event page carries all its markets.
  const size = context.pageSizes.updates;
  const pageAfter = (cursor: string | null) =>
    getCatalog<KeysetPage<T>>(
      context,
      `/${list}/keyset?order=updatedAt&ascending=false&limit=${size}&closed=${closed}` +
        (cursor ? `&after_cursor=${encodeURIComponent(cursor)}` : ''),
    );
  let newest = since;
  let asked: string | null = null;
  let next: Promise<KeysetPage<T>> | null = pageAfter(asked);
  while (next) {
    const page: KeysetPage<T> = await next;
    const items = page[list] ?? [];
    const fresh = items.filter((item) => updatedAtMs(item.updatedAt) >= since);
    const cursor = page.next_cursor ?? null;
    if (cursor !== null && cursor === asked) throw sameCursor(list, cursor);
    const more = fresh.length === items.length && cursor !== null;
    next = more ? pageAfter(cursor) : null;
    asked = cursor;
    next?.catch(() => undefined);
    for (const item of fresh) newest = Math.max(newest, updatedAtMs(item.updatedAt));
    if (fresh.length > 0) await write(fresh);
  }
  return newest;
}

/** An event by id; null when the upstream has deleted it meanwhile. */
async function eventIfAny(context: PassContext, id: number): Promise<WireEvent | null> {
  try {
    return await getCatalog<WireEvent>(context, `/events/${id}`);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * An incremental sync: the events and the markets updated upstream since the watermarks, open
 * and closed (closures arrive this way, as updates). A market whose event is not held yet brings its
 * event along. Answers the new watermarks.
 */
export async function runIncrementalPass(
  context: PassContext,
  watermarks: Watermarks,
): Promise<Watermarks> {
  const events = pagesSince<WireEvent>(context, 'events', watermarks.events, (page) =>
    writePage(context, () => {
      for (const event of page) context.store.putEvent(event, null);
    }),
  );
  // Both lists are read at once: a market whose event is not held yet brings it along anyway.
  const markets = pagesSince<WireMarket>(context, 'markets', watermarks.markets, async (page) => {
    const missing = new Set<number>();
    for (const market of page) {
      const eventId = eventIdOf(market);
      if (eventId !== null && !context.store.hasEvent(eventId)) missing.add(eventId);
    }
    const newEvents = await Promise.all([...missing].map((id) => eventIfAny(context, id)));
    await writePage(context, () => {
      for (const event of newEvents) if (event) context.store.putEvent(event, null);
      for (const market of page) {
        const eventId = eventIdOf(market);
        if (eventId !== null && context.store.hasEvent(eventId)) {
          context.store.putMarket(market, eventId, null);
        }
      }
    });
  });
  // Both finish before the run ends, even when one fails: no write outlives its run.
  const [eventsDone, marketsDone] = await Promise.allSettled([events, markets]);
  return { events: valueOrThrow(eventsDone), markets: valueOrThrow(marketsDone) };
}
