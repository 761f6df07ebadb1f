// A quoting wallet of the test's own, so the journey's market has a two-sided book at once
// (the service's simulated liquidity reaches a fresh venue's markets only over minutes). BUY
// orders on both outcomes: a BUY NO at p is an ask of YES at 1 - p on the YES ladder.
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

/** Rests YES bids at 0.40-0.42 and NO bids at 0.52-0.54 (YES asks at 0.46-0.48). */
export async function quoteBothSides(apiUrl: string, dataDir: string, conditionId: string) {
  const market = await marketTerms(apiUrl, conditionId);
  const maker = await createTrader(apiUrl, `journey maker ${conditionId}`);
  await fund(apiUrl, dataDir, maker.wallet.address, 10_000e6);
  const auth = signingAuth();
  const sizeMicros = Math.max(market.minSizeMicros, 50e6);
  const quotes = [
    ...[4000, 4100, 4200].map((priceTicks) => ({ tokenIndex: 0 as const, priceTicks })),
    ...[5200, 5300, 5400].map((priceTicks) => ({ tokenIndex: 1 as const, priceTicks })),
  ];
  for (const quote of quotes) {
    const { body, headers } = signPost(auth, maker, market, { ...quote, sizeMicros });
    const response = await fetch(`${apiUrl}/order`, { method: 'POST', body, headers });
    if (!response.ok)
      throw new Error(`maker order: HTTP ${response.status} ${await response.text()}`);
  }
}
