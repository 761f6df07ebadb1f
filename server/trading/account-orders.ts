import { notFound, type UserOrder, type UserOrdersQuery } from '../contract/index.js';
import { decimalStringFromMicros, priceStringFromTicks } from '../shared/index.js';
import type { Database } from '../storage/index.js';
import {
  ACCOUNT_PAGE_SIZE,
  createListStatements,
  type FilteredQuery,
  type SqlParams,
} from './account-statements.js';
import { decodeCursor, readPage, type Page } from './cursor.js';

interface UserOrderRow {
  id: number;
  hash: string;
  ownerAddress: string;
  status: string;
  conditionId: string;
  tokenId: string;
  side: string;
  orderType: string;
  originalMicros: number;
  matchedMicros: number;
  priceTicks: number;
  outcome: string | null;
  makerAddress: string;
  apiKey: string;
  expiration: number;
  createdAt: string;
}

const SELECT_ORDERS = `SELECT o.id, o.hash, o.owner_address AS ownerAddress, o.status, m.condition_id AS conditionId,
    o.token_id AS tokenId, o.side, o.order_type AS orderType, o.original_micros AS originalMicros,
    o.matched_micros AS matchedMicros, o.price_ticks AS priceTicks, mt.outcome,
    o.maker_address AS makerAddress, o.api_key AS apiKey, o.expiration, o.created_at AS createdAt
  FROM orders o
  JOIN markets m ON m.id = o.market_id
  LEFT JOIN market_tokens mt ON mt.token_id = o.token_id`;

/**
 * The wire form: the specification's camelCase fields, plus the snake_case names the official
 * client's OpenOrder type reads (docs/protocol.md allows extra fields).
 */
function present(row: UserOrderRow, trades: string[]): UserOrder {
  const originalSize = decimalStringFromMicros(row.originalMicros);
  const sizeMatched = decimalStringFromMicros(row.matchedMicros);
  return {
    id: row.hash,
    status: row.status,
    market: row.conditionId,
    assetId: row.tokenId,
    side: row.side,
    type: row.orderType,
    originalSize,
    sizeMatched,
    price: priceStringFromTicks(row.priceTicks),
    outcome: row.outcome ?? '',
    makerAddress: row.makerAddress,
    owner: row.apiKey,
    associateTrades: trades,
    expiration: String(row.expiration),
    createdAt: row.createdAt,
    asset_id: row.tokenId,
    order_type: row.orderType,
    original_size: originalSize,
    size_matched: sizeMatched,
    maker_address: row.makerAddress,
    associate_trades: trades,
    created_at: Math.floor(Date.parse(row.createdAt) / 1000),
  };
}

/**
 * /data/orders is the official client's getOpenOrders: it lists the caller's LIVE orders only,
 * oldest first (the engine's time priority). GET /data/order/{id} finds an order in any status.
 */
export function createUserOrderViews(db: Database) {
  const listSql = (order: 'ASC' | 'DESC') => (conditions: readonly string[]) =>
    `${SELECT_ORDERS} WHERE ${conditions.join(' AND ')} ORDER BY o.id ${order} LIMIT @rows OFFSET @offset`;
  const list = createListStatements<UserOrderRow>(db, listSql('ASC'));
  const newest = createListStatements<UserOrderRow>(db, listSql('DESC'));
  const byHash = db.prepare<[string], UserOrderRow>(`${SELECT_ORDERS} WHERE o.hash = ?`);
  const tradesOfOrders = db.prepare<[string, string], { orderId: number; tradeId: string }>(
    `SELECT taker_order_id AS orderId, trade_id AS tradeId, id FROM trades
       WHERE taker_order_id IN (SELECT value FROM json_each(?))
     UNION ALL
     SELECT maker_order_id AS orderId, trade_id AS tradeId, id FROM trades
       WHERE maker_order_id IN (SELECT value FROM json_each(?))
     ORDER BY id`,
  );

  /** Each order with the ids of its trades (taker or maker side), oldest first: one query. */
  const withTrades = (rows: UserOrderRow[]): UserOrder[] => {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((row) => row.id));
    const trades = new Map<number, string[]>(rows.map((row) => [row.id, []]));
    for (const { orderId, tradeId } of tradesOfOrders.all(ids, ids)) {
      trades.get(orderId)?.push(tradeId);
    }
    return rows.map((row) => present(row, trades.get(row.id) ?? []));
  };
  const tradeIdsOf = (row: UserOrderRow): string[] => {
    const ids = JSON.stringify([row.id]);
    return tradesOfOrders.all(ids, ids).map((trade) => trade.tradeId);
  };

  const filtersOf = (owner: string, query: UserOrdersQuery): FilteredQuery => {
    const conditions = ['o.owner_address = @owner', "o.status = 'LIVE'"];
    const params: SqlParams = { owner: owner.toLowerCase() };
    if (query.id !== undefined) {
      conditions.push('o.hash = @hash');
      params['hash'] = query.id.toLowerCase();
    }
    if (query.market !== undefined) {
      conditions.push('m.condition_id = @market');
      params['market'] = query.market.toLowerCase();
    }
    if (query.asset_id !== undefined) {
      conditions.push('o.token_id = @assetId');
      params['assetId'] = query.asset_id;
    }
    return { conditions, params };
  };

  return {
    userOrders(ownerAddress: string, query: UserOrdersQuery): Page<UserOrder> {
      const filters = filtersOf(ownerAddress, query);
      return readPage(
        decodeCursor(query.next_cursor),
        ACCOUNT_PAGE_SIZE,
        (offset, rows) => list(filters, offset, rows),
        withTrades,
      );
    },

    /** The caller's LIVE orders, newest first, at most `limit` (the terminal's open orders). */
    latestUserOrders(ownerAddress: string, query: UserOrdersQuery, limit: number): UserOrder[] {
      return withTrades(newest(filtersOf(ownerAddress, query), 0, limit));
    },

    /** One of the caller's orders; another wallet's order is as unknown as a missing one. */
    userOrder(ownerAddress: string, hash: string): UserOrder {
      const row = byHash.get(hash.toLowerCase());
      if (!row || row.ownerAddress !== ownerAddress.toLowerCase()) throw notFound('order');
      return present(row, tradeIdsOf(row));
    },
  };
}
