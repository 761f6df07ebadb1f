import { describe, expect, it } from 'vitest';
import type { Market } from '../../../../server/contract/index.js';
import { withMarketDefaults } from '../../../../renderer/lib/market-defaults.js';
import { market } from '../components/support/fixtures.js';

describe("a venue's market as the terminal reads it", () => {
  it('keeps every field the venue sent', () => {
    const full = market();
    expect(withMarketDefaults(full)).toEqual(full);
  });

  it('fills what an old closed market leaves out with what the absence means', () => {
    const {
      feeSchedule: _fees,
      orderPriceMinTickSize: _tick,
      orderMinSize: _min,
      negRisk: _negRisk,
      acceptingOrders: _accepting,
      makerBaseFee: _maker,
      takerBaseFee: _taker,
      events: _events,
      ...legacy
    } = market({ closed: true, active: true });
    const filled = withMarketDefaults(legacy as Market);
    expect(filled).toMatchObject({
      feeSchedule: { rate: 0, exponent: 1, takerOnly: true, rebateRate: 0 },
      orderPriceMinTickSize: 0.01,
      orderMinSize: 5,
      negRisk: false,
      acceptingOrders: false,
      makerBaseFee: 0,
      takerBaseFee: 0,
      events: [],
    });
  });
});
