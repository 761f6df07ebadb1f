import { describe, expect, it } from 'vitest';
import { signedTerms } from '../../../../../renderer/features/ticket/signed-terms.js';

const shares = (n: number) => Math.round(n * 1_000_000);

describe('signedTerms', () => {
  it('floors a market order to the 0.01 lot as the service does (10.555 → 10.55)', () => {
    expect(signedTerms('SELL', 'FOK', 4500, shares(10.555), 100)).toEqual({
      ok: true,
      priceTicks: 4500,
      sizeMicros: shares(10.55),
      spendMicros: null,
      makerMicros: shares(10.55),
      takerMicros: 4_747_500,
    });
    // 10.55 × 0.50 = 5.275 → $5.27 spent, which buys 10.54 shares.
    expect(signedTerms('BUY', 'FAK', 5000, shares(10.555), 100)).toMatchObject({
      sizeMicros: shares(10.54),
      spendMicros: 5_270_000,
    });
  });

  it('spends floor_to_cent(size × worst) on a market BUY and re-derives its shares', () => {
    // 12.5 × 0.57 = 7.125 → $7.12 signed, 12.4912 shares signed, 12.49 executed.
    expect(signedTerms('BUY', 'FOK', 5700, shares(12.5), 100)).toEqual({
      ok: true,
      priceTicks: 5700,
      sizeMicros: shares(12.49),
      spendMicros: 7_120_000,
      makerMicros: 7_120_000,
      takerMicros: shares(12.4912),
    });
  });

  it('leaves a limit order as typed', () => {
    expect(signedTerms('BUY', 'GTC', 5700, shares(12.5), 100)).toEqual({
      ok: true,
      priceTicks: 5700,
      sizeMicros: shares(12.5),
      spendMicros: null,
      makerMicros: 7_125_000,
      takerMicros: shares(12.5),
    });
  });

  it('refuses a market BUY that spends less than a cent', () => {
    expect(signedTerms('BUY', 'FOK', 100, shares(0.5), 100)).toEqual({
      ok: false,
      error: 'Buys less than $0.01 at this price',
    });
  });
});
