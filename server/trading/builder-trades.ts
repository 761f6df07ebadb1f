import type { BuilderTrade, BuilderTradesQuery } from '../contract/index.js';
import {
  collateralMicros,
  decimalStringFromMicros,
  PRICE_SCALE,
  priceStringFromTicks,
} from '../shared/index.js';
import type { Database } from '../storage/index.js';
import {
  ACCOUNT_PAGE_SIZE,
  createListStatements,
  type FilteredQuery,
} from './account-statements.js';
import { commonFilters } from './account-trades.js';
import { decodeCursor, readPage, type Page } from './cursor.js';

/** What orders placed without a builder code carry (the SDKs send zero bytes32): no builder. */
const NO_BUILDER = `0x${'0'.repeat(64)}`;

/** One order that carries a builder code, in one of its fills. */
interface BuilderTradeRow {
  tradeId: string;
  /** 0: the order took in the fill; 1: it was the resting (maker) order. */
  isMaker: 0 | 1;
  takerHash: string;
  conditionId: string;
  tokenId: string;
  outcomeIndex: number;
  outcome: string | null;
  side: string;
  priceTicks: number;
  feeMicros: number;
  sizeMicros: number;
  apiKey: string;
  maker: string;
  builderCode: string;
  transactionHash: string;
  matchTime: string;
}

/** The column of the fill's taker or maker terms, by the row's role. */
const byRole = (column: string) =>
  `CASE page.isMaker WHEN 1 THEN t.maker_${column} ELSE t.taker_${column} END`;

/**
 * One page of the code's orders in their fills, oldest fill first and, within a fill, the taker
 * before the maker: a fill between two of the code's orders is two items, one per order, as each
 * order's fee is its own. Each arm finds the code's orders and their fills through one of the
 * trades' order indexes; `b` is the order carrying the code, `t` the fill.
 */
const builderTradeListSql = (conditions: readonly string[]): string => {
  const filters = conditions.map((condition) => ` AND ${condition}`).join('');
  const arm = (
    role: 'taker' | 'maker',
  ) => `SELECT t.id AS id, ${role === 'maker' ? 1 : 0} AS isMaker
      FROM orders b JOIN trades t ON t.${role}_order_id = b.id
      WHERE lower(b.builder) = @builder${filters}`;
  return `WITH page AS (
      SELECT id, isMaker FROM (${arm('taker')} UNION ALL ${arm('maker')})
      ORDER BY id, isMaker LIMIT @rows OFFSET @offset)
    SELECT t.trade_id AS tradeId, page.isMaker AS isMaker, tk.hash AS takerHash,
      m.condition_id AS conditionId, b.token_id AS tokenId, b.token_index AS outcomeIndex,
      mt.outcome AS outcome, ${byRole('side')} AS side, ${byRole('price_ticks')} AS priceTicks,
      ${byRole('fee_micros')} AS feeMicros, t.size_micros AS sizeMicros, b.api_key AS apiKey,
      b.maker_address AS maker, lower(b.builder) AS builderCode,
      t.transaction_hash AS transactionHash, t.match_time AS matchTime
    FROM page
    JOIN trades t ON t.id = page.id
    JOIN markets m ON m.id = t.market_id
    JOIN orders tk ON tk.id = t.taker_order_id
    JOIN orders b ON b.id = ${byRole('order_id')}
    LEFT JOIN market_tokens mt ON mt.token_id = b.token_id
    ORDER BY page.id, page.isMaker`;
};

/** id, market, before/after filter the fill; maker_address and asset_id the code's order. */
function builderTradeFilters(builder: string, query: BuilderTradesQuery): FilteredQuery {
  const { conditions, params } = commonFilters(query);
  params['builder'] = builder;
  if (query.maker_address !== undefined) {
    conditions.push('b.maker_address = @makerAddress');
    params['makerAddress'] = query.maker_address.toLowerCase();
  }
  if (query.asset_id !== undefined) {
    conditions.push('b.token_id = @assetId');
    params['assetId'] = query.asset_id;
  }
  return { conditions, params };
}

/**
 * The fee in shares: the collateral fee at the fill's price (feeUsdc / price), rounded down to a
 * micro-share. BigInt keeps fee x PRICE_SCALE exact above 2^53.
 */
const feeShareMicros = (feeMicros: number, priceTicks: number): number =>
  priceTicks > 0 ? Number((BigInt(feeMicros) * BigInt(PRICE_SCALE)) / BigInt(priceTicks)) : 0;

/**
 * The venue's builder-trade form of one row. `builder` is "" and the code is in `builderCode`,
 * as the venue answers; the local venue charges no builder fees, and settles every fill at once
 * (confirmed, created and updated at its match time).
 */
function present(row: BuilderTradeRow): BuilderTrade {
  return {
    id: row.tradeId,
    tradeType: row.isMaker === 1 ? 'MAKER' : 'TAKER',
    takerOrderHash: row.takerHash,
    builder: '',
    builderCode: row.builderCode,
    market: row.conditionId,
    assetId: row.tokenId,
    side: row.side,
    size: decimalStringFromMicros(row.sizeMicros),
    sizeUsdc: decimalStringFromMicros(collateralMicros(row.priceTicks, row.sizeMicros)),
    price: priceStringFromTicks(row.priceTicks),
    status: 'TRADE_STATUS_CONFIRMED',
    outcome: row.outcome ?? '',
    outcomeIndex: row.outcomeIndex,
    owner: row.apiKey,
    maker: row.maker,
    transactionHash: row.transactionHash,
    matchTime: String(Math.floor(Date.parse(row.matchTime) / 1000)),
    bucketIndex: 0,
    fee: decimalStringFromMicros(feeShareMicros(row.feeMicros, row.priceTicks)),
    feeUsdc: decimalStringFromMicros(row.feeMicros),
    builderFee: '0',
    createdAt: row.matchTime,
    updatedAt: row.matchTime,
  };
}

/**
 * GET /builder/trades: the code's orders in their fills, oldest first. Fills are only ever
 * appended, so an offset cursor never skips or repeats one while new fills arrive.
 */
export function createBuilderTradeViews(db: Database) {
  const attributed = createListStatements<BuilderTradeRow>(db, builderTradeListSql);
  return {
    builderTrades(query: BuilderTradesQuery): Page<BuilderTrade> {
      const builder = query.builder_code.toLowerCase();
      const position = decodeCursor(query.next_cursor);
      const filters = builderTradeFilters(builder, query);
      return readPage(
        builder === NO_BUILDER ? 'end' : position,
        ACCOUNT_PAGE_SIZE,
        (offset, rows) => attributed(filters, offset, rows),
        (rows) => rows.map(present),
      );
    },
  };
}
