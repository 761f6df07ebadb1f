import { sweepDeletions } from './deletion-sweep.js';
import { syncSportsAndTeams } from './sports-phase.js';
import {
  getCatalog,
  readOffsetList,
  sameCursor,
  updatedAtMs,
  writePage,
  type PassContext,
} from './pass-context.js';
import type { FullPassState, Watermarks } from './sync-state.js';
import type { WireEvent, WireMarket, WireSeries, WireTag } from './wire.js';

interface EventsPage {
  events: WireEvent[];
  next_cursor?: string;
}

/**
 * The newest `updatedAt` of a list, asked for as the first item by update time of its open and
 * of its closed items: which of them the upstream lists without `closed=` is not to be relied on.
 */
async function newestUpdate(context: PassContext, list: 'markets' | 'events'): Promise<number> {
  const newest = (closed: boolean) =>
    getCatalog<{ events?: WireEvent[]; markets?: WireMarket[] }>(
      context,
      `/${list}/keyset?order=updatedAt&ascending=false&limit=1&closed=${closed}`,
    ).then((page) => updatedAtMs(page[list]?.[0]?.updatedAt));
  const [open, closed] = await Promise.all([newest(false), newest(true)]);
  return Math.max(0, open, closed);
}

/**
 * An offset-paged list (tags, series) read to its end, one committed page at a time; a pass
 * resumes it at its committed offset.
 */
async function offsetPhase<T extends { id: unknown }>(
  context: PassContext,
  state: FullPassState,
  path: string,
  pageSize: number,
  put: (item: T) => void,
): Promise<void> {
  await readOffsetList<T>(
    context,
    path,
    pageSize,
    state.offset,
    (item) => item.id,
    async (page) => {
      await writePage(context, () => {
        for (const item of page) put(item);
        state.offset += page.length;
        state.done += page.length;
        context.state.saveFullPass(state);
      });
      context.progress(state.phase, state.done, null);
    },
  );
}

const eventsPagePath = (context: PassContext, closed: boolean, cursor: string | null): string =>
  `/events/keyset?limit=${context.pageSizes.events}&closed=${closed}` +
  (cursor ? `&after_cursor=${encodeURIComponent(cursor)}` : '');

/**
 * Every event with its markets, tags and series through the keyset list: the open events, then
 * the closed ones, each asked for explicitly. A page ends the list only without a
 * `next_cursor`, however few events it holds (the upstream may clamp the limit). The next page
 * is fetched while the current one is written; the cursor is committed with each page.
 */
async function eventsPhase(
  context: PassContext,
  state: FullPassState,
  estimate: number | null,
): Promise<void> {
  const total = () => (estimate === null ? null : Math.max(estimate, state.done));
  await eventsList(context, state, total);
  if (state.closed) return;
  await writePage(context, () => {
    Object.assign(state, { closed: true, cursor: null });
    context.state.saveFullPass(state);
  });
  await eventsList(context, state, total);
}

/** One of the events' keyset lists (`state.closed` says which) from its committed cursor. */
async function eventsList(
  context: PassContext,
  state: FullPassState,
  total: () => number | null,
): Promise<void> {
  const { closed } = state;
  const pageAfter = (cursor: string | null) =>
    getCatalog<EventsPage>(context, eventsPagePath(context, closed, cursor));
  let asked = state.cursor;
  let next: Promise<EventsPage> | null = pageAfter(asked);
  while (next) {
    const page: EventsPage = await next;
    const cursor: string | null = page.next_cursor ?? null;
    if (cursor !== null && cursor === asked) throw sameCursor('events', cursor);
    next = cursor ? pageAfter(cursor) : null;
    asked = cursor;
    // A page not written (stopped, failed) leaves the prefetch unread: keep it from rejecting
    // unobserved.
    next?.catch(() => undefined);
    await writePage(context, () => {
      for (const event of page.events) context.store.putEvent(event, state.pass);
      state.cursor = cursor;
      state.done += page.events.length;
      context.state.saveFullPass(state);
    });
    context.progress('events', state.done, total());
  }
}

/** Moves the pass to its next phase, committed. */
async function enterPhase(
  context: PassContext,
  state: FullPassState,
  phase: FullPassState['phase'],
): Promise<void> {
  await writePage(context, () => {
    Object.assign(state, { phase, offset: 0, cursor: null, closed: false, done: 0 });
    context.state.saveFullPass(state);
  });
  context.progress(phase, 0, null);
}

/**
 * A full pass: tags, series, sports and teams, then every event with its markets, then the
 * deletion sweep of what the pass did not list. Resumes an interrupted pass where its last
 * committed page left it. Once it is over, incremental syncs continue from the newest updates
 * of when it began.
 */
export async function runFullPass(context: PassContext): Promise<void> {
  // A full pass writes the same index pages page after page: checkpointing the WAL less often
  // copies each of them back into the database once instead of many times.
  const checkpointPages = context.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  context.db.pragma(`wal_autocheckpoint = ${FULL_PASS_CHECKPOINT_PAGES}`);
  try {
    await runPhases(context);
  } finally {
    context.db.pragma(`wal_autocheckpoint = ${checkpointPages}`);
  }
}

/** WAL pages between two checkpoints during a full pass (40 MB of 4 KiB pages). */
const FULL_PASS_CHECKPOINT_PAGES = 10_000;

async function runPhases(context: PassContext): Promise<void> {
  const record = context.state.record();
  const state: FullPassState = context.state.fullPass() ?? {
    pass: record.lastPass + 1,
    phase: 'watermarks',
    offset: 0,
    cursor: null,
    closed: false,
    watermarks: null,
    done: 0,
    listedEvents: null,
  };
  context.progress(state.phase, state.done, null);
  if (state.phase === 'watermarks') {
    const watermarks: Watermarks = {
      markets: await newestUpdate(context, 'markets'),
      events: await newestUpdate(context, 'events'),
    };
    state.watermarks = watermarks;
    await enterPhase(context, state, 'tags');
  }
  if (state.phase === 'tags') {
    await offsetPhase<WireTag>(context, state, '/tags', context.pageSizes.tags, (tag) =>
      context.store.putTag(tag, state.pass),
    );
    await enterPhase(context, state, 'series');
  }
  if (state.phase === 'series') {
    await offsetPhase<WireSeries>(context, state, '/series', context.pageSizes.series, (series) =>
      context.store.putSeries(series, state.pass),
    );
    await enterPhase(context, state, 'sports');
  }
  if (state.phase === 'sports') {
    await syncSportsAndTeams(context, context.pageSizes.tags);
    await enterPhase(context, state, 'events');
  }
  if (state.phase === 'events') {
    await eventsPhase(context, state, record.lastFullEvents);
    state.listedEvents = state.done;
    await enterPhase(context, state, 'deletions');
  }
  await sweepDeletions(context, state.pass);
  await writePage(context, () => {
    context.state.saveRecord({
      lastPass: state.pass,
      lastFullSyncAt: new Date().toISOString(),
      watermarks: state.watermarks,
      lastFullEvents: state.listedEvents,
    });
    context.state.endFullPass();
  });
}
