import { describe, expect, it } from 'vitest';
import { checkPrice, checkSize, termsFromAmounts } from '../../../server/engine/index.js';
import {
  PRICE_SCALE,
  SIZE_LOT_MICROS,
  VALID_TICK_TICKS,
  collateralMicros,
  decimalStringFromMicros,
  isValidTickTicks,
  microsFromDecimalString,
  microsFromTicks,
  priceStringFromTicks,
  ticksFromMicros,
  ticksFromPriceString,
} from '../../../server/shared/index.js';

describe('units', () => {
  it('lists the six valid tick sizes', () => {
    expect(VALID_TICK_TICKS.map(priceStringFromTicks)).toEqual([
      '0.1',
      '0.01',
      '0.005',
      '0.0025',
      '0.001',
      '0.0001',
    ]);
    expect(isValidTickTicks(25)).toBe(true);
    expect(isValidTickTicks(20)).toBe(false);
  });

  it('converts prices between strings, ticks and micros', () => {
    expect(ticksFromPriceString('0.45')).toBe(4500);
    expect(ticksFromPriceString('0.0025')).toBe(25);
    expect(ticksFromPriceString('1')).toBe(PRICE_SCALE);
    expect(ticksFromPriceString('0.45000')).toBe(4500);
    expect(ticksFromPriceString('0.00001')).toBeNull();
    expect(ticksFromPriceString('-0.1')).toBeNull();
    expect(ticksFromPriceString('abc')).toBeNull();
    expect(priceStringFromTicks(4500)).toBe('0.45');
    expect(priceStringFromTicks(1)).toBe('0.0001');
    expect(ticksFromMicros(10_000)).toBe(100);
    expect(ticksFromMicros(10_050)).toBeNull();
    expect(microsFromTicks(25)).toBe(2_500);
  });

  it('converts micro-unit amounts between strings and integers', () => {
    expect(microsFromDecimalString('12.5')).toBe(12_500_000);
    expect(microsFromDecimalString('0.000001')).toBe(1);
    expect(microsFromDecimalString('0.0000001')).toBeNull();
    expect(decimalStringFromMicros(12_500_000)).toBe('12.5');
    expect(decimalStringFromMicros(1)).toBe('0.000001');
    expect(decimalStringFromMicros(-1_500_000)).toBe('-1.5');
    expect(decimalStringFromMicros(0)).toBe('0');
  });

  it('gives an exact integer collateral for every lot-multiple size at every tick', () => {
    for (const price of [1, 25, 3333, 9999]) {
      for (const size of [SIZE_LOT_MICROS, 7 * SIZE_LOT_MICROS, 10_000_000 * 1_000_000]) {
        const collateral = collateralMicros(price, size);
        expect(Number.isSafeInteger(collateral)).toBe(true);
        expect(BigInt(collateral)).toBe((BigInt(price) * BigInt(size)) / BigInt(PRICE_SCALE));
      }
    }
  });
});

describe('price and size checks', () => {
  it('checks the price against the tick and [tick, 1 - tick]', () => {
    expect(checkPrice(25, 25)).toBeNull();
    expect(checkPrice(9975, 25)).toBeNull();
    expect(checkPrice(9990, 25)).toBe('invalid_price');
    expect(checkPrice(30, 25)).toBe('price_not_on_tick');
    expect(checkPrice(Number.NaN, 25)).toBe('invalid_price');
  });

  it('applies the minimum size to resting order types only', () => {
    expect(checkSize(10_000, 5_000_000, 'GTC')).toBe('size_below_minimum');
    expect(checkSize(10_000, 5_000_000, 'FAK')).toBeNull();
    expect(checkSize(5_000_000, 5_000_000, 'GTD')).toBeNull();
    expect(checkSize(5_000_001, 0, 'FOK')).toBe('size_not_lot_multiple');
    expect(checkSize(1e17, 0, 'FOK')).toBe('invalid_size');
  });
});

describe('termsFromAmounts', () => {
  const market = { tickTicks: 100, minSizeMicros: 5_000_000 };

  it('reads a limit BUY: collateral paid over shares received', () => {
    const terms = {
      side: 'BUY',
      makerAmountMicros: 5_500_000,
      takerAmountMicros: 10_000_000,
      type: 'GTC',
    } as const;
    expect(termsFromAmounts(terms, market)).toEqual({
      ok: true,
      priceTicks: 5500,
      sizeMicros: 10_000_000,
    });
  });

  it('reads a limit SELL: shares sold, collateral received', () => {
    const terms = {
      side: 'SELL',
      makerAmountMicros: 10_000_000,
      takerAmountMicros: 4_500_000,
      type: 'GTD',
    } as const;
    expect(termsFromAmounts(terms, market)).toEqual({
      ok: true,
      priceTicks: 4500,
      sizeMicros: 10_000_000,
    });
  });

  it('rejects limit amounts that do not state an exact price, tick, lot or minimum', () => {
    const check = (maker: number, taker: number) =>
      termsFromAmounts(
        { side: 'BUY', makerAmountMicros: maker, takerAmountMicros: taker, type: 'GTC' },
        market,
      );
    expect(check(5_500_001, 10_000_000)).toEqual({ ok: false, reason: 'invalid_amounts' });
    expect(check(5_550_000, 10_000_000)).toEqual({ ok: false, reason: 'price_not_on_tick' });
    expect(check(5_500_000, 10_000_001)).toEqual({ ok: false, reason: 'size_not_lot_multiple' });
    expect(check(2_200_000, 4_000_000)).toEqual({ ok: false, reason: 'size_below_minimum' });
    expect(check(0, 4_000_000)).toEqual({ ok: false, reason: 'invalid_amounts' });
    expect(check(20_000_000, 10_000_000)).toEqual({ ok: false, reason: 'invalid_price' });
  });

  it('rounds a market BUY in the signer favour: price down, shares down to the lot', () => {
    // $10 at 0.55: the official client signs 18.1818 shares.
    const terms = {
      side: 'BUY',
      makerAmountMicros: 10_000_000,
      takerAmountMicros: 18_181_800,
      type: 'FOK',
    } as const;
    const result = termsFromAmounts(terms, market);
    expect(result).toEqual({ ok: true, priceTicks: 5500, sizeMicros: 18_180_000 });
    if (result.ok)
      expect(collateralMicros(result.priceTicks, result.sizeMicros)).toBeLessThanOrEqual(
        10_000_000,
      );
  });

  it('rounds a market SELL price up to the tick', () => {
    const terms = {
      side: 'SELL',
      makerAmountMicros: 3_000_000,
      takerAmountMicros: 1_349_999,
      type: 'FAK',
    } as const;
    expect(termsFromAmounts(terms, market)).toEqual({
      ok: true,
      priceTicks: 4500,
      sizeMicros: 3_000_000,
    });
  });
});
