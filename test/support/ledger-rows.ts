import type { Database } from '../../server/storage/index.js';
import { knownExchanges } from '../../server/auth/index.js';
import { createAccountViews, type AccountViews } from '../../server/trading/index.js';
import { openFixtureDb } from './fixture-db.js';

/**
 * Writes ledger rows (accounts, positions, orders, trades) straight into SQLite, so read-side
 * tests can set up exact states without the matching engine. Markets and their tokens must
 * already exist (e.g. fillCatalogFixture). Amounts are micro-units, prices ticks of 0.0001.
 */

export const NO_BUILDER = '0x' + '0'.repeat(64);

export interface OrderSpec {
  owner: string;
  marketId: number;
  outcomeIndex: 0 | 1;
  side: 'BUY' | 'SELL';
  priceTicks: number;
  sizeMicros: number;
  matchedMicros?: number;
  status?: 'LIVE' | 'MATCHED' | 'CANCELED';
  orderType?: 'GTC' | 'GTD' | 'FOK' | 'FAK';
  expiration?: number;
  /** Defaults to `key-<owner>`. */
  apiKey?: string;
  /** The funder wallet (order.maker); defaults to the owner. */
  makerAddress?: string;
  builder?: string;
  createdAt?: string;
}

export interface OrderRow {
  id: number;
  hash: string;
  accountId: number;
  owner: string;
  tokenId: string;
  tokenIndex: 0 | 1;
  side: 'BUY' | 'SELL';
  priceTicks: number;
}

export interface TradeSpec {
  taker: OrderRow;
  maker: OrderRow;
  sizeMicros: number;
  matchTime: string;
  kind?: 'transfer' | 'mint' | 'merge';
  takerFeeMicros?: number;
  makerFeeMicros?: number;
}

const hex64 = (n: number, prefix: string): string =>
  '0x' + prefix + n.toString(16).padStart(64 - prefix.length, '0');

const kindOf = (taker: OrderRow, maker: OrderRow): 'transfer' | 'mint' | 'merge' =>
  taker.tokenIndex === maker.tokenIndex ? 'transfer' : taker.side === 'BUY' ? 'mint' : 'merge';

export function createLedgerRows(db: Database) {
  let orders = 0;
  let trades = 0;
  const at = '2025-01-01T00:00:00.000Z';

  const tokenOf = db.prepare<[number, number], { tokenId: string }>(
    'SELECT token_id AS tokenId FROM market_tokens WHERE market_id = ? AND outcome_index = ?',
  );
  const accountId = (address: string): number => {
    const key = address.toLowerCase();
    db.prepare('INSERT OR IGNORE INTO accounts (address, created_at) VALUES (?, ?)').run(key, at);
    const row = db.prepare('SELECT id FROM accounts WHERE address = ?').get(key) as { id: number };
    return row.id;
  };

  return {
    accountId,

    /** Sets a wallet's collateral and its reserved part. */
    collateral(address: string, collateralMicros: number, reservedMicros = 0): number {
      const id = accountId(address);
      db.prepare('UPDATE accounts SET collateral_micros = ?, reserved_micros = ? WHERE id = ?').run(
        collateralMicros,
        reservedMicros,
        id,
      );
      return id;
    },

    position(
      address: string,
      marketId: number,
      outcomeIndex: 0 | 1,
      sizeMicros: number,
      reservedMicros = 0,
    ): void {
      const token = tokenOf.get(marketId, outcomeIndex);
      if (!token) throw new Error(`no token ${outcomeIndex} in market ${marketId}`);
      db.prepare(
        `INSERT INTO positions (account_id, token_id, market_id, outcome_index, size_micros,
           reserved_micros, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        accountId(address),
        token.tokenId,
        marketId,
        outcomeIndex,
        sizeMicros,
        reservedMicros,
        at,
      );
    },

    order(spec: OrderSpec): OrderRow {
      const token = tokenOf.get(spec.marketId, spec.outcomeIndex);
      if (!token) throw new Error(`no token ${spec.outcomeIndex} in market ${spec.marketId}`);
      orders += 1;
      const owner = spec.owner.toLowerCase();
      const hash = hex64(orders, 'ab');
      const account = accountId(owner);
      const createdAt =
        spec.createdAt ?? new Date(Date.UTC(2025, 0, 1, 0, 0, orders)).toISOString();
      const result = db
        .prepare(
          `INSERT INTO orders (hash, account_id, owner_address, api_key, maker_address,
             signer_address, signature_type, market_id, token_id, token_index, side, order_type,
             price_ticks, original_micros, matched_micros, status, expiration, builder,
             created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          hash,
          account,
          owner,
          spec.apiKey ?? `key-${owner}`,
          (spec.makerAddress ?? owner).toLowerCase(),
          owner,
          spec.marketId,
          token.tokenId,
          spec.outcomeIndex,
          spec.side,
          spec.orderType ?? 'GTC',
          spec.priceTicks,
          spec.sizeMicros,
          spec.matchedMicros ?? 0,
          spec.status ?? 'LIVE',
          spec.expiration ?? 0,
          spec.builder ?? NO_BUILDER,
          createdAt,
          createdAt,
        );
      return {
        id: Number(result.lastInsertRowid),
        hash,
        accountId: account,
        owner,
        tokenId: token.tokenId,
        tokenIndex: spec.outcomeIndex,
        side: spec.side,
        priceTicks: spec.priceTicks,
      };
    },

    /** One fill: each side trades at its own order's price, in its own token. */
    trade(spec: TradeSpec): { tradeId: string; transactionHash: string } {
      trades += 1;
      const tradeId = `trade-${String(trades).padStart(4, '0')}`;
      const transactionHash = hex64(trades, 'cd');
      const marketId = (
        db.prepare('SELECT market_id AS id FROM orders WHERE id = ?').get(spec.taker.id) as {
          id: number;
        }
      ).id;
      db.prepare(
        `INSERT INTO trades (trade_id, kind, market_id, size_micros, taker_order_id,
           taker_account_id, taker_owner_address, taker_token_index, taker_side,
           taker_price_ticks, taker_fee_micros, maker_order_id, maker_account_id,
           maker_owner_address, maker_token_index, maker_side, maker_price_ticks,
           maker_fee_micros, match_time, transaction_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        tradeId,
        spec.kind ?? kindOf(spec.taker, spec.maker),
        marketId,
        spec.sizeMicros,
        spec.taker.id,
        spec.taker.accountId,
        spec.taker.owner,
        spec.taker.tokenIndex,
        spec.taker.side,
        spec.taker.priceTicks,
        spec.takerFeeMicros ?? 0,
        spec.maker.id,
        spec.maker.accountId,
        spec.maker.owner,
        spec.maker.tokenIndex,
        spec.maker.side,
        spec.maker.priceTicks,
        spec.makerFeeMicros ?? 0,
        spec.matchTime,
        transactionHash,
      );
      return { tradeId, transactionHash };
    },
  };
}

export type LedgerRows = ReturnType<typeof createLedgerRows>;

export interface AccountFixture {
  rows: LedgerRows;
  views: AccountViews;
  close(): void;
}

/** The catalog fixture on a temporary file, a ledger-row writer and the account views over it. */
export function openAccountFixture(): AccountFixture {
  const fixture = openFixtureDb();
  return {
    rows: createLedgerRows(fixture.db),
    views: createAccountViews(fixture.db, knownExchanges[137]!),
    close: () => fixture.close(),
  };
}
