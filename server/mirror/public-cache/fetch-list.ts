import { UpstreamError, type UpstreamClient } from '../upstream/index.js';
import {
  WALLET_KIND_SPECS,
  type UpstreamItem,
  type WalletKind,
  type WalletKindSpec,
} from './wallet-kinds.js';
import type { FetchedList, StoredItem } from './wallet-store.js';

interface Paged {
  items: UpstreamItem[];
  complete: boolean;
}

/** Pages of one wallet list read at most: a list that has not ended by then is kept cut short. */
const MAX_PAGES = 200;

/**
 * A wallet's list, page after page within the upstream's bounds, up to `maxItems`. Only an
 * empty page ends it (complete): a page shorter than asked for is no end, as the upstream may
 * serve fewer items than asked for. Reaching a bound leaves it cut short.
 */
async function fetchPages(
  client: UpstreamClient,
  spec: WalletKindSpec,
  pathOf: (offset: number, limit: number) => string,
  maxItems: number,
): Promise<Paged> {
  const bound = Math.min(maxItems, spec.maxItems, spec.maxOffset + spec.pageSize);
  const items: UpstreamItem[] = [];
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    if (items.length >= bound || items.length > spec.maxOffset) break;
    const limit = Math.min(spec.pageSize, bound - items.length);
    const page = await client.json<unknown>(spec.surface, pathOf(items.length, limit));
    if (!Array.isArray(page)) {
      throw new UpstreamError(`upstream answered ${pathOf(items.length, limit)} with no list`, 200);
    }
    if (page.length === 0) return { items, complete: true };
    items.push(...(page as UpstreamItem[]));
  }
  return { items: items.slice(0, bound), complete: false };
}

/** Two items share a second: the oldest-first order may not be the newest-first reversed. */
function sharesASecond(items: readonly UpstreamItem[]): boolean {
  const seconds = new Set(items.map((item) => item['timestamp']));
  return seconds.size < items.length;
}

/**
 * The place of each item in the oldest-first list, when the kind orders ties differently that
 * way and the whole list is here to compare; null where the reversed list is the same.
 */
async function ascendingPositions(
  client: UpstreamClient,
  spec: WalletKindSpec,
  wallet: string,
  fetched: Paged,
  maxItems: number,
): Promise<(number | null)[]> {
  const none = fetched.items.map(() => null);
  const { ascendingPage, key } = spec;
  if (!ascendingPage || !key || !fetched.complete || !sharesASecond(fetched.items)) return none;
  const ascending = await fetchPages(
    client,
    spec,
    (offset, limit) => ascendingPage(wallet, offset, limit),
    maxItems,
  );
  const placeOf = new Map(ascending.items.map((item, place) => [key(item), place]));
  // An item the second list missed (it changed in between) sorts after the others.
  return fetched.items.map((item) => placeOf.get(key(item)) ?? ascending.items.length);
}

export async function fetchWalletList(
  client: UpstreamClient,
  wallet: string,
  kind: WalletKind,
  maxItems: number,
  now: () => number,
): Promise<FetchedList> {
  const spec = WALLET_KIND_SPECS[kind];
  const fetchedAt = now();
  const fetched = await fetchPages(
    client,
    spec,
    (offset, limit) => spec.page(wallet, offset, limit),
    maxItems,
  );
  const ascending = await ascendingPositions(client, spec, wallet, fetched, maxItems);
  const items: StoredItem[] = fetched.items.map((item, place) => ({
    json: JSON.stringify(item),
    columns: spec.columns(item),
    ascendingPosition: ascending[place] ?? null,
  }));
  return { items, complete: fetched.complete, fetchedAt };
}
