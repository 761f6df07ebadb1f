import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookSummary,
  bookSummaryJson,
  type BookSnapshot,
} from '../../../server/marketdata/book-summary.js';
import { fakeMarket } from './fake-market.js';

const market = fakeMarket({ tickTicks: 10, negRisk: true });

const snapshot: BookSnapshot = {
  market,
  tokenIndex: 1,
  levels: {
    bids: [
      { priceTicks: 4_210, sizeMicros: 1_500_000 },
      { priceTicks: 4_000, sizeMicros: 10_000_000 },
    ],
    asks: [
      { priceTicks: 4_300, sizeMicros: 7_250_000 },
      { priceTicks: 9_990, sizeMicros: 530_000_000 },
    ],
  },
  lastTradePrice: '0.421',
  timestampMs: 1_774_166_201_606,
};

describe('the wire form of a book', () => {
  it('puts the best level last on both sides and writes every field as the venue does', () => {
    const book = bookSummary(snapshot);
    expect({ ...book, hash: 'h' }).toEqual({
      market: '0xabc',
      asset_id: '22',
      timestamp: '1774166201606',
      hash: 'h',
      bids: [
        { price: '0.4', size: '10' },
        { price: '0.421', size: '1.5' },
      ],
      asks: [
        { price: '0.999', size: '530' },
        { price: '0.43', size: '7.25' },
      ],
      min_order_size: '5',
      tick_size: '0.001',
      neg_risk: true,
      last_trade_price: '0.421',
    });
  });

  it('hashes its own JSON with an empty hash, so any change of content moves the hash', () => {
    const book = bookSummary(snapshot);
    const unhashed = JSON.stringify({ ...book, hash: '' });
    expect(book.hash).toBe(createHash('sha1').update(unhashed).digest('hex'));
    const variants: BookSnapshot[] = [
      { ...snapshot, timestampMs: snapshot.timestampMs + 1 },
      { ...snapshot, lastTradePrice: '0.43' },
      { ...snapshot, tokenIndex: 0 },
      {
        ...snapshot,
        levels: { ...snapshot.levels, asks: [{ priceTicks: 4_300, sizeMicros: 7_260_000 }] },
      },
    ];
    const hashes = new Set([book.hash, ...variants.map((variant) => bookSummary(variant).hash)]);
    expect(hashes.size).toBe(variants.length + 1);
    // The JSON serialized once says exactly what the summary object says.
    for (const each of [snapshot, ...variants]) {
      expect(bookSummaryJson(each)).toBe(JSON.stringify(bookSummary(each)));
    }
    expect(bookSummary(snapshot).hash).toBe(book.hash);
  });

  it('leaves out last_trade_price, from the text and its hash, when the snapshot has none', () => {
    const { lastTradePrice: _last, ...withoutLast } = snapshot;
    const book = bookSummary(withoutLast);
    expect(Object.keys(book)).not.toContain('last_trade_price');
    const { last_trade_price: _price, ...expected } = bookSummary(snapshot);
    expect({ ...book, hash: 'h' }).toEqual({ ...expected, hash: 'h' });
    const unhashed = JSON.stringify({ ...book, hash: '' });
    expect(book.hash).toBe(createHash('sha1').update(unhashed).digest('hex'));
  });
});
