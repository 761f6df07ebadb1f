import { microsToNumber, type TradingMarket } from '../catalog/index.js';
import type { MarketPosition, MarketPositionsQuery } from '../contract/index.js';
import { MICROS_PER_UNIT } from '../shared/index.js';
import { fillNotionalSql } from '../trading/index.js';
import { roundTo } from './position-marks.js';
import { PROFILE_SELECT, assetOf, profileFields, type ProfileColumns } from './wire-values.js';

/** One wallet's position in one token, with the wallet's profile columns. */
export interface HolderRow extends ProfileColumns {
  address: string;
  display_username_public: number | null;
  size_micros: number;
  cost_micros: number;
  bought_micros: number;
  bought_cost_micros: number;
  realized_pnl_micros: number;
}

/** A token's positions (alias h) with their wallets' profiles (alias p, as PROFILE_SELECT wants). */
function tokenPositionsSql(conditions: string, orderBy: string, paging: string): string {
  return `SELECT a.address AS address, h.size_micros, h.cost_micros, h.bought_micros,
      h.bought_cost_micros, h.realized_pnl_micros, p.display_username_public, ${PROFILE_SELECT}
    FROM positions h JOIN accounts a ON a.id = h.account_id
    LEFT JOIN profiles p ON p.address = a.address
    WHERE h.market_id = @market AND h.outcome_index = @outcome ${conditions}
    ORDER BY ${orderBy}, h.account_id
    ${paging}`;
}

/** The largest holders of one token: at least @min shares, largest first, @limit of them. */
export const TOP_HOLDERS_SQL = tokenPositionsSql(
  'AND h.size_micros > 0 AND h.size_micros >= @min',
  'h.size_micros DESC',
  'LIMIT @limit',
);

export function toHolder(
  row: HolderRow,
  conditionId: string,
  outcomeIndex: number,
  baseUrl: string,
) {
  const profile = profileFields(row, baseUrl);
  return {
    proxyWallet: row.address,
    bio: profile.bio,
    asset: assetOf(conditionId, outcomeIndex),
    pseudonym: profile.pseudonym,
    amount: microsToNumber(row.size_micros),
    displayUsernamePublic: row.display_username_public !== 0,
    outcomeIndex,
    name: profile.name,
    profileImage: profile.profileImage,
    profileImageOptimized: profile.profileImageOptimized,
    verified: false,
  };
}

/** Unrealized PnL at the token's mark (@mark, micro-units) in SQL, as holdingValue counts it. */
const CASH_PNL_SQL = 'CAST(ROUND(h.size_micros * @mark / 1000000.0) AS INTEGER) - h.cost_micros';

const MARKET_POSITION_SORT = {
  TOKENS: 'h.size_micros',
  CASH_PNL: CASH_PNL_SQL,
  REALIZED_PNL: 'h.realized_pnl_micros',
  TOTAL_PNL: `${CASH_PNL_SQL} + h.realized_pnl_micros`,
} as const;

const STATUS_CONDITION = {
  OPEN: 'AND h.size_micros > 0',
  CLOSED: 'AND h.size_micros = 0',
  ALL: '',
} as const;

/** One page of the wallets' positions in one token, sorted at the token's mark. */
export const marketPositionsSql = (query: MarketPositionsQuery, byAccount: boolean): string =>
  tokenPositionsSql(
    `${STATUS_CONDITION[query.status]} ${byAccount ? 'AND h.account_id = @account' : ''}`,
    `${MARKET_POSITION_SORT[query.sortBy]} ${query.sortDirection}`,
    'LIMIT @limit OFFSET @offset',
  );

export function toMarketPosition(
  row: HolderRow,
  market: TradingMarket,
  outcomeIndex: 0 | 1,
  mark: number,
  baseUrl: string,
): MarketPosition {
  const currentMicros = Math.round((row.size_micros * mark) / MICROS_PER_UNIT);
  const cashPnlMicros = currentMicros - row.cost_micros;
  // Held shares cost what they cost each; a closed position shows what its shares cost on average.
  const avgMicros =
    row.size_micros > 0
      ? (row.cost_micros * MICROS_PER_UNIT) / row.size_micros
      : row.bought_micros > 0
        ? (row.bought_cost_micros * MICROS_PER_UNIT) / row.bought_micros
        : 0;
  const profile = profileFields(row, baseUrl);
  return {
    proxyWallet: row.address,
    name: profile.name,
    profileImage: profile.profileImage,
    verified: false,
    asset: assetOf(market.conditionId, outcomeIndex),
    conditionId: market.conditionId,
    avgPrice: roundTo(avgMicros / MICROS_PER_UNIT, 6),
    size: microsToNumber(row.size_micros),
    currPrice: roundTo(mark / MICROS_PER_UNIT, 6),
    currentValue: microsToNumber(currentMicros),
    cashPnl: microsToNumber(cashPnlMicros),
    totalBought: microsToNumber(row.bought_micros),
    realizedPnl: microsToNumber(row.realized_pnl_micros),
    totalPnl: microsToNumber(cashPnlMicros + row.realized_pnl_micros),
    outcome: market.tokens[outcomeIndex].outcome,
    outcomeIndex,
  };
}

/**
 * Open interest of one market: the collateral locked in its outstanding share pairs. Every pair
 * is minted and merged whole and resolution settles both outcomes, so the first outcome's
 * shares held count the pairs.
 */
export const MARKET_OPEN_INTEREST_SQL = `SELECT COALESCE(SUM(size_micros), 0) AS micros
  FROM positions WHERE market_id = ? AND outcome_index = 0`;
export const VENUE_OPEN_INTEREST_SQL = `SELECT COALESCE(SUM(size_micros), 0) AS micros
  FROM positions WHERE outcome_index = 0`;

/** The traded volume of each market of an event: its fills at the taker's price. */
export const EVENT_VOLUME_SQL = `SELECT m.condition_id AS condition_id,
    (SELECT COALESCE(SUM(${fillNotionalSql('taker', 't')}), 0) FROM trades t
      WHERE t.market_id = m.id) AS micros
  FROM markets m WHERE m.event_id = ? ORDER BY m.id`;
