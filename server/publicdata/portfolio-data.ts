import { microsToNumber, type TradingMarket } from '../catalog/index.js';
import {
  badParameter,
  notFound,
  type HoldersQuery,
  type LeaderboardEntry,
  type LeaderboardQuery,
  type LiveVolume,
  type LiveVolumeQuery,
  type MarketPositionsQuery,
  type OpenInterest,
  type OpenInterestQuery,
  type Position,
  type PositionsQuery,
  type PublicProfile,
  type PublicProfileQuery,
  type TokenHolders,
  type TokenPositions,
  type Traded,
  type TradedQuery,
  type ValueQuery,
  type WalletValue,
} from '../contract/index.js';
import { MICROS_PER_UNIT } from '../shared/index.js';
import {
  CATEGORY_TAG,
  createLeaderboardFlows,
  rankStandings,
  type Standing,
} from './leaderboard.js';
import {
  EVENT_VOLUME_SQL,
  MARKET_OPEN_INTEREST_SQL,
  TOP_HOLDERS_SQL,
  VENUE_OPEN_INTEREST_SQL,
  marketPositionsSql,
  toHolder,
  toMarketPosition,
  type HolderRow,
} from './market-holdings.js';
import {
  mergeableMarkets,
  openPositionsQuery,
  sortPositions,
  toPosition,
  type OpenPositionRow,
} from './open-positions.js';
import { holdingValue, storedMarkMicros, type StoredPrices } from './position-marks.js';
import { PUBLIC_PROFILE_SQL, toPublicProfile, type PublicProfileRow } from './public-profile.js';
import type { PublicDataDeps } from './public-data.js';
import { accountFinder, marketIdsOf, statementCache } from './sql-parts.js';
import { PROFILE_SELECT, profileFields, type ProfileColumns } from './wire-values.js';

/** The venue's public data beyond the specification, read live from the ledger. */
export interface PortfolioData {
  positions(query: PositionsQuery): Position[];
  value(query: ValueQuery): WalletValue[];
  traded(query: TradedQuery): Traded;
  holders(query: HoldersQuery): TokenHolders[];
  openInterest(query: OpenInterestQuery): OpenInterest[];
  liveVolume(query: LiveVolumeQuery): LiveVolume[];
  marketPositions(query: MarketPositionsQuery): TokenPositions[];
  leaderboard(query: LeaderboardQuery): LeaderboardEntry[];
  publicProfile(query: PublicProfileQuery): PublicProfile;
}

const OUTCOMES = [0, 1] as const;

