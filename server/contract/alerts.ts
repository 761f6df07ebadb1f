import { Type, type Static } from 'typebox';
import { ConditionId } from './watchlists.js';

// Alerts and conditional orders (server/watch): conditions the service watches on the live
// feeds in both modes, also for markets not on screen, and orders it holds until they fire.

/** Alerts a data dir keeps that are not deleted. */
export const MAX_ALERTS = 200;
/** Conditional orders that may be armed at once. */
export const MAX_CONDITIONAL_ORDERS = 100;

const TokenId = Type.String({ pattern: '^[0-9]{1,78}$', description: 'outcome token id' });
const Price = Type.String({
  pattern: '^(0(\\.[0-9]{1,4})?|1(\\.0{1,4})?)$',
  description: 'a price from 0 to 1 on the market’s tick',
});
const Amount = Type.String({ pattern: '^-?[0-9]{1,12}(\\.[0-9]{1,6})?$' });
const Shares = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$', description: 'shares' });
/** What a price condition watches: the best bid, the best ask, their mid, or the last trade. */
export const PriceSource = Type.Union([
  Type.Literal('bid'),
  Type.Literal('ask'),
  Type.Literal('mid'),
  Type.Literal('last'),
]);
const Direction = Type.Union([Type.Literal('above'), Type.Literal('below')]);

export const AlertCondition = Type.Union([
  Type.Object({
    kind: Type.Literal('price'),
    tokenId: TokenId,
    source: PriceSource,
    direction: Direction,
    price: Price,
  }),
  Type.Object({
    kind: Type.Literal('move'),
    tokenId: TokenId,
    source: PriceSource,
    /** Percent of the price at the window's start, either way. */
    percent: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
    windowMinutes: Type.Integer({ minimum: 1, maximum: 240 }),
  }),
  Type.Object({
    kind: Type.Literal('spread'),
    tokenId: TokenId,
    /** Fires when the spread is wider than this many ticks. */
    ticks: Type.Integer({ minimum: 1, maximum: 10_000 }),
  }),
  Type.Object({
    kind: Type.Literal('volume'),
    conditionId: ConditionId,
    /** 24 h volume above this, in collateral. */
    above: Amount,
  }),
  Type.Object({ kind: Type.Literal('market'), conditionId: ConditionId }),
  Type.Object({
    kind: Type.Literal('order'),
    /** One order, or every order of the vault's current account. */
    orderId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    event: Type.Union([Type.Literal('fill'), Type.Literal('cancel'), Type.Literal('any')]),
  }),
  Type.Object({
    kind: Type.Literal('pnl'),
    tokenId: TokenId,
    direction: Direction,
    /** The position's cash PnL, in collateral (negative for a loss). */
    level: Amount,
  }),
]);
export type AlertCondition = Static<typeof AlertCondition>;

/** After a firing: never again; again once the condition has been false; or after a pause too. */
export const Rearm = Type.Union([
  Type.Object({ mode: Type.Literal('once') }),
  Type.Object({ mode: Type.Literal('every') }),
  Type.Object({
    mode: Type.Literal('cooldown'),
    minutes: Type.Integer({ minimum: 1, maximum: 10_080 }),
  }),
]);
export type Rearm = Static<typeof Rearm>;

export const NewAlert = Type.Object({
  condition: AlertCondition,
  rearm: Rearm,
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export type NewAlert = Static<typeof NewAlert>;

export const Alert = Type.Object({
  id: Type.Integer(),
  condition: AlertCondition,
  rearm: Rearm,
  note: Type.String(),
  /** armed: watching; waiting: fired, re-arms once the condition is false; done: fired once. */
  state: Type.Union([Type.Literal('armed'), Type.Literal('waiting'), Type.Literal('done')]),
  /** One line a trader reads: "Yes bid of Will it rain? above 0.60". */
  title: Type.String(),
  createdAt: Type.Integer({ description: 'Unix ms' }),
  lastFiredAt: Type.Union([Type.Integer(), Type.Null()]),
  firings: Type.Integer(),
});
export type Alert = Static<typeof Alert>;

export const AlertFiring = Type.Object({
  id: Type.Integer(),
  alertId: Type.Integer(),
  at: Type.Integer({ description: 'Unix ms' }),
  /** What the condition saw, e.g. "0.61" or "closed". */
  value: Type.String(),
  summary: Type.String(),
  /** The market it is about, to open it from a notification. */
  conditionId: Type.Union([Type.String(), Type.Null()]),
});
export type AlertFiring = Static<typeof AlertFiring>;

export const ConditionalKind = Type.Union([
  Type.Literal('stop-loss'),
  Type.Literal('take-profit'),
  Type.Literal('trailing-stop'),
]);

export const NewConditionalOrder = Type.Object({
  kind: ConditionalKind,
  /** The outcome token of the position it protects (a SELL of it when it fires). */
  tokenId: TokenId,
  /** Shares to sell, at most the position's. */
  size: Shares,
  trigger: Type.Union([Type.Literal('bid'), Type.Literal('mid'), Type.Literal('last')]),
  /** stop-loss and take-profit: the trigger price. */
  triggerPrice: Type.Optional(Price),
  /** trailing-stop: how far below the highest trigger value seen, in ticks. */
  trailTicks: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** The lowest price the fill-and-kill SELL accepts. */
  worstPrice: Price,
  /** Id of an armed conditional order of the same token: when one fires the other is cancelled. */
  ocoWith: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NewConditionalOrder = Static<typeof NewConditionalOrder>;

export const ConditionalState = Type.Union([
  Type.Literal('armed'),
  Type.Literal('triggered'),
  Type.Literal('sent'),
  Type.Literal('filled'),
  Type.Literal('partly-filled'),
  Type.Literal('refused'),
  Type.Literal('canceled'),
]);

export const ConditionalEvent = Type.Object({
  at: Type.Integer({ description: 'Unix ms' }),
  state: Type.String(),
  detail: Type.String(),
});

export const ConditionalOrder = Type.Object({
  id: Type.Integer(),
  kind: ConditionalKind,
  tokenId: TokenId,
  conditionId: Type.String(),
  /** The vault account whose position it protects and whose key signs it. */
  address: Type.String(),
  title: Type.String(),
  size: Type.String(),
  trigger: Type.Union([Type.Literal('bid'), Type.Literal('mid'), Type.Literal('last')]),
  triggerPrice: Type.Union([Type.String(), Type.Null()]),
  trailTicks: Type.Union([Type.Integer(), Type.Null()]),
  /** trailing-stop: the highest trigger value seen since it was armed, and the stop it makes. */
  peak: Type.Union([Type.String(), Type.Null()]),
  stopPrice: Type.Union([Type.String(), Type.Null()]),
  worstPrice: Type.String(),
  ocoWith: Type.Union([Type.Integer(), Type.Null()]),
  state: ConditionalState,
  orderId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
  events: Type.Array(ConditionalEvent),
});
export type ConditionalOrder = Static<typeof ConditionalOrder>;

/** The renderer's `alerts` channel and the scripts' /ws/alerts: what happened, coalesced. */
export const AlertNotice = Type.Object({
  /** Firings since the last notice (a flood is one notice with many). */
  firings: Type.Array(AlertFiring),
  /** Conditional orders whose state changed. */
  conditional: Type.Array(ConditionalOrder),
});
export type AlertNotice = Static<typeof AlertNotice>;
