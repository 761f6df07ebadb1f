import type { AccountTrade, AccountTradesQuery } from '../contract/index.js';
import { decimalStringFromMicros, priceStringFromTicks } from '../shared/index.js';
import type { Database } from '../storage/index.js';
import {
  ACCOUNT_PAGE_SIZE,
  createListStatements,
  type FilteredQuery,
  type SqlParams,
} from './account-statements.js';
import { decodeCursor, readPage, type Page } from './cursor.js';
import { feeRateBps } from './fill-prices.js';

/** One fill with both of its orders: the taker's and the one maker order it met. */
interface TradeRow {
  tradeId: string;
  sizeMicros: number;
  conditionId: string;
  matchTime: string;
  transactionHash: string;
  takerOwner: string;
  takerSide: string;
  takerPriceTicks: number;
  takerFeeMicros: number;
  takerHash: string;
  takerApiKey: string;
  takerMaker: string;
  takerTokenId: string;
  takerOutcome: string | null;
  makerSide: string;
  makerPriceTicks: number;
  makerFeeMicros: number;
  makerHash: string;
  makerApiKey: string;
  makerMaker: string;
  makerTokenId: string;
  makerOutcome: string | null;
}

const SELECT_TRADES = `SELECT t.trade_id AS tradeId, t.size_micros AS sizeMicros,
    m.condition_id AS conditionId, t.match_time AS matchTime, t.transaction_hash AS transactionHash,
    t.taker_owner_address AS takerOwner, t.taker_side AS takerSide,
    t.taker_price_ticks AS takerPriceTicks, t.taker_fee_micros AS takerFeeMicros,
    tk.hash AS takerHash, tk.api_key AS takerApiKey, tk.maker_address AS takerMaker,
    tk.token_id AS takerTokenId, tko.outcome AS takerOutcome,
    t.maker_side AS makerSide, t.maker_price_ticks AS makerPriceTicks,
    t.maker_fee_micros AS makerFeeMicros, mk.hash AS makerHash, mk.api_key AS makerApiKey,
    mk.maker_address AS makerMaker, mk.token_id AS makerTokenId, mko.outcome AS makerOutcome
  FROM trades t
  JOIN markets m ON m.id = t.market_id
  JOIN orders tk ON tk.id = t.taker_order_id
  JOIN orders mk ON mk.id = t.maker_order_id
  LEFT JOIN market_tokens tko ON tko.token_id = tk.token_id
  LEFT JOIN market_tokens mko ON mko.token_id = mk.token_id`;

/**
 * The wire form of a fill: the top-level fields describe the taker order, maker_orders the one
 * maker order it met; `type` and `trader_side` say which of the two the answer is written for.
 * The local venue settles every fill at once, so it is CONFIRMED from the start
 * (last_update = match_time).
 */
function present(row: TradeRow, side: 'TAKER' | 'MAKER'): AccountTrade {
  const size = decimalStringFromMicros(row.sizeMicros);
  return {
    id: row.tradeId,
    taker_order_id: row.takerHash,
    market: row.conditionId,
    asset_id: row.takerTokenId,
    side: row.takerSide,
    size,
    fee_rate_bps: feeRateBps(row.takerFeeMicros, row.takerPriceTicks, row.sizeMicros),
    price: priceStringFromTicks(row.takerPriceTicks),
    status: 'CONFIRMED',
    match_time: row.matchTime,
    last_update: row.matchTime,
    outcome: row.takerOutcome ?? '',
    bucket_index: 0,
    owner: row.takerApiKey,
    maker_address: row.takerMaker,
    transaction_hash: row.transactionHash,
    maker_orders: [
      {
        order_id: row.makerHash,
        maker_address: row.makerMaker,
        owner: row.makerApiKey,
        matched_amount: size,
        fee_rate_bps: feeRateBps(row.makerFeeMicros, row.makerPriceTicks, row.sizeMicros),
        price: priceStringFromTicks(row.makerPriceTicks),
        asset_id: row.makerTokenId,
        outcome: row.makerOutcome ?? '',
        side: row.makerSide,
      },
    ],
    type: side,
    trader_side: side,
  };
}

/** The caller's own fill, written for the side the caller took. */
const callersView = (row: TradeRow, caller: string): AccountTrade =>
  present(row, row.takerOwner === caller ? 'TAKER' : 'MAKER');

