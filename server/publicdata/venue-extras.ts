import type {
  AccountingSnapshotQuery,
  BuilderLeaderboardEntry,
  BuilderLeaderboardQuery,
  BuilderVolumeEntry,
  BuilderVolumeQuery,
  ComboActivityPage,
  ComboActivityQuery,
  ComboPositionsPage,
  ComboPositionsQuery,
} from '../contract/index.js';
import { accountingSnapshot } from './accounting-snapshot.js';
import { createBuilderRankings } from './builder-rankings.js';
import type { PortfolioData } from './portfolio-data.js';
import type { PublicDataDeps } from './public-data.js';
import { venueAssetIds } from './venue-asset-ids.js';

/** The public data the venue added in 2026: builders' rankings, combos, the snapshot. */
export interface VenueDataExtras {
  builderLeaderboard(query: BuilderLeaderboardQuery): BuilderLeaderboardEntry[];
  builderVolume(query: BuilderVolumeQuery): BuilderVolumeEntry[];
  comboPositions(query: ComboPositionsQuery): ComboPositionsPage;
  comboActivity(query: ComboActivityQuery): ComboActivityPage;
  /** The ZIP archive of the wallet's positions.csv and equity.csv. */
  accountingSnapshot(query: AccountingSnapshotQuery): Uint8Array;
}

/** The last page of a list the local venue has nothing in: it offers no combo products. */
const noCombos = ({ limit, offset }: { limit: number; offset: number }) => ({
  limit,
  offset,
  has_more: false,
  next_cursor: null,
});

export function createVenueDataExtras(
  deps: PublicDataDeps,
  portfolio: Pick<PortfolioData, 'positions'>,
): VenueDataExtras {
  const now = deps.now ?? Date.now;
  // The snapshot is the venue's data-host file: outcomes by their token ids, as the host sends.
  const withTokenIds = venueAssetIds(deps.catalog);
  const cash = deps.db.prepare<[string], { micros: number }>(
    'SELECT collateral_micros AS micros FROM accounts WHERE address = ?',
  );
  return {
    ...createBuilderRankings(deps.db, now),
    comboPositions: (query) => ({ combos: [], pagination: noCombos(query) }),
    comboActivity: (query) => ({ activity: [], pagination: noCombos(query) }),
    accountingSnapshot({ user }) {
      const held = portfolio.positions({
        user,
        sizeThreshold: 0,
        redeemable: false,
        mergeable: false,
        limit: Number.MAX_SAFE_INTEGER,
        offset: 0,
        sortBy: 'TOKENS',
        sortDirection: 'DESC',
      });
      const positions = held.map((position) => withTokenIds(position) as typeof position);
      const cashMicros = cash.get(user.toLowerCase())?.micros ?? 0;
      return accountingSnapshot({ user, positions, cashMicros, atMs: now() });
    },
  };
}
