// Resting orders of wallets of the test's own on a local venue: a YES bid at a price, or a YES
// ask (a BUY of NO at the complement), to move a market's book where a test needs it.
import { marketTerms } from '../e2e/support/market-maker.js';
import { createTrader, fund, signPost, signingAuth } from './order-flood.js';

const TICKS = 10_000;
let wallets = 0;

/** Rests one order of a new funded wallet: a YES bid, or a YES ask at `cents`. */
export async function restQuote(
  apiUrl: string,
  dataDir: string,
  conditionId: string,
  side: 'bid' | 'ask',
  cents: number,
  shares = 50,
): Promise<void> {
  const market = await marketTerms(apiUrl, conditionId);
  const maker = await createTrader(apiUrl, `book quote ${conditionId} ${(wallets += 1)}`);
  await fund(apiUrl, dataDir, maker.wallet.address, 10_000e6);
  const quote =
    side === 'bid'
      ? { tokenIndex: 0 as const, priceTicks: (cents * TICKS) / 100 }
      : { tokenIndex: 1 as const, priceTicks: ((100 - cents) * TICKS) / 100 };
  const { body, headers } = signPost(signingAuth(), maker, market, {
    ...quote,
    sizeMicros: shares * 1e6,
  });
  const response = await fetch(`${apiUrl}/order`, { method: 'POST', body, headers });
  if (!response.ok) throw new Error(`quote: HTTP ${response.status} ${await response.text()}`);
}
