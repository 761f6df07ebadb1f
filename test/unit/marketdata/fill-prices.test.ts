import { afterAll, describe, expect, it } from 'vitest';
import { collateralMicros } from '../../../server/shared/index.js';
import { openDatabase } from '../../../server/storage/index.js';
import {
  fillNotionalSql,
  fillPriceFor,
  fillPriceSql,
  fillTakerSideFor,
} from '../../../server/trading/index.js';

const transfer = {
  makerTokenIndex: 0,
  makerPriceTicks: 4_200,
  takerTokenIndex: 0,
  takerSide: 'SELL',
};
const mint = { makerTokenIndex: 1, makerPriceTicks: 4_500, takerTokenIndex: 0, takerSide: 'BUY' };

describe('a fill seen from each token of its market', () => {
  it('is at the maker price in the maker token, its complement in the other', () => {
    expect(fillPriceFor(0, transfer)).toBe(4_200);
    expect(fillPriceFor(1, transfer)).toBe(5_800);
    expect(fillTakerSideFor(0, transfer)).toBe('SELL');
    expect(fillTakerSideFor(1, transfer)).toBe('BUY');
  });

  it('turns a mint (a YES buyer meets a NO buyer) into a buy of the taker token', () => {
    expect(fillPriceFor(0, mint)).toBe(5_500);
    expect(fillPriceFor(1, mint)).toBe(4_500);
    expect(fillTakerSideFor(0, mint)).toBe('BUY');
    expect(fillTakerSideFor(1, mint)).toBe('SELL');
  });
});

describe('the same in SQL', () => {
  const db = openDatabase(':memory:');
  afterAll(() => db.close());
  const row = `SELECT ? AS maker_token_index, ? AS maker_price_ticks, ? AS taker_price_ticks,
    ? AS size_micros`;

  it('prices a trades row from any token, aliased or not', () => {
    for (const fill of [transfer, mint]) {
      for (const tokenIndex of [0, 1]) {
        const params = [fill.makerTokenIndex, fill.makerPriceTicks, 0, 0];
        const plain = db
          .prepare(`SELECT ${fillPriceSql(String(tokenIndex))} FROM (${row})`)
          .pluck()
          .get(...params);
        const aliased = db
          .prepare(`SELECT ${fillPriceSql('?', 't')} FROM (${row}) t`)
          .pluck()
          .get(tokenIndex, ...params);
        expect(plain).toBe(fillPriceFor(tokenIndex, fill));
        expect(aliased).toBe(fillPriceFor(tokenIndex, fill));
      }
    }
  });

  it('computes the notional exactly as the engine does, for the largest sizes too', () => {
    const notional = db.prepare(`SELECT ${fillNotionalSql('taker', 't')} FROM (${row}) t`).pluck();
    for (const [ticks, size] of [
      [4_201, 10_000],
      [1, 5_000_000],
      [9_999, 10_000_000_000_000],
    ] as const) {
      expect(notional.get(0, 0, ticks, size)).toBe(collateralMicros(ticks, size));
    }
    expect(collateralMicros(4_201, 10_000)).toBe(4_201);
  });
});
