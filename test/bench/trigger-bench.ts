// Conditional orders (issue #25): from the book update that reaches a take-profit's trigger to
// its fill-and-kill SELL acknowledged by the venue, against a local-venue service in this
// process with an unlocked vault account. Each round is on a market of its own: the account
// buys 5 shares from a resting ask, arms a take-profit at a bid of 0.40, then another wallet's
// BUY at 0.40 is posted; the clock runs from just before that POST to the moment the service
// records the SELL's answer (its `sent` event). The baseline is the same SELL placed by hand
// (terminal.placeOrder), the intake round trip alone.
// `npm run bench -- triggers`.
import type { ConditionalOrder } from '../../server/contract/index.js';
import { restQuote } from '../support/book-quotes.js';
import { startGrantService, type GrantService } from '../support/grant-service.js';
import { marketTerms } from '../e2e/support/market-maker.js';
import { createTrader, fund, signPost, signingAuth } from '../support/order-flood.js';
import type { Figure } from './support/figure.js';

const TARGET_MS = 50;
const ROUNDS = 20;
/** Markets of the demo catalog used, from this index on: others' books stay untouched. */
const FIRST_MARKET = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function until<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let waited = 0; waited < 5_000; waited += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error('the conditional order never fired');
}

async function oneRound(env: GrantService, index: number) {
  const market = await env.market(FIRST_MARKET + index);
  const dataDir = env.service.services.config.dataDir;
  await restQuote(env.url, dataDir, market.conditionId, 'ask', 50, 10);
  const buy = { tokenId: market.tokenId, side: 'BUY', orderType: 'FAK', price: '0.5', size: '10' };
  await env.session('terminal.placeOrder', buy);
  // The baseline: the same kind of SELL placed by hand, into a bid of its own.
  await restQuote(env.url, dataDir, market.conditionId, 'bid', 30, 5);
  const sell = { tokenId: market.tokenId, side: 'SELL', orderType: 'FAK', price: '0.3', size: '5' };
  const direct = performance.now();
  await env.session('terminal.placeOrder', sell);
  const baselineMs = performance.now() - direct;

  const order = await env.session<ConditionalOrder>('conditional.create', {
    kind: 'take-profit',
    tokenId: market.tokenId,
    size: '5',
    trigger: 'bid',
    triggerPrice: '0.4',
    worstPrice: '0.39',
  });
  // The triggering update: a BUY at 0.40 from another wallet, signed before the clock starts.
  const terms = await marketTerms(env.url, market.conditionId);
  const maker = await createTrader(env.url, `trigger bench ${index}`);
  await fund(env.url, dataDir, maker.wallet.address, 1_000e6);
  const post = signPost(signingAuth(), maker, terms, {
    tokenIndex: 0,
    priceTicks: 4_000,
    sizeMicros: 50e6,
  });
  const startedAt = Date.now();
  const response = await fetch(`${env.url}/order`, {
    method: 'POST',
    body: post.body,
    headers: post.headers,
  });
  if (!response.ok) throw new Error(`the triggering order: HTTP ${response.status}`);
  const sentAt = await until(async () => {
    const orders = await env.session<ConditionalOrder[]>('conditional.list', {});
    return orders.find((o) => o.id === order.id)?.events.find((e) => e.state === 'sent')?.at;
  });
  // The event's time is the service's clock, in this process: the same as the start's.
  return { triggerMs: sentAt - startedAt, baselineMs };
}

export async function runTriggerBench(): Promise<Figure[]> {
  const env = await startGrantService();
  try {
    const rounds = [];
    for (let index = 0; index < ROUNDS; index += 1) rounds.push(await oneRound(env, index));
    const triggers = rounds.map((round) => round.triggerMs);
    const baselines = rounds.map((round) => round.baselineMs);
    const figure = (name: string, p: number): Figure => {
      const value = percentile(triggers, p);
      return {
        name: `${name} (${ROUNDS} rounds, one market each)`,
        value,
        baseline: percentile(baselines, p),
        unit: 'ms',
        target: `≤ ${TARGET_MS} ms`,
        met: value <= TARGET_MS,
      };
    };
    return [
      figure('book update → conditional SELL answered, p50', 50),
      figure('book update → conditional SELL answered, max', 100),
    ];
  } finally {
    await env.close();
  }
}