/**
 * The ids of one page of the caller's fills, oldest first. Each arm walks one owner index in id
 * order, and UNION merges the two (a fill between two orders of the caller counts once), so a
 * page costs its own rows, not the caller's whole history; the details are joined afterwards.
 * `t` is the trade, `tk` / `mk` its taker and maker orders.
 */
const tradeListSql =
  (order: 'ASC' | 'DESC') =>
  (conditions: readonly string[]): string => {
    const filters = conditions.map((condition) => ` AND ${condition}`).join('');
    const orders = /\b(tk|mk)\./.test(filters)
      ? 'JOIN orders tk ON tk.id = t.taker_order_id JOIN orders mk ON mk.id = t.maker_order_id'
      : '';
    const arm = (ownerColumn: string) =>
      `SELECT t.id FROM trades t ${orders} WHERE t.${ownerColumn} = @caller${filters}`;
    return `${SELECT_TRADES}
    WHERE t.id IN (
      SELECT id FROM (${arm('taker_owner_address')} UNION ${arm('maker_owner_address')})
      ORDER BY id ${order} LIMIT @rows OFFSET @offset)
    ORDER BY t.id ${order}`;
  };

/** Filters both trade lists share: id, market, and before/after in whole seconds. */
export function commonFilters(query: {
  id?: string;
  market?: string;
  before?: string;
  after?: string;
}): FilteredQuery {
  const conditions: string[] = [];
  const params: SqlParams = {};
  if (query.id !== undefined) {
    conditions.push('t.trade_id = @tradeId');
    params['tradeId'] = query.id;
  }
  if (query.market !== undefined) {
    conditions.push('t.market_id = (SELECT id FROM markets WHERE condition_id = @market)');
    params['market'] = query.market.toLowerCase();
  }
  // Match times go out as ISO strings but clients filter in Unix seconds: a fill belongs to
  // the second it happened in, so at exactly T it is neither before T nor after T.
  if (query.before !== undefined) {
    conditions.push('unixepoch(t.match_time) < @before');
    params['before'] = Number(query.before);
  }
  if (query.after !== undefined) {
    conditions.push('unixepoch(t.match_time) > @after');
    params['after'] = Number(query.after);
  }
  return { conditions, params };
}

/** maker_address (a paying wallet) and asset_id (a token) match either order of the fill. */
function addOrderFilters(
  { conditions, params }: FilteredQuery,
  query: { maker_address?: string | undefined; asset_id?: string | undefined },
): void {
  if (query.maker_address !== undefined) {
    conditions.push('(tk.maker_address = @makerAddress OR mk.maker_address = @makerAddress)');
    params['makerAddress'] = query.maker_address.toLowerCase();
  }
  if (query.asset_id !== undefined) {
    conditions.push('(tk.token_id = @assetId OR mk.token_id = @assetId)');
    params['assetId'] = query.asset_id;
  }
}

function accountTradeFilters(caller: string, query: AccountTradesQuery): FilteredQuery {
  const filters = commonFilters(query);
  filters.params['caller'] = caller;
  addOrderFilters(filters, query);
  if (query.taker !== undefined) {
    filters.conditions.push('t.taker_owner_address = @taker');
    filters.params['taker'] = query.taker.toLowerCase();
  }
  if (query.maker !== undefined) {
    filters.conditions.push('t.maker_owner_address = @maker');
    filters.params['maker'] = query.maker.toLowerCase();
  }
  return filters;
}

/**
 * The caller's fills, as taker or maker, oldest first: fills are only ever appended, so an
 * offset cursor never skips or repeats one while new fills arrive during paging.
 */
export function createAccountTradeViews(db: Database) {
  const list = createListStatements<TradeRow>(db, tradeListSql('ASC'));
  const newest = createListStatements<TradeRow>(db, tradeListSql('DESC'));

  return {
    accountTrades(ownerAddress: string, query: AccountTradesQuery): Page<AccountTrade> {
      const caller = ownerAddress.toLowerCase();
      const filters = accountTradeFilters(caller, query);
      return readPage(
        decodeCursor(query.next_cursor),
        ACCOUNT_PAGE_SIZE,
        (offset, rows) => list(filters, offset, rows),
        (rows) => rows.map((row) => callersView(row, caller)),
      );
    },

    /** The caller's latest fills, newest first, at most `limit` (the terminal's history). */
    latestAccountTrades(ownerAddress: string, limit: number): AccountTrade[] {
      const caller = ownerAddress.toLowerCase();
      return newest({ conditions: [], params: { caller } }, 0, limit).map((row) =>
        callersView(row, caller),
      );
    },
  };
}
