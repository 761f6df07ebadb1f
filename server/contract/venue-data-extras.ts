import { Type, type Static } from 'typebox';
import { IsoDate } from './common.js';
import { Address, UnixBound, bounded } from './public-data-parts.js';

// The public-data routes the venue added in 2026 and its newest SDK calls: builders' rankings,
// combo products and the accounting snapshot, in the venue's shapes and parameters.

const TimePeriod = Type.Enum(['DAY', 'WEEK', 'MONTH', 'ALL'], { default: 'DAY' });

export const BuilderLeaderboardQuery = Type.Object({
  timePeriod: TimePeriod,
  limit: Type.Integer({ minimum: 0, maximum: 50, default: 25 }),
  offset: bounded(1_000, 0),
});
export type BuilderLeaderboardQuery = Static<typeof BuilderLeaderboardQuery>;

const builderFields = {
  rank: Type.String(),
  builder: Type.String({ description: 'the builder code' }),
  volume: Type.Number({ description: 'collateral of the fills its orders made' }),
  activeUsers: Type.Integer({ description: 'wallets whose orders carried the code' }),
  verified: Type.Boolean(),
  builderLogo: Type.String(),
};

/** GET /v1/builders/leaderboard items: builder codes ranked by the volume of their orders. */
export const BuilderLeaderboardEntry = Type.Object(builderFields);
export type BuilderLeaderboardEntry = Static<typeof BuilderLeaderboardEntry>;

export const BuilderVolumeQuery = Type.Object({ timePeriod: TimePeriod });
export type BuilderVolumeQuery = Static<typeof BuilderVolumeQuery>;

/** GET /v1/builders/volume items: each builder code's volume per day, ranked within the day. */
export const BuilderVolumeEntry = Type.Object({
  dt: IsoDate,
  ...builderFields,
});
export type BuilderVolumeEntry = Static<typeof BuilderVolumeEntry>;

const comboListFields = {
  user: Address,
  market_id: Type.Optional(
    Type.String({ maxLength: 2_000, description: 'combo condition ids, comma-joined' }),
  ),
  offset: bounded(100_000, 0),
  cursor: Type.Optional(Type.String({ maxLength: 500, description: 'next_cursor of a page' })),
};

export const ComboPositionsQuery = Type.Object({
  ...comboListFields,
  limit: bounded(1_000, 20),
  status: Type.Optional(Type.String({ maxLength: 200, description: 'statuses, comma-joined' })),
  sort: Type.Optional(
    Type.Enum([
      'current_value_desc',
      'first_entry_desc',
      'entry_cost_desc',
      'resolved_at_desc',
      'updated_asc',
    ]),
  ),
  updatedAfter: Type.Optional(UnixBound('rows updated at or after (Unix seconds)')),
  updatedBefore: Type.Optional(UnixBound('rows updated at or before (Unix seconds)')),
});
export type ComboPositionsQuery = Static<typeof ComboPositionsQuery>;

export const ComboActivityQuery = Type.Object({ ...comboListFields, limit: bounded(1_000, 50) });
export type ComboActivityQuery = Static<typeof ComboActivityQuery>;

const ComboPagination = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  has_more: Type.Boolean(),
  next_cursor: Type.Null({ description: 'the cursor of the next page; null on the last' }),
});

/** The local venue offers no combo products, so a wallet holds no combos and has no events. */
const NoCombos = Type.Array(Type.Object({}), { maxItems: 0 });

export const ComboPositionsPage = Type.Object({ combos: NoCombos, pagination: ComboPagination });
export type ComboPositionsPage = Static<typeof ComboPositionsPage>;

export const ComboActivityPage = Type.Object({ activity: NoCombos, pagination: ComboPagination });
export type ComboActivityPage = Static<typeof ComboActivityPage>;

export const AccountingSnapshotQuery = Type.Object({ user: Address });
export type AccountingSnapshotQuery = Static<typeof AccountingSnapshotQuery>;

/** A ZIP archive (application/zip) holding positions.csv and equity.csv. */
export const ZipArchive = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
