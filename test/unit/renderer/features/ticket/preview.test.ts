import { describe, expect, it } from 'vitest';
import {
  averagePrice,
  buyReserveMicros,
  previewOrder,
  type PreviewInput,
} from '../../../../../renderer/features/ticket/preview.js';
import { fillFeeMicros } from '../../../../../renderer/features/ticket/fees.js';
import {
  marketablePrice,
  sharesForCollateral,
  sharesAtPrice,
} from '../../../../../renderer/features/ticket/book-walk.js';

const level = (price: number, shares: number) => ({
  priceTicks: Math.round(price * 10_000),
  sizeMicros: Math.round(shares * 1_000_000),
});
const shares = (n: number) => Math.round(n * 1_000_000);
const noFee = { rate: 0, exponent: 0, takerOnly: true };
// Asks 0.50 x 100, 0.52 x 50, 0.55 x 200; bids 0.48 x 80, 0.45 x 120 (given out of order).
const book = {
  asks: [level(0.55, 200), level(0.5, 100), level(0.52, 50)],
  bids: [level(0.45, 120), level(0.48, 80)],
};
const base: PreviewInput = {
  side: 'BUY',
  orderType: 'GTC',
  priceTicks: 5200,
  sizeMicros: shares(120),
  postOnly: false,
  fee: noFee,
  book,
};

describe('previewOrder', () => {
  it('walks a BUY across ask levels best first up to its limit and rests the rest', () => {
    const p = previewOrder({ ...base, sizeMicros: shares(200) });
    expect(p.filledMicros).toBe(shares(150));
    expect(p.restingMicros).toBe(shares(50));
    expect(p.unfilledMicros).toBe(0);
    // 100 x 0.50 + 50 x 0.52 = 76
    expect(p.fillCollateralMicros).toBe(76_000_000);
    expect(p.averagePrice).toBe(0.506667);
    // fills 76 + resting 50 x 0.52 = 26
    expect(p.totalMicros).toBe(102_000_000);
    expect(p.maxPayoutMicros).toBe(200_000_000);
    expect(p.crosses).toBe(true);
  });

  it('fills a partial level and stops at the size', () => {
    const p = previewOrder({ ...base, sizeMicros: shares(120) });
    expect(p.filledMicros).toBe(shares(120));
    expect(p.restingMicros).toBe(0);
    expect(p.fillCollateralMicros).toBe(60_400_000);
    expect(p.averagePrice).toBe(0.503333);
  });

  it('rests everything when the limit does not reach the book', () => {
    const p = previewOrder({ ...base, priceTicks: 4900 });
    expect(p.crosses).toBe(false);
    expect(p.filledMicros).toBe(0);
    expect(p.restingMicros).toBe(shares(120));
    expect(p.averagePrice).toBeNull();
    expect(p.totalMicros).toBe(58_800_000);
  });

  it('walks a SELL down the bids and reports the proceeds', () => {
    const p = previewOrder({ ...base, side: 'SELL', priceTicks: 4500, sizeMicros: shares(100) });
    expect(p.filledMicros).toBe(shares(100));
    // 80 x 0.48 + 20 x 0.45 = 47.4
    expect(p.fillCollateralMicros).toBe(47_400_000);
    expect(p.totalMicros).toBe(47_400_000);
    expect(p.maxPayoutMicros).toBe(47_400_000);
    expect(p.averagePrice).toBe(0.474);
  });

  it('kills a FOK the book cannot fill within its price and fills nothing', () => {
    const p = previewOrder({
      ...base,
      orderType: 'FOK',
      priceTicks: 5200,
      sizeMicros: shares(151),
    });
    expect(p.killed).toBe(true);
    expect(p.fillableMicros).toBe(shares(150));
    expect(p.filledMicros).toBe(0);
    expect(p.restingMicros).toBe(0);
    expect(p.unfilledMicros).toBe(shares(151));
    expect(p.totalMicros).toBe(0);
  });

  it('fills a FOK that fits and never rests a market order', () => {
    const fok = previewOrder({
      ...base,
      orderType: 'FOK',
      priceTicks: 5500,
      sizeMicros: shares(150),
    });
    expect(fok.killed).toBe(false);
    expect(fok.filledMicros).toBe(shares(150));
    const fak = previewOrder({
      ...base,
      orderType: 'FAK',
      priceTicks: 5200,
      sizeMicros: shares(400),
    });
    expect(fak.filledMicros).toBe(shares(150));
    expect(fak.restingMicros).toBe(0);
    expect(fak.unfilledMicros).toBe(shares(250));
  });

  it('rejects a post-only order that would cross: nothing fills or rests', () => {
    const p = previewOrder({ ...base, postOnly: true });
    expect(p.crosses).toBe(true);
    expect(p.filledMicros).toBe(0);
    expect(p.restingMicros).toBe(0);
    const resting = previewOrder({ ...base, postOnly: true, priceTicks: 4900 });
    expect(resting.restingMicros).toBe(shares(120));
  });

  it('charges the taker fee per level at r x (p(1-p))^e and adds it to a BUY', () => {
    const fee = { rate: 0.25, exponent: 2, takerOnly: true };
    const p = previewOrder({ ...base, fee, sizeMicros: shares(150) });
    // 100 x 0.25 x (0.5 x 0.5)^2 = 1.5625; 50 x 0.25 x (0.52 x 0.48)^2 = 0.7787520 -> 0.77875
    expect(p.takerFeeMicros).toBe(1_562_500 + 778_750);
    expect(p.makerFeeMicros).toBe(0);
    expect(p.totalMicros).toBe(76_000_000 + 2_341_250);
  });

  it('charges makers too when the schedule is not taker-only, and takes fees from a SELL', () => {
    const fee = { rate: 0.03, exponent: 1, takerOnly: false };
    const p = previewOrder({
      ...base,
      side: 'SELL',
      fee,
      priceTicks: 4800,
      sizeMicros: shares(100),
    });
    // taker: 80 x 0.03 x 0.2496 = 0.59904; maker: 20 x 0.03 x 0.2496 = 0.14976
    expect(p.takerFeeMicros).toBe(599_040);
    expect(p.makerFeeMicros).toBe(149_760);
    expect(p.totalMicros).toBe(38_400_000 + 9_600_000 - 599_040 - 149_760);
  });

  it('rounds fees down to 0.00001 as the service does', () => {
    const fee = { rate: 0.03, exponent: 1, takerOnly: true };
    // 0.01 x 0.03 x 0.2475 = 0.00007425 -> 0.00007
    expect(fillFeeMicros(fee, 4500, 10_000)).toBe(70);
    expect(fillFeeMicros(noFee, 4500, 10_000)).toBe(0);
  });
});

