import type {
  ActivityEvent,
  ActivityQuery,
  ClosedPosition,
  ClosedPositionsQuery,
  PublicTrade,
  PublicTradesQuery,
} from '../contract/index.js';
import type { Database } from '../storage/index.js';
import type { BookReader } from '../trading/index.js';
import { activityColumns, activityQuery, type ActivityRow } from './activity-feed.js';
import {
  closedPositionsQuery,
  toClosedPosition,
  type ClosedPositionRow,
} from './closed-positions.js';
import { amountFilter, fillSidesQuery, toPublicTrade, type FillSideRow } from './public-trades.js';
import { accountFinder, marketIdsOf, statementCache, type PublicDataCatalog } from './sql-parts.js';
import { PROFILE_SELECT, marketFields, profileFields, type ProfileColumns } from './wire-values.js';
import { createPortfolioData, type PortfolioData } from './portfolio-data.js';
import { createVenueDataExtras, type VenueDataExtras } from './venue-extras.js';

/**
 * Public trades, activity and closed positions, read from the venue's ledger. Every method is
 * synchronous SQLite; bad combinations of parameters throw a 400 ServiceError naming one.
 */
export interface PublicData extends PortfolioData, VenueDataExtras {
  trades(query: PublicTradesQuery): PublicTrade[];
  activity(query: ActivityQuery): ActivityEvent[];
  closedPositions(query: ClosedPositionsQuery): ClosedPosition[];
}

export interface PublicDataDeps {
  db: Database;
  catalog: PublicDataCatalog;
  /** Base URL that stored asset paths (`/assets/...`) of profile images are served under. */
  assetBaseUrl: () => string;
  /** The live books positions are marked to. */
  books: BookReader;
  /** The venue's clock in milliseconds (the leaderboard's periods end now). */
  now?: () => number;
}

export function createPublicData(deps: PublicDataDeps): PublicData {
  const { db, catalog, assetBaseUrl } = deps;
  const statement = statementCache(db);
  const accountOf = accountFinder(db);
  const profileRow = db.prepare<[string], ProfileColumns>(
    `SELECT ${PROFILE_SELECT} FROM profiles p WHERE p.address = ?`,
  );
  const noProfile: ProfileColumns = { name: null, pseudonym: null, bio: null, profile_image: null };
  const profileOf = (address: string) =>
    profileFields(profileRow.get(address) ?? noProfile, assetBaseUrl());

  const portfolio = createPortfolioData(deps);
  return {
    ...portfolio,
    ...createVenueDataExtras(deps, portfolio),

    trades(query) {
      const filter = amountFilter(query);
      const marketIds = marketIdsOf(catalog, query.market);
      const accountId = query.user === undefined ? undefined : accountOf(query.user);
      if (marketIds?.length === 0 || (query.user !== undefined && accountId === undefined)) {
        return [];
      }
      const { sql, params } = fillSidesQuery(
        {
          takerOnly: query.takerOnly,
          ...(accountId !== undefined ? { accountId } : {}),
          ...(marketIds ? { marketIds } : {}),
          ...(query.side ? { side: query.side } : {}),
          ...(filter ? { filter } : {}),
        },
        query.limit,
        query.offset,
      );
      const baseUrl = assetBaseUrl();
      return (statement(sql).all(params) as FillSideRow[]).map((row) =>
        toPublicTrade(row, catalog.tradingMarket(row.condition_id), baseUrl),
      );
    },

    activity(query) {
      const marketIds = marketIdsOf(catalog, query.market);
      const accountId = accountOf(query.user);
      if (marketIds?.length === 0 || accountId === undefined) return [];
      const built = activityQuery(
        {
          accountId,
          ...(marketIds ? { marketIds } : {}),
          ...(query.type ? { types: query.type } : {}),
          ...(query.start !== undefined ? { startSeconds: query.start } : {}),
          ...(query.end !== undefined ? { endSeconds: query.end } : {}),
          ...(query.side ? { side: query.side } : {}),
        },
        query,
      );
      if (!built) return [];
      const proxyWallet = query.user.toLowerCase();
      const profile = profileOf(proxyWallet);
      return (statement(built.sql).all(built.params) as ActivityRow[]).map((row) => {
        const market = catalog.tradingMarket(row.condition_id);
        const outcomeIndex =
          row.outcome_index ??
          market?.tokens.find((token) => token.tokenId === row.token_id)?.outcomeIndex ??
          0;
        const columns = activityColumns(row, outcomeIndex);
        return {
          proxyWallet,
          ...columns,
          ...marketFields(market, outcomeIndex),
          ...profile,
        };
      });
    },

    closedPositions(query) {
      const marketIds = marketIdsOf(catalog, query.market);
      const accountId = accountOf(query.user);
      if (marketIds?.length === 0 || accountId === undefined) return [];
      const { sql, params } = closedPositionsQuery(
        {
          accountId,
          ...(marketIds ? { marketIds } : {}),
          ...(query.title ? { title: query.title } : {}),
        },
        query,
      );
      const proxyWallet = query.user.toLowerCase();
      return (statement(sql).all(params) as ClosedPositionRow[]).map((row) =>
        toClosedPosition(row, catalog.tradingMarket(row.condition_id), proxyWallet),
      );
    },
  };
}
