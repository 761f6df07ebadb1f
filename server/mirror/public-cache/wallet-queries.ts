import type {
  ActivityQuery,
  ClosedPositionsQuery,
  CommentsQuery,
  PublicTradesQuery,
} from '../../contract/index.js';
import { amountFilter } from '../../publicdata/index.js';
import type { WalletKind } from './wallet-kinds.js';

interface Condition {
  sql: string;
  params: Record<string, unknown>;
}

/**
 * One page of a cached list, as the upstream would answer it: the filters as SQL over the
 * item columns, the order the upstream sorts by with its ties broken as the upstream breaks
 * them, and whether the answer is exact from a list cut short at the kind's bound.
 */
export interface WalletListQuery {
  kind: WalletKind;
  conditions: Condition[];
  orderBy: string;
  limit: number;
  offset: number;
  /**
   * The order is the stored (newest-first) order: a full page from a list cut short is still
   * the upstream's answer. Other orders need the whole list.
   */
  storedOrder: boolean;
}

// `position` is the item's place in the upstream's newest-first list, which breaks every tie
// of the other sorts the way the upstream does (its ties fall back on time, newest first).
const STORED = 'position ASC';
const REVERSED = 'position DESC';

function inConditions(conditionIds: readonly string[] | undefined): Condition[] {
  if (!conditionIds || conditionIds.length === 0) return [];
  const lowered = [...new Set(conditionIds.map((id) => id.toLowerCase()))];
  return [
    {
      sql: 'condition_id IN (SELECT value FROM json_each(@markets))',
      params: { markets: JSON.stringify(lowered) },
    },
  ];
}

/** GET /trades?user=: the taker sides (takerOnly) or all sides, newest first. */
export function tradesQuery(query: PublicTradesQuery): WalletListQuery {
  const conditions = inConditions(query.market);
  if (query.side) conditions.push({ sql: 'side = @side', params: { side: query.side } });
  const filter = amountFilter(query);
  if (filter) {
    const column = filter.type === 'TOKENS' ? 'size_micros' : 'usdc_micros';
    conditions.push({
      sql: `${column} >= @threshold`,
      params: { threshold: filter.thresholdMicros },
    });
  }
  return {
    kind: query.takerOnly ? 'taker-trades' : 'trades',
    conditions,
    orderBy: STORED,
    limit: query.limit,
    offset: query.offset,
    storedOrder: true,
  };
}

const ACTIVITY_SORT_COLUMN = {
  TIMESTAMP: null,
  TOKENS: 'size_micros',
  CASH: 'usdc_micros',
} as const;

/**
 * GET /activity: every key of the upstream's order runs in the requested direction (the
 * column, then time, then the row), so ascending is the newest-first list reversed.
 */
export function activityQuery(query: ActivityQuery): WalletListQuery {
  const conditions = inConditions(query.market);
  if (query.type && query.type.length > 0) {
    conditions.push({
      sql: 'type IN (SELECT value FROM json_each(@types))',
      params: { types: JSON.stringify(query.type) },
    });
  }
  if (query.start !== undefined) {
    conditions.push({ sql: 'timestamp >= @start', params: { start: query.start } });
  }
  if (query.end !== undefined) {
    conditions.push({ sql: 'timestamp <= @end', params: { end: query.end } });
  }
  // The side narrows trades only; redemptions and the other types stay.
  if (query.side) {
    conditions.push({ sql: "(type <> 'TRADE' OR side = @side)", params: { side: query.side } });
  }
  const descending = query.sortDirection === 'DESC';
  const column = ACTIVITY_SORT_COLUMN[query.sortBy];
  const tail = descending ? STORED : REVERSED;
  return {
    kind: 'activity',
    conditions,
    orderBy: column ? `${column} ${query.sortDirection}, ${tail}` : tail,
    limit: query.limit,
    offset: query.offset,
    storedOrder: column === null && descending,
  };
}

const CLOSED_SORT_COLUMN = {
  REALIZEDPNL: 'realized_pnl_micros',
  TITLE: 'title',
  PRICE: 'price',
  AVGPRICE: 'avg_price',
  TIMESTAMP: null,
} as const;

/**
 * GET /closed-positions: ties of every sort fall back on time newest first, then the market,
 * in either direction. Oldest first keeps market order among equal times too, which the
 * ascending list fetched beside the newest-first one records (ascending_position, NULL when no
 * two items share a second and the reversed list is the same).
 */
export function closedPositionsQuery(query: ClosedPositionsQuery): WalletListQuery {
  const conditions = inConditions(query.market);
  if (query.title) {
    // SQLite's lower() folds ASCII letters only, as the upstream's SQL does.
    conditions.push({
      sql: 'instr(lower(title), lower(@title)) > 0',
      params: { title: query.title },
    });
  }
  const column = CLOSED_SORT_COLUMN[query.sortBy];
  const descending = query.sortDirection === 'DESC';
  let orderBy: string;
  if (column) orderBy = `${column} ${query.sortDirection}, ${STORED}`;
  else orderBy = descending ? STORED : `ascending_position ASC, ${REVERSED}`;
  return {
    kind: 'closed-positions',
    conditions,
    orderBy,
    limit: query.limit,
    offset: query.offset,
    storedOrder: column === null && descending,
  };
}

/** GET /comments/user_address/{address}: newest first, as stored. */
export function commentsQuery(query: CommentsQuery): WalletListQuery {
  return {
    kind: 'comments',
    conditions: [],
    orderBy: STORED,
    limit: query.limit,
    offset: query.offset,
    storedOrder: true,
  };
}
