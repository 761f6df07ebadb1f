import { iconPath } from '../../shared/index.js';
import type { MarketRecord } from '../records.js';
import { HOUR, MINUTE } from './dates.js';
import { bytes32, conditionIdFor, negRiskQuestionId, outcomeTokenId } from './ids.js';
import type { Random } from './random.js';
import { UNTRADED_STATS } from './stats.js';
import type { FeeKind, MarketDraft } from './vocabulary/index.js';

/** Fee schedules (fd.r, fd.e) of fee-charging markets, with the venue's base fee in bps. */
const FEES: Record<FeeKind, { rateMicros: number; exponent: number; baseFeeBps: number }> = {
  crypto: { rateMicros: 250_000, exponent: 2, baseFeeBps: 1000 },
  sports: { rateMicros: 30_000, exponent: 1, baseFeeBps: 1000 },
};

const SHARES = 1_000_000;
const REWARD_DAILY_DOLLARS = [1, 2, 5, 10, 25, 50, 100];
const REWARD_MIN_SHARES = [20, 50, 100, 200];
/** Rewards' max spread is in cents (3.5 = 3.5¢), stored × 1e6 like the other values. */
const REWARD_MAX_SPREAD_CENTS = [1.5, 2, 3, 3.5, 4.5];

export interface MarketResolution {
  closedMs: number;
  winningOutcomeIndex: number;
  archived: boolean;
}

/** An event's timeline in ms and as the ISO strings its markets share. */
export interface EventTimes {
  createdMs: number;
  startMs: number;
  endMs: number;
  createdAt: string;
  startDate: string;
  endDate: string;
}

export interface MarketInput {
  id: number;
  eventId: number;
  /** Position inside the event (a neg-risk question id carries it). */
  index: number;
  draft: MarketDraft;
  resolutionSource: string;
  slug: string;
  seed: number;
  negRiskMarketId: string;
  /** Fair price of the first outcome before resolution, in micros. */
  price: number;
  /** Short-lived up/down markets trade on the fine grid. */
  fineTick: boolean;
  /** How much the market is meant to interest traders: it decides its rewards, not a figure. */
  plannedVolumeMicros: number;
  fee: FeeKind | undefined;
  creator: string;
  featured: boolean;
  times: EventTimes;
  nowMs: number;
  /** Null while the market trades. */
  resolution: MarketResolution | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

function tickFor(random: Random, price: number, fineTick: boolean): number {
  if (fineTick || price < 40_000 || price > 960_000) return 1_000;
  return random.chance(0.1) ? 1_000 : 10_000;
}

function minOrderSize(random: Random): number {
  const roll = random.next();
  return (roll < 0.9 ? 5 : roll < 0.95 ? 1 : 15) * SHARES;
}

function rewards(random: Random, input: MarketInput) {
  const likely = input.plannedVolumeMicros > 100_000 * SHARES ? 0.6 : 0.3;
  if (input.resolution || !random.chance(likely)) {
    return { rewardsDailyRateMicros: 0, rewardsMinSizeMicros: 0, rewardsMaxSpreadMicros: 0 };
  }
  return {
    rewardsDailyRateMicros: random.pick(REWARD_DAILY_DOLLARS) * 1_000_000,
    rewardsMinSizeMicros: random.pick(REWARD_MIN_SHARES) * SHARES,
    rewardsMaxSpreadMicros: random.pick(REWARD_MAX_SPREAD_CENTS) * 1_000_000,
  };
}

export function buildMarket(random: Random, input: MarketInput): MarketRecord {
  const negRisk = input.negRiskMarketId !== '';
  const questionId = negRisk
    ? negRiskQuestionId(input.negRiskMarketId, input.index)
    : bytes32(`demo:${input.seed}:question:${input.id}`);
  const conditionId = conditionIdFor(questionId);
  const fee = input.fee ? FEES[input.fee] : null;
  const tickSizeMicros = tickFor(random, input.price, input.fineTick);
  const { resolution, times } = input;
  const lastChangeMs = resolution
    ? Math.min(input.nowMs, resolution.closedMs + random.between(1, 60) * MINUTE)
    : Math.max(times.createdMs, input.nowMs - random.between(0, 3) * HOUR);
  return {
    id: input.id,
    eventId: input.eventId,
    conditionId,
    questionId,
    question: input.draft.question,
    slug: input.slug,
    description: input.draft.description,
    resolutionSource: input.resolutionSource,
    image: iconPath(input.slug),
    icon: iconPath(input.slug),
    groupItemTitle: input.draft.groupItemTitle,
    tokens: input.draft.outcomes.map((outcome, index) => ({
      tokenId: outcomeTokenId(conditionId, index),
      outcome,
    })),
    startDate: times.startDate,
    endDate: times.endDate,
    createdAt: times.createdAt,
    updatedAt: iso(lastChangeMs),
    closedTime: resolution ? iso(resolution.closedMs) : null,
    active: true,
    closed: resolution !== null,
    archived: resolution?.archived ?? false,
    featured: input.featured,
    acceptingOrders: resolution === null,
    enableOrderBook: true,
    negRisk,
    negRiskMarketId: input.negRiskMarketId,
    negRiskRequestId: negRisk ? bytes32(`request:${questionId}`) : '',
    tickSizeMicros,
    minOrderSizeMicros: minOrderSize(random),
    makerBaseFeeBps: fee?.baseFeeBps ?? 0,
    takerBaseFeeBps: fee?.baseFeeBps ?? 0,
    feeRateMicros: fee?.rateMicros ?? 0,
    feeExponent: fee?.exponent ?? 0,
    feeTakerOnly: true,
    ...rewards(random, input),
    creator: input.creator,
    winningOutcomeIndex: resolution?.winningOutcomeIndex ?? null,
    stats: { ...UNTRADED_STATS },
  };
}
