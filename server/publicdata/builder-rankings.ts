import type {
  BuilderLeaderboardEntry,
  BuilderLeaderboardQuery,
  BuilderVolumeEntry,
  BuilderVolumeQuery,
} from '../contract/index.js';
import { microsToNumber } from '../catalog/index.js';
import type { Database } from '../storage/index.js';
import { fillNotionalSql } from '../trading/index.js';

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<BuilderLeaderboardQuery['timePeriod'], number | null> = {
  DAY: 1,
  WEEK: 7,
  MONTH: 30,
  ALL: null,
};
/** The builder field of an order placed without a code (the SDKs send zero bytes32). */
const NO_BUILDER = `0x${'0'.repeat(64)}`;

/** Each side of a fill whose order carried a builder code: the code, the wallet, the notional. */
const attributedSide = (role: 'taker' | 'maker') => `SELECT lower(o.builder) AS builder,
    t.${role}_owner_address AS owner, ${fillNotionalSql(role, 't')} AS notional,
    t.match_time AS at
  FROM trades t JOIN orders o ON o.id = t.${role}_order_id
  WHERE o.builder != '' AND lower(o.builder) != '${NO_BUILDER}' AND t.match_time >= @since`;

const ATTRIBUTED = `${attributedSide('taker')} UNION ALL ${attributedSide('maker')}`;

const LEADERBOARD_SQL = `SELECT builder, SUM(notional) AS notional, COUNT(DISTINCT owner) AS users
  FROM (${ATTRIBUTED}) GROUP BY builder ORDER BY notional DESC, builder
  LIMIT @limit OFFSET @offset`;

const DAILY_SQL = `SELECT substr(at, 1, 10) AS day, builder, SUM(notional) AS notional,
    COUNT(DISTINCT owner) AS users
  FROM (${ATTRIBUTED}) GROUP BY day, builder ORDER BY day, notional DESC, builder`;

interface RankRow {
  builder: string;
  notional: number;
  users: number;
}

/** The local venue verifies no builder and keeps no logos. */
const entry = (row: RankRow, rank: number) => ({
  rank: String(rank),
  builder: row.builder,
  volume: microsToNumber(Math.round(row.notional)),
  activeUsers: row.users,
  verified: false,
  builderLogo: '',
});

/**
 * Builder codes ranked by the volume their orders traded: every fill side whose order carried a
 * code counts its notional for that code, and each wallet that placed such an order is one of
 * the code's active users. A period is the last day, week or 30 days, or all time.
 */
export function createBuilderRankings(db: Database, now: () => number) {
  const leaderboard = db.prepare<Record<string, number | string>, RankRow>(LEADERBOARD_SQL);
  const daily = db.prepare<{ since: string }, RankRow & { day: string }>(DAILY_SQL);
  const since = (period: BuilderLeaderboardQuery['timePeriod']) => {
    const days = PERIOD_DAYS[period];
    return days === null ? '' : new Date(now() - days * DAY_MS).toISOString();
  };

  return {
    builderLeaderboard(query: BuilderLeaderboardQuery): BuilderLeaderboardEntry[] {
      const rows = leaderboard.all({
        since: since(query.timePeriod),
        limit: query.limit,
        offset: query.offset,
      });
      return rows.map((row, index) => entry(row, query.offset + index + 1));
    },

    /** Each day's volume per code, oldest day first, ranked within the day. */
    builderVolume(query: BuilderVolumeQuery): BuilderVolumeEntry[] {
      const rankInDay = new Map<string, number>();
      return daily.all({ since: since(query.timePeriod) }).map((row) => {
        const rank = (rankInDay.get(row.day) ?? 0) + 1;
        rankInDay.set(row.day, rank);
        return { dt: `${row.day}T00:00:00.000Z`, ...entry(row, rank) };
      });
    },
  };
}
