import { Type, type Static } from 'typebox';

// Script grants (server/grants): a script trades for one vault account without its key, within
// limits the trader set. Money and sizes travel as decimal strings, like the venue's own.

const Decimal = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$', description });
const OptionalDecimal = (description: string) =>
  Type.Union([Decimal(description), Type.Null()], { description: `${description}; null: none` });

/** How many grants a data dir keeps that are neither revoked nor expired. */
export const MAX_ACTIVE_GRANTS = 50;
/** Markets one grant may list. */
export const MAX_GRANT_MARKETS = 200;

export const GrantLimits = Type.Object({
  /** All markets; the listed markets (condition ids); or the markets of one event. */
  scope: Type.Union([Type.Literal('all'), Type.Literal('markets'), Type.Literal('event')]),
  marketIds: Type.Array(Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' }), {
    maxItems: MAX_GRANT_MARKETS,
    description: "condition ids, for scope 'markets'",
  }),
  eventSlug: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()], {
    description: "the event's slug, for scope 'event'",
  }),
  sides: Type.Array(Type.Union([Type.Literal('BUY'), Type.Literal('SELL')]), {
    minItems: 1,
    maxItems: 2,
    uniqueItems: true,
  }),
  orderTypes: Type.Array(
    Type.Union([
      Type.Literal('GTC'),
      Type.Literal('GTD'),
      Type.Literal('FOK'),
      Type.Literal('FAK'),
    ]),
    {
      minItems: 1,
      maxItems: 4,
      uniqueItems: true,
    },
  ),
  maxOrderSize: OptionalDecimal('shares per order'),
  maxOrderNotional: OptionalDecimal('price × size per order'),
  maxOpenNotional: OptionalDecimal("price × unfilled size of the grant's open orders"),
  maxDailyNotional: OptionalDecimal('price × size of the orders sent in a UTC day'),
  bandTicks: Type.Union([Type.Integer({ minimum: 0, maximum: 1000 }), Type.Null()], {
    description: 'ticks an order may reach beyond the best bid and ask; null: no band',
  }),
  ordersPerMinute: Type.Integer({ minimum: 1, maximum: 6000 }),
  /** trade; only cancel the grant's own orders; only read. */
  mode: Type.Union([Type.Literal('trade'), Type.Literal('cancel-only'), Type.Literal('read-only')]),
});
export type GrantLimits = Static<typeof GrantLimits>;

/** What the grant has used of its limits now. */
export const GrantUsage = Type.Object({
  openOrders: Type.Integer(),
  openNotional: Type.String(),
  /** Since 00:00 UTC. */
  dailyNotional: Type.String(),
  ordersLastMinute: Type.Integer(),
  ordersSent: Type.Integer(),
  refused: Type.Integer(),
});
export type GrantUsage = Static<typeof GrantUsage>;

export const Grant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The vault account whose key signs the grant's orders. */
  accountId: Type.String(),
  address: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked'), Type.Literal('expired')]),
  createdAt: Type.Integer({ description: 'Unix ms' }),
  expiresAt: Type.Integer({ description: 'Unix ms' }),
  revokedAt: Type.Union([Type.Integer(), Type.Null()]),
  lastUsedAt: Type.Union([Type.Integer(), Type.Null()]),
  limits: GrantLimits,
  usage: GrantUsage,
});
export type Grant = Static<typeof Grant>;

export const NewGrant = Type.Object({
  accountId: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  /** Unix ms, at most a year ahead. */
  expiresAt: Type.Integer({ minimum: 0 }),
  limits: GrantLimits,
});
export type NewGrant = Static<typeof NewGrant>;

export const CreatedGrant = Type.Object({
  grant: Grant,
  /** The bearer token: answered once, kept only as a hash. */
  token: Type.String(),
});

export const GrantAuditEntry = Type.Object({
  id: Type.Integer(),
  grantId: Type.String(),
  grantName: Type.String(),
  at: Type.Integer({ description: 'Unix ms' }),
  kind: Type.Union([
    Type.Literal('created'),
    Type.Literal('placed'),
    Type.Literal('refused'),
    Type.Literal('failed'),
    Type.Literal('canceled'),
    Type.Literal('revoked'),
  ]),
  /** One line a trader reads: what was asked and what came back. */
  summary: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
});
export type GrantAuditEntry = Static<typeof GrantAuditEntry>;

export const RevokeAnswer = Type.Object({
  revoked: Type.Array(Type.String()),
  canceled: Type.Array(Type.String()),
  /** Order id → why it is still open (a locked vault cannot sign the cancel). */
  not_canceled: Type.Record(Type.String(), Type.String()),
});
export type RevokeAnswer = Static<typeof RevokeAnswer>;

/** A request outside its grant: 403 with the limit it would pass and the limit's value. */
export const GrantRefusal = Type.Object({
  error: Type.String(),
  limit: Type.String({ description: 'the GrantLimits field, or expiresAt' }),
  value: Type.String({ description: "the limit's value in the grant" }),
});
