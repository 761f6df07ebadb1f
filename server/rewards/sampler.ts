import { inTransaction, type Database } from '../storage/index.js';
import { liveScores } from './live-scores.js';
import type { RewardStore } from './reward-store.js';

/** The books are sampled once a minute, as the venue does. */
export const SAMPLE_INTERVAL_MS = 60_000;
export const SAMPLES_PER_DAY = (24 * 3_600_000) / SAMPLE_INTERVAL_MS;
/** Earnings are summed in thousandths of a micro-unit (migration 014). */
export const NANOS_PER_MICRO = 1_000;

/** The UTC day of an instant, YYYY-MM-DD. */
export const dayOf = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/**
 * One sample: each running programme pays a 1/1440 share of its daily rate to the makers
 * scoring in the market's book at this instant, pro rata to their scores (Qmin / sum of Qmin).
 * A sample in which nobody scores pays nobody.
 */
export function sampleBooks(db: Database, store: RewardStore, nowMs: number): void {
  const day = dayOf(nowMs);
  const payouts: [marketId: number, maker: string, nanos: number][] = [];
  for (const market of store.sampledMarkets()) {
    const scores = liveScores(store, market);
    if (scores.total === 0n) continue;
    const pool = BigInt(market.rewards_daily_rate_micros) * BigInt(NANOS_PER_MICRO);
    const divisor = scores.total * BigInt(SAMPLES_PER_DAY);
    for (const [maker, qmin] of scores.makers) {
      const nanos = Number((pool * qmin) / divisor);
      if (nanos > 0) payouts.push([market.id, maker, nanos]);
    }
  }
  if (payouts.length === 0) return;
  inTransaction(db, () => {
    for (const [marketId, maker, nanos] of payouts) store.addEarning(day, marketId, maker, nanos);
  });
}
