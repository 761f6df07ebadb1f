import { Type, type Static } from 'typebox';
import { Cursor } from './account.js';

// The official client's account calls beyond trading that have a local meaning (docs/api.md,
// "The official client, method by method"): builder fee rates, pre-migration orders,
// notifications.

export const BuilderCodeParams = Type.Object({
  builder_code: Type.String({
    pattern: '^0x[0-9a-fA-F]{64}$',
    description: 'the bytes32 builder code of orders',
  }),
});
export type BuilderCodeParams = Static<typeof BuilderCodeParams>;

/** GET /fees/builder-fees/{builder_code}: the builder's fee rates in basis points. */
export const BuilderFeeRatesBody = Type.Object({
  builder_maker_fee_rate_bps: Type.Integer(),
  builder_taker_fee_rate_bps: Type.Integer(),
});
export type BuilderFeeRatesBody = Static<typeof BuilderFeeRatesBody>;

export const PreMigrationOrdersQuery = Type.Object({ next_cursor: Type.Optional(Cursor) });
export type PreMigrationOrdersQuery = Static<typeof PreMigrationOrdersQuery>;

/** GET /data/pre-migration-orders: the paged envelope; the local venue never migrated. */
export const PreMigrationOrdersPage = Type.Object({
  data: Type.Array(Type.Object({})),
  next_cursor: Type.String(),
  limit: Type.Integer(),
  count: Type.Integer(),
});
export type PreMigrationOrdersPage = Static<typeof PreMigrationOrdersPage>;

export const SignatureTypeQuery = Type.Object({
  signature_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
});

/** The official SDKs send the signature type on the delete too, as on the read. */
export const DropNotificationsQuery = Type.Object({
  ids: Type.Optional(Type.String({ maxLength: 10_000, description: 'comma-joined ids' })),
  signature_type: SignatureTypeQuery.properties.signature_type,
});

/** One of a signer's trading buckets: its sustained refill and its burst capacity. */
export const RateLimitBucket = Type.Object({
  rate_per_sec: Type.Number({ description: 'tokens added back per second, sustained' }),
  burst: Type.Integer({ description: 'the most tokens the bucket holds' }),
});

/**
 * GET /v1/user/rate-limit-tier: the trading limits of the caller's signer, an order bucket and a
 * cancel bucket; null buckets where the service enforces no limits.
 */
export const RateLimitTier = Type.Object({
  tier: Type.String({ description: 'standard: the local venue has one tier for every signer' }),
  order: Type.Union([RateLimitBucket, Type.Null()]),
  cancel: Type.Union([RateLimitBucket, Type.Null()]),
});
export type RateLimitTier = Static<typeof RateLimitTier>;
