// A quoting wallet of the test's own, so the journey's market has a two-sided book at once,
// whether or not the service's simulated liquidity has quoted it yet. BUY orders on both
// outcomes: a BUY NO at p is an ask of YES at 1 - p on the YES ladder.
import { createTrader, fund, signPost, signingAuth } from '../../support/order-flood.js';
import type { FloodMarket } from '../../support/order-flood.js';

const TICKS = 10_000;

/** The terms orders are checked against (GET /clob-markets/{condition_id}). */
export async function marketTerms(apiUrl: string, conditionId: string): Promise<FloodMarket> {
  const response = await fetch(`${apiUrl}/clob-markets/${conditionId}`);
  if (!response.ok) throw new Error(`GET /clob-markets: HTTP ${response.status}`);
  const terms = (await response.json()) as {
    t: { t: string }[];
    mts: number;
    mos: number;
    nr: boolean;
  };
  const [yes, no] = terms.t;
  if (!yes || !no) throw new Error(`market ${conditionId} is not binary`);
  return {
    conditionId,
    tokenIds: [yes.t, no.t],
    negRisk: terms.nr,
    tickTicks: Math.round(terms.mts * TICKS),
    minSizeMicros: Math.round(terms.mos * 1e6),
  };
}

/**
 * The YES price in whole cents, kept within 10-90: the book's midpoint, else the last trade,
 * else 44 for a market that never traded.
 */
async function centreCents(apiUrl: string, yesTokenId: string): Promise<number> {
  const read = async (path: string, key: 'mid' | 'price') => {
    const response = await fetch(`${apiUrl}${path}?token_id=${yesTokenId}`);
    if (!response.ok) return NaN;
    const answer = (await response.json()) as Record<string, string | undefined>;
    return Math.round(Number(answer[key]) * 100);
  };
  const mid = await read('/midpoint', 'mid');
  const cents = Number.isFinite(mid) && mid > 0 ? mid : await read('/last-trade-price', 'price');
  return Number.isFinite(cents) && cents > 0 ? Math.min(Math.max(cents, 10), 90) : 44;
}

/**
 * Rests YES bids 4-6 cents below the book's midpoint and NO bids that make YES asks 4-6 cents
 * above it: depth on both sides that crosses none of the simulated traders' quotes. Answers the
 * midpoint it quoted around, in cents.
 */
export async function quoteBothSides(apiUrl: string, dataDir: string, conditionId: string) {
  const market = await marketTerms(apiUrl, conditionId);
  const centre = await centreCents(apiUrl, market.tokenIds[0]);
  const quotes = [4, 5, 6].flatMap((away) => [
    { tokenIndex: 0 as const, priceTicks: centsToTicks(centre - away) },
    { tokenIndex: 1 as const, priceTicks: centsToTicks(100 - centre - away) },
  ]);
  await postQuotes(apiUrl, dataDir, market, quotes, `journey maker ${conditionId}`);
  return centre;
}

/** Rests one YES bid at `cents` (a new wallet's). */
export async function restYesBid(
  apiUrl: string,
  dataDir: string,
  conditionId: string,
  cents: number,
) {
  const market = await marketTerms(apiUrl, conditionId);
  const quote = { tokenIndex: 0 as const, priceTicks: centsToTicks(cents) };
  await postQuotes(apiUrl, dataDir, market, [quote], `journey bid ${conditionId} ${cents}`);
}

const centsToTicks = (cents: number) => cents * (TICKS / 100);

async function postQuotes(
  apiUrl: string,
  dataDir: string,
  market: FloodMarket,
  quotes: { tokenIndex: 0 | 1; priceTicks: number }[],
  label: string,
) {
  const maker = await createTrader(apiUrl, label);
  await fund(apiUrl, dataDir, maker.wallet.address, 10_000e6);
  const auth = signingAuth();
  const sizeMicros = Math.max(market.minSizeMicros, 50e6);
  for (const quote of quotes) {
    const { body, headers } = signPost(auth, maker, market, { ...quote, sizeMicros });
    const response = await fetch(`${apiUrl}/order`, { method: 'POST', body, headers });
    if (!response.ok)
      throw new Error(`maker order: HTTP ${response.status} ${await response.text()}`);
  }
}
