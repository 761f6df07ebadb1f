import type { CatalogKind } from './catalog-store.js';
import { getCatalog, writePage, type PassContext } from './pass-context.js';
import { isNotFound } from './upstream-port.js';

/** Where the upstream answers one object of each kind. */
const OBJECT_PATHS: Record<CatalogKind, string> = {
  events: '/events',
  markets: '/markets',
  series: '/series',
  tags: '/tags',
};

/** Candidates checked at once; the upstream client bounds its requests in flight as well. */
const CHECKS_AT_ONCE = 4;

/** Whether the upstream says the object is gone (404); any other failure throws. */
async function goneUpstream(context: PassContext, kind: CatalogKind, id: number) {
  try {
    await getCatalog(context, `${OBJECT_PATHS[kind]}/${id}`);
    return false;
  } catch (error) {
    if (isNotFound(error)) return true;
    throw error;
  }
}

/**
 * Deletes what the upstream deleted. The rows a finished full pass did not list are only
 * candidates (a list paged by position skips a row when one before it goes away meanwhile):
 * each is deleted once the upstream answers 404 for it, never on a failed or partial listing.
 * Events go first, taking their markets with them.
 */
export async function sweepDeletions(context: PassContext, pass: number): Promise<void> {
  const kinds: CatalogKind[] = ['events', 'markets', 'series', 'tags'];
  const total = kinds.reduce((sum, kind) => sum + context.store.unlisted(kind, pass).length, 0);
  let done = 0;
  context.progress('deletions', 0, total);
  for (const kind of kinds) {
    // Read again for each kind: a deleted event has taken its markets with it.
    const ids = context.store.unlisted(kind, pass);
    for (let start = 0; start < ids.length; start += CHECKS_AT_ONCE) {
      const batch = ids.slice(start, start + CHECKS_AT_ONCE);
      const gone = await Promise.all(batch.map((id) => goneUpstream(context, kind, id)));
      await writePage(context, () => {
        batch.forEach((id, index) => {
          if (gone[index]) context.store.remove(kind, id);
        });
      });
      done = Math.min(total, done + batch.length);
      context.progress('deletions', done, total);
    }
  }
  context.progress('deletions', total, total);
}
