import { rollbackListenersOf, type Database } from '../storage/index.js';

export type StoredStatus = 'LIVE' | 'MATCHED' | 'CANCELED';

/** An order row as the trading layer reads it back. */
export interface OrderRecord {
  id: number;
  hash: string;
  accountId: number;
  ownerAddress: string;
  apiKey: string;
  makerAddress: string;
  marketId: number;
  tokenId: string;
  tokenIndex: 0 | 1;
  side: 'BUY' | 'SELL';
  orderType: 'GTC' | 'GTD' | 'FOK' | 'FAK';
  priceTicks: number;
  originalMicros: number;
  matchedMicros: number;
  reservedMicros: number;
  status: StoredStatus;
  expiration: number;
  createdAt: string;
}

export interface NewOrderRecord extends OrderRecord {
  signerAddress: string;
  signatureType: number;
  postOnly: boolean;
  /** The order's builder code (bytes32 hex); all zeros when none. */
  builder: string;
}

export interface TradeRecord {
  tradeId: string;
  kind: 'transfer' | 'mint' | 'merge';
  marketId: number;
  sizeMicros: number;
  takerOrderId: number;
  takerAccountId: number;
  takerOwnerAddress: string;
  takerTokenIndex: number;
  takerSide: string;
  takerPriceTicks: number;
  takerFeeMicros: number;
  makerOrderId: number;
  makerAccountId: number;
  makerOwnerAddress: string;
  makerTokenIndex: number;
  makerSide: string;
  makerPriceTicks: number;
  makerFeeMicros: number;
  matchTime: string;
  transactionHash: string;
}

const ORDER_COLUMNS = `id, hash, account_id AS accountId, owner_address AS ownerAddress,
  api_key AS apiKey, maker_address AS makerAddress, market_id AS marketId, token_id AS tokenId,
  token_index AS tokenIndex, side, order_type AS orderType, price_ticks AS priceTicks,
  original_micros AS originalMicros, matched_micros AS matchedMicros,
  reserved_micros AS reservedMicros, status, expiration, created_at AS createdAt`;

/**
 * SQL of the orders and trades tables; SQLite is the record, the engine's books its index. The
 * open (LIVE) orders are also kept in memory as last written, one object per order, so a fill
 * reads no maker row. Callers change those objects before writing them back: every write, and
 * every read that hands one out inside a transaction, registers a rollback listener that
 * forgets them all, to be read again from SQLite.
 */
export function createOrderRecords(db: Database) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, hash, account_id, owner_address, api_key, maker_address, signer_address,
       signature_type, market_id, token_id, token_index, side, order_type, post_only, price_ticks,
       original_micros, matched_micros, reserved_micros, status, expiration, builder, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateOrder = db.prepare<[number, number, string, string, number]>(
    `UPDATE orders SET matched_micros = ?, reserved_micros = ?, status = ?, updated_at = ?
     WHERE id = ?`,
  );
  const byId = db.prepare<[number], OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`,
  );
  const byHash = db.prepare<[string], OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE hash = ?`,
  );
  const hashExists = db.prepare<[string], { one: number }>(
    'SELECT 1 AS one FROM orders WHERE hash = ?',
  );
  const liveOfMarket = db.prepare<[number], OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE market_id = ? AND status = 'LIVE' ORDER BY id`,
  );
  const liveOfOwner = db.prepare<[string], OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE owner_address = ? AND status = 'LIVE' ORDER BY id`,
  );
  const liveOfKey = db.prepare<[string, string], OrderRecord>(
    `SELECT ${ORDER_COLUMNS} FROM orders
     WHERE owner_address = ? AND api_key = ? AND status = 'LIVE' ORDER BY id`,
  );
  const insertTrade = db.prepare(
    `INSERT INTO trades (trade_id, kind, market_id, size_micros, taker_order_id, taker_account_id,
       taker_owner_address, taker_token_index, taker_side, taker_price_ticks, taker_fee_micros,
       maker_order_id, maker_account_id, maker_owner_address, maker_token_index, maker_side,
       maker_price_ticks, maker_fee_micros, match_time, transaction_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const live = new Map<number, OrderRecord>();
  // The same open orders by hash: a cancel finds its order without a query.
  const liveByHash = new Map<string, OrderRecord>();
  const listeners = rollbackListenersOf(db);
  const forgetCached = (): void => {
    live.clear();
    liveByHash.clear();
  };
  const handedOut = (): void => listeners.onRollback(forgetCached);
  const keep = <T extends OrderRecord>(order: T): T => {
    if (order.status === 'LIVE') {
      live.set(order.id, order);
      liveByHash.set(order.hash, order);
    } else {
      live.delete(order.id);
      liveByHash.delete(order.hash);
    }
    return order;
  };
  // A row read back is the kept object when there is one: the same values, one identity.
  const known = (row: OrderRecord): OrderRecord => live.get(row.id) ?? keep(row);

  return {
    insertOrder(order: NewOrderRecord): void {
      handedOut();
      insertOrder.run(
        order.id,
        order.hash,
        order.accountId,
        order.ownerAddress,
        order.apiKey,
        order.makerAddress,
        order.signerAddress,
        order.signatureType,
        order.marketId,
        order.tokenId,
        order.tokenIndex,
        order.side,
        order.orderType,
        order.postOnly ? 1 : 0,
        order.priceTicks,
        order.originalMicros,
        order.matchedMicros,
        order.reservedMicros,
        order.status,
        order.expiration,
        order.builder,
        order.createdAt,
        order.createdAt,
      );
      keep(order);
    },
    updateOrder(order: OrderRecord, at: string): void {
      handedOut();
      updateOrder.run(order.matchedMicros, order.reservedMicros, order.status, at, order.id);
      keep(order);
    },
    order(id: number): OrderRecord | undefined {
      handedOut();
      const kept = live.get(id);
      if (kept) return kept;
      const row = byId.get(id);
      return row && keep(row);
    },
    orderByHash(hash: string): OrderRecord | undefined {
      handedOut();
      const kept = liveByHash.get(hash);
      if (kept) return kept;
      const row = byHash.get(hash);
      return row && known(row);
    },
    hashExists: (hash: string): boolean => hashExists.get(hash) !== undefined,
    liveOfMarket(marketId: number): OrderRecord[] {
      handedOut();
      return liveOfMarket.all(marketId).map(known);
    },
    liveOfOwner(address: string): OrderRecord[] {
      handedOut();
      return liveOfOwner.all(address).map(known);
    },
    liveOfKey(address: string, apiKey: string): OrderRecord[] {
      handedOut();
      return liveOfKey.all(address, apiKey).map(known);
    },
    insertTrade(trade: TradeRecord): void {
      insertTrade.run(
        trade.tradeId,
        trade.kind,
        trade.marketId,
        trade.sizeMicros,
        trade.takerOrderId,
        trade.takerAccountId,
        trade.takerOwnerAddress,
        trade.takerTokenIndex,
        trade.takerSide,
        trade.takerPriceTicks,
        trade.takerFeeMicros,
        trade.makerOrderId,
        trade.makerAccountId,
        trade.makerOwnerAddress,
        trade.makerTokenIndex,
        trade.makerSide,
        trade.makerPriceTicks,
        trade.makerFeeMicros,
        trade.matchTime,
        trade.transactionHash,
      );
    },
  };
}

export type OrderRecords = ReturnType<typeof createOrderRecords>;