describe('collateral-denominated size', () => {
  it('converts exactly at the limit price, in whole lots', () => {
    expect(sharesAtPrice(10_000_000, 4500)).toBe(22_220_000);
    expect(sharesAtPrice(9_000_000, 4500)).toBe(20_000_000);
  });

  it('spends a market order across levels', () => {
    // 50 buys 100 at 0.50; 10.4 more buys 20 at 0.52
    expect(sharesForCollateral(book, 'BUY', 60_400_000, 9900)).toBe(shares(120));
    expect(sharesForCollateral(book, 'BUY', 60_400_000, 5000)).toBe(shares(100));
    expect(sharesForCollateral(book, 'SELL', 47_400_000, 100)).toBe(shares(100));
  });

  it('finds the worst level a market order needs', () => {
    expect(marketablePrice(book, 'BUY', shares(100))).toBe(5000);
    expect(marketablePrice(book, 'BUY', shares(101))).toBe(5200);
    expect(marketablePrice(book, 'BUY', shares(10_000))).toBe(5500);
    expect(marketablePrice({ bids: [], asks: [] }, 'SELL', shares(1))).toBeNull();
  });
});

describe('rounding', () => {
  it('rounds the average price half up to 6 decimals', () => {
    expect(averagePrice(1_000_000, 3_000_000)).toBe(0.333333);
    expect(averagePrice(2_000_000, 3_000_000)).toBe(0.666667);
    expect(averagePrice(1, 0)).toBeNull();
  });

  it('reserves for a BUY like the service: shares at the limit plus the fee at min(limit, 0.5)', () => {
    const fee = { rate: 0.25, exponent: 2, takerOnly: true };
    expect(buyReserveMicros(8000, shares(10), fee)).toBe(8_000_000 + 156_250);
    expect(buyReserveMicros(2000, shares(10), fee)).toBe(2_000_000 + 64_000);
  });
});
