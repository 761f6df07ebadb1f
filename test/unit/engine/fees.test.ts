import { describe, expect, it } from 'vitest';
import { isValidFee } from '../../../server/engine/index.js';
import { FEE_QUANTUM_MICROS, feeMicros } from '../../../server/shared/index.js';
import { SHARE, account, book, order, submit } from './helpers.js';

const fivePercent = { rateMicros: 50_000, exponent: 1, takerOnly: true };

describe('fee arithmetic', () => {
  it('is shares x r x (p(1-p))^e', () => {
    // 100 shares x 0.05 x 0.25 = 1.25
    expect(feeMicros(fivePercent, 5000, 100 * SHARE)).toBe(1_250_000);
    // 10 shares x 0.05 x (0.2 x 0.8) = 0.08
    expect(feeMicros(fivePercent, 2000, 10 * SHARE)).toBe(80_000);
    // exponent 2: 10 x 0.25 x 0.0256 = 0.064
    expect(feeMicros({ rateMicros: 250_000, exponent: 2 }, 2000, 10 * SHARE)).toBe(64_000);
    // exponent 0: a flat rate on shares
    expect(feeMicros({ rateMicros: 10_000, exponent: 0 }, 1234, 3 * SHARE)).toBe(30_000);
  });

  it('is the same for a price and its complement', () => {
    expect(feeMicros(fivePercent, 3000, 7 * SHARE)).toBe(feeMicros(fivePercent, 7000, 7 * SHARE));
  });

  it('rounds down to the fee quantum', () => {
    // 0.01 share x 0.05 x 0.0099 = 0.00000495 -> 0; 1.23 x 0.05 x 0.1875 = 0.011531... -> 0.01153
    expect(feeMicros(fivePercent, 100, SHARE / 100)).toBe(0);
    expect(feeMicros(fivePercent, 2500, 1_230_000)).toBe(11_530);
    expect(feeMicros(fivePercent, 2500, 1_230_000) % FEE_QUANTUM_MICROS).toBe(0);
  });

  it('is zero without a rate', () => {
    expect(feeMicros({ rateMicros: 0, exponent: 1 }, 5000, 100 * SHARE)).toBe(0);
  });

  it('validates fee parameters', () => {
    expect(isValidFee(fivePercent)).toBe(true);
    expect(isValidFee({ rateMicros: -1, exponent: 1, takerOnly: true })).toBe(false);
    expect(isValidFee({ rateMicros: 1.5, exponent: 1, takerOnly: true })).toBe(false);
    expect(isValidFee({ rateMicros: 1, exponent: -1, takerOnly: true })).toBe(false);
  });
});

describe('fees on fills', () => {
  it('charges the taker only when taker-only', () => {
    const b = book({ fee: fivePercent });
    submit(
      b,
      order({ owner: account('maker'), side: 'SELL', priceTicks: 5000, sizeMicros: 100 * SHARE }),
    );
    const [fill] = submit(
      b,
      order({ owner: account('taker'), priceTicks: 5000, sizeMicros: 100 * SHARE }),
    ).fills;
    expect(fill!.taker.feeMicros).toBe(1_250_000);
    expect(fill!.maker.feeMicros).toBe(0);
  });

  it('charges both sides otherwise, and per fill at each fill price', () => {
    const b = book({ fee: { ...fivePercent, takerOnly: false } });
    submit(
      b,
      order({ owner: account('m1'), side: 'SELL', priceTicks: 5000, sizeMicros: 10 * SHARE }),
    );
    submit(
      b,
      order({
        owner: account('m2'),
        tokenIndex: 1,
        side: 'BUY',
        priceTicks: 8000,
        sizeMicros: 10 * SHARE,
      }),
    );
    const { fills } = submit(
      b,
      order({ owner: account('taker'), priceTicks: 9000, sizeMicros: 20 * SHARE }),
    );
    expect(
      fills.map((fill) => [fill.yesPriceTicks, fill.taker.feeMicros, fill.maker.feeMicros]),
    ).toEqual([
      [2000, 80_000, 80_000],
      [5000, 125_000, 125_000],
    ]);
  });

  it('rejects an invalid fee configuration when the book is created', () => {
    expect(() => book({ fee: { rateMicros: -5, exponent: 1, takerOnly: true } })).toThrow(
      RangeError,
    );
    expect(() => book({ tickTicks: 7 })).toThrow(RangeError);
  });
});