export function createPortfolioData(deps: PublicDataDeps): PortfolioData {
  const { db, catalog, books, assetBaseUrl } = deps;
  const now = deps.now ?? Date.now;
  const statement = statementCache(db);
  const accountOf = accountFinder(db);
  const storedPrices = db.prepare<[number], StoredPrices>(
    'SELECT best_bid_micros, best_ask_micros, last_trade_price_micros FROM markets WHERE id = ?',
  );
  const tradedMarkets = db.prepare<[number], { count: number }>(
    'SELECT COUNT(DISTINCT market_id) AS count FROM positions WHERE account_id = ?',
  );
  const marketOpenInterest = db.prepare<[number], { micros: number }>(MARKET_OPEN_INTEREST_SQL);
  const venueOpenInterest = db.prepare<[], { micros: number }>(VENUE_OPEN_INTEREST_SQL);
  const eventExists = db.prepare<[number], { id: number }>('SELECT id FROM events WHERE id = ?');
  const eventVolumes = db.prepare<[number], { condition_id: string; micros: number }>(
    EVENT_VOLUME_SQL,
  );
  const leaderboardFlows = createLeaderboardFlows(db);
  const marketPrices = db.prepare<[number], StoredPrices & { condition_id: string }>(
    `SELECT condition_id, best_bid_micros, best_ask_micros, last_trade_price_micros
     FROM markets WHERE id = ?`,
  );
  const taggedMarkets = db.prepare<[string], { id: number }>(
    `SELECT m.id FROM markets m JOIN event_tags et ON et.event_id = m.event_id
     JOIN tags g ON g.id = et.tag_id WHERE g.slug = ?`,
  );
  const profileRow = db.prepare<{ address: string }, PublicProfileRow>(PUBLIC_PROFILE_SQL);
  const accountRow = db.prepare<[number], ProfileColumns & { address: string }>(
    `SELECT a.address AS address, ${PROFILE_SELECT}
     FROM accounts a LEFT JOIN profiles p ON p.address = a.address WHERE a.id = ?`,
  );

  /** The wallet's open positions after the market, event and title filters, marked. */
  function openPositions(
    user: string,
    filter: { market?: string[]; eventId?: number[]; title?: string },
  ): Position[] {
    const marketIds = marketIdsOf(catalog, filter.market);
    const accountId = accountOf(user);
    if (marketIds?.length === 0 || accountId === undefined) return [];
    const { sql, params } = openPositionsQuery({
      accountId,
      ...(marketIds ? { marketIds } : {}),
      ...(filter.eventId && filter.eventId.length > 0 ? { eventIds: filter.eventId } : {}),
      ...(filter.title ? { title: filter.title } : {}),
    });
    const rows = statement(sql).all(params) as OpenPositionRow[];
    const mergeable = mergeableMarkets(rows);
    const proxyWallet = user.toLowerCase();
    return rows.flatMap((row) => {
      const market = catalog.tradingMarket(row.condition_id);
      if (!market) return [];
      return [toPosition(row, market, books, proxyWallet, mergeable.has(row.market_id))];
    });
  }

  const tokenMark = (market: TradingMarket, outcome: 0 | 1): number =>
    storedMarkMicros(market, outcome, books, storedPrices.get(market.marketId) ?? NO_PRICES);

  return {
    positions(query) {
      if (query.market && query.market.length > 0 && query.eventId && query.eventId.length > 0) {
        throw badParameter('eventId', 'cannot be used with market');
      }
      const held = openPositions(query.user, query).filter(
        (position) =>
          position.size >= query.sizeThreshold &&
          (!query.redeemable || position.redeemable) &&
          (!query.mergeable || position.mergeable),
      );
      return sortPositions(held, query).slice(query.offset, query.offset + query.limit);
    },

    value(query) {
      const positions = openPositions(query.user, query);
      const micros = positions.reduce(
        (sum, position) => sum + Math.round(position.currentValue * MICROS_PER_UNIT),
        0,
      );
      return [{ user: query.user.toLowerCase(), value: microsToNumber(micros) }];
    },

    traded(query) {
      const accountId = accountOf(query.user);
      const traded = accountId === undefined ? 0 : (tradedMarkets.get(accountId)?.count ?? 0);
      return { user: query.user.toLowerCase(), traded };
    },

    holders(query) {
      const baseUrl = assetBaseUrl();
      const min = query.minBalance * MICROS_PER_UNIT;
      return uniqueMarkets(catalog, query.market).flatMap((market) =>
        OUTCOMES.map((outcome) => {
          const rows = statement(TOP_HOLDERS_SQL).all({
            market: market.marketId,
            outcome,
            min,
            limit: query.limit,
          }) as HolderRow[];
          return {
            token: market.tokens[outcome].tokenId,
            holders: rows.map((row) => toHolder(row, market.conditionId, outcome, baseUrl)),
          };
        }),
      );
    },

    openInterest(query) {
      if (!query.market || query.market.length === 0) {
        return [{ market: 'GLOBAL', value: microsToNumber(venueOpenInterest.get()?.micros ?? 0) }];
      }
      return uniqueMarkets(catalog, query.market).map((market) => ({
        market: market.conditionId,
        value: microsToNumber(marketOpenInterest.get(market.marketId)?.micros ?? 0),
      }));
    },

    liveVolume(query) {
      if (!eventExists.get(query.id)) throw notFound(`event ${query.id}`);
      const rows = eventVolumes.all(query.id);
      const total = rows.reduce((sum, row) => sum + row.micros, 0);
      const markets = rows.map((row) => ({
        market: row.condition_id,
        value: microsToNumber(row.micros),
      }));
      return [{ total: microsToNumber(total), markets }];
    },

    marketPositions(query) {
      const market = catalog.tradingMarket(query.market);
      if (!market) return [];
      const accountId = query.user === undefined ? undefined : accountOf(query.user);
      if (query.user !== undefined && accountId === undefined) {
        return OUTCOMES.map((outcome) => ({
          token: market.tokens[outcome].tokenId,
          positions: [],
        }));
      }
      const sql = marketPositionsSql(query, accountId !== undefined);
      const baseUrl = assetBaseUrl();
      return OUTCOMES.map((outcome) => {
        const mark = tokenMark(market, outcome);
        const rows = statement(sql).all({
          market: market.marketId,
          outcome,
          mark,
          limit: query.limit,
          offset: query.offset,
          ...(accountId !== undefined ? { account: accountId } : {}),
        }) as HolderRow[];
        return {
          token: market.tokens[outcome].tokenId,
          positions: rows.map((row) => toMarketPosition(row, market, outcome, mark, baseUrl)),
        };
      });
    },

    leaderboard(query) {
      const tag = CATEGORY_TAG[query.category];
      const inCategory = tag === null ? null : new Set(taggedMarkets.all(tag).map((m) => m.id));
      const marks = new Map<string, number>();
      const markOf = (marketId: number, outcome: 0 | 1): number => {
        const key = `${marketId}:${outcome}`;
        let mark = marks.get(key);
        if (mark === undefined) {
          const prices = marketPrices.get(marketId);
          const market = prices && catalog.tradingMarket(prices.condition_id);
          mark = market && prices ? storedMarkMicros(market, outcome, books, prices) : 0;
          marks.set(key, mark);
        }
        return mark;
      };
      const standings = new Map<number, Standing>();
      for (const flow of leaderboardFlows.flows(query.timePeriod, now())) {
        if (inCategory && !inCategory.has(flow.marketId)) continue;
        const mark = markOf(flow.marketId, flow.outcomeIndex === 0 ? 0 : 1);
        const standing = standings.get(flow.accountId) ?? {
          accountId: flow.accountId,
          pnlMicros: 0,
          volumeMicros: 0,
        };
        standing.pnlMicros +=
          flow.cashMicros + holdingValue(flow.sharesMicros, 0, mark).currentMicros;
        standing.volumeMicros += flow.volumeMicros;
        standings.set(flow.accountId, standing);
      }
      const baseUrl = assetBaseUrl();
      const userAccount = query.user === undefined ? undefined : accountOf(query.user);
      const entries = rankStandings([...standings.values()], query.orderBy).flatMap(
        (standing, index) => {
          if (query.user !== undefined && standing.accountId !== userAccount) return [];
          const account = accountRow.get(standing.accountId);
          if (!account) return [];
          const profile = profileFields(account, baseUrl);
          if (
            query.userName !== undefined &&
            profile.name.toLowerCase() !== query.userName.toLowerCase()
          ) {
            return [];
          }
          return [
            {
              rank: String(index + 1),
              proxyWallet: account.address,
              userName: profile.name,
              vol: microsToNumber(standing.volumeMicros),
              pnl: microsToNumber(standing.pnlMicros),
              profileImage: profile.profileImage,
              xUsername: '',
              verifiedBadge: false,
            },
          ];
        },
      );
      return entries.slice(query.offset, query.offset + query.limit);
    },

    publicProfile(query) {
      const row = profileRow.get({ address: query.address });
      if (!row) throw notFound('profile');
      return toPublicProfile(row, assetBaseUrl());
    },
  };
}

const NO_PRICES: StoredPrices = {
  best_bid_micros: null,
  best_ask_micros: null,
  last_trade_price_micros: null,
};

/** The known markets of a list of condition ids, each once, in the order asked. */
function uniqueMarkets(catalog: PublicDataDeps['catalog'], conditionIds: readonly string[]) {
  const seen = new Set<number>();
  return conditionIds.flatMap((id) => {
    const market = catalog.tradingMarket(id);
    if (!market || seen.has(market.marketId)) return [];
    seen.add(market.marketId);
    return [market];
  });
}
