import { eventIdOf } from './to-rows.js';
import { getCatalog, updatedAtMs, writePage, type PassContext } from './pass-context.js';
import type { Watermarks } from './sync-state.js';
import type { WireEvent, WireMarket } from './wire.js';
import { isNotFound } from './upstream-port.js';

type KeysetPage<T> = { next_cursor?: string } & { events?: T[]; markets?: T[] };

/**
 * The items of a list updated at or after `since` (ms), newest first, through its keyset list
 * by update time (the venue's replacement of the offset lists): read until an item is older.
 * Equal times are read again (the previous sync may have stopped among them); writing an item
 * twice changes nothing. The next page is read while one is written. Answers the newest
 * update seen.
 */
async function pagesSince<T extends { updatedAt?: string | null }>(
  context: PassContext,
  list: 'events' | 'markets',
  since: number,
  write: (items: T[]) => Promise<void>,
): Promise<number> {
  // Small pages: most runs find a few changes, and an event page carries all its markets.
  const size = context.pageSizes.updates;
  const pageAfter = (cursor: string | null) =>
    getCatalog<KeysetPage<T>>(
      context,
      `/${list}/keyset?order=updatedAt&ascending=false&limit=${size}` +
        (cursor ? `&after_cursor=${encodeURIComponent(cursor)}` : ''),
    );
  let newest = since;
  let done = 0;
  let next: Promise<KeysetPage<T>> | null = pageAfter(null);
  while (next) {
    const page: KeysetPage<T> = await next;
    const items = page[list] ?? [];
    const fresh = items.filter((item) => updatedAtMs(item.updatedAt) >= since);
    const more = fresh.length === items.length && page.next_cursor !== undefined;
    next = more ? pageAfter(page.next_cursor!) : null;
    next?.catch(() => undefined);
    for (const item of fresh) newest = Math.max(newest, updatedAtMs(item.updatedAt));
    if (fresh.length > 0) await write(fresh);
    done += fresh.length;
    context.progress(list, done, null);
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
 * An incremental sync: the events and the markets updated upstream since the watermarks
 * (closures arrive this way, as updates). A market whose event is not held yet brings its
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
  if (eventsDone.status === 'rejected') throw eventsDone.reason;
  if (marketsDone.status === 'rejected') throw marketsDone.reason;
  return { events: eventsDone.value, markets: marketsDone.value };
}
