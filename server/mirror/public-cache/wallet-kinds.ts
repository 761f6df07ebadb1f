import type { UpstreamSurface } from '../upstream/index.js';

/**
 * The per-wallet lists the cache keeps. `/trades?user=` is two lists, because an item does not
 * say which side of its fill the wallet was on: its taker sides (`takerOnly=true`, the default)
 * and all its sides.
 */
export const WALLET_KINDS = [
  'taker-trades',
  'trades',
  'activity',
  'closed-positions',
  'comments',
] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** The filter and sort columns of one item; absent ones are stored as NULL. */
export interface ItemColumns {
  conditionId?: string | null;
  type?: string | null;
  side?: string | null;
  timestamp?: number | null;
  sizeMicros?: number | null;
  usdcMicros?: number | null;
  realizedPnlMicros?: number | null;
  price?: number | null;
  avgPrice?: number | null;
  title?: string | null;
}

export type UpstreamItem = Record<string, unknown>;

export interface WalletKindSpec {
  surface: UpstreamSurface;
  /** The largest page the upstream serves, and the largest offset it accepts. */
  pageSize: number;
  maxOffset: number;
  /** Items kept per wallet: the newest, at most this many pages' worth of requests. */
  maxItems: number;
  /** The upstream path and query of one page of the wallet's list, in the order stored. */
  page(wallet: string, offset: number, limit: number): string;
  /**
   * The same list oldest first, where equal times are ordered differently from the newest-first
   * list reversed (closed positions: ties keep market order in both directions).
   */
  ascendingPage?(wallet: string, offset: number, limit: number): string;
  /** What identifies an item within the wallet's list (to match the ascending list's items). */
  key?(item: UpstreamItem): string;
  columns(item: UpstreamItem): ItemColumns;
}

const MICROS = 1_000_000;

/** A decimal amount of the wire in micro-units (the venue's amounts have at most 6 decimals). */
export function microsOf(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.round(number * MICROS) : null;
}

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const conditionOf = (item: UpstreamItem): string | null =>
  textOf(item['conditionId'])?.toLowerCase() ?? null;

const query = (params: Record<string, string | number | boolean>): string =>
  new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();

/** What a fill side moved, where the upstream's item has no usdcSize (the venue's has none). */
function notionalMicros(item: UpstreamItem): number | null {
  const size = numberOf(item['size']);
  const price = numberOf(item['price']);
  return size === null || price === null ? null : Math.round(size * price * MICROS);
}

/** The fill sides of /trades: the wallet's side, its amounts, newest first. */
function tradeSpec(takerOnly: boolean): WalletKindSpec {
  return {
    surface: 'data',
    pageSize: 1_000,
    maxOffset: 10_000,
    maxItems: 10_000,
    page: (wallet, offset, limit) => `/trades?${query({ user: wallet, takerOnly, limit, offset })}`,
    columns: (item) => ({
      conditionId: conditionOf(item),
      side: textOf(item['side']),
      sizeMicros: microsOf(item['size']),
      usdcMicros: microsOf(item['usdcSize']) ?? notionalMicros(item),
    }),
  };
}

/** Average price paid as the venue sorts it: cost over shares bought, unrounded. */
function averagePrice(item: UpstreamItem): number | null {
  const cost = microsOf(item['initialValue']);
  const bought = microsOf(item['totalBought']);
  return cost === null || bought === null || bought === 0
    ? numberOf(item['avgPrice'])
    : cost / bought;
}

export const WALLET_KIND_SPECS: Record<WalletKind, WalletKindSpec> = {
  'taker-trades': tradeSpec(true),
  trades: tradeSpec(false),
  activity: {
    surface: 'data',
    pageSize: 500,
    maxOffset: 10_000,
    maxItems: 10_000,
    page: (wallet, offset, limit) =>
      `/activity?${query({ user: wallet, limit, offset, sortBy: 'TIMESTAMP', sortDirection: 'DESC' })}`,
    columns: (item) => ({
      conditionId: conditionOf(item),
      type: textOf(item['type']),
      side: textOf(item['side']),
      timestamp: numberOf(item['timestamp']),
      sizeMicros: microsOf(item['size']),
      usdcMicros: microsOf(item['usdcSize']),
    }),
  },
  'closed-positions': {
    surface: 'data',
    pageSize: 50,
    maxOffset: 100_000,
    maxItems: 2_000,
    page: (wallet, offset, limit) =>
      `/closed-positions?${query({ user: wallet, limit, offset, sortBy: 'TIMESTAMP', sortDirection: 'DESC' })}`,
    ascendingPage: (wallet, offset, limit) =>
      `/closed-positions?${query({ user: wallet, limit, offset, sortBy: 'TIMESTAMP', sortDirection: 'ASC' })}`,
    key: (item) => String(item['asset']),
    columns: (item) => ({
      conditionId: conditionOf(item),
      timestamp: numberOf(item['timestamp']),
      realizedPnlMicros: microsOf(item['realizedPnl']),
      price: numberOf(item['curPrice']),
      avgPrice: averagePrice(item),
      title: textOf(item['title']),
    }),
  },
  comments: {
    surface: 'catalog',
    pageSize: 100,
    maxOffset: 1_000_000_000,
    maxItems: 2_000,
    page: (wallet, offset, limit) => `/comments/user_address/${wallet}?${query({ limit, offset })}`,
    columns: () => ({}),
  },
};
