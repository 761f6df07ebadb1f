import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TradingMarket } from '../../../server/catalog/index.js';
import { bookSummary, type BookSnapshot } from '../../../server/marketdata/book-summary.js';

const market = {
  marketId: 7,
  conditionId: '0xabc',
  tokens: [
    { tokenId: '11', outcome: 'Yes', outcomeIndex: 0 },
    { tokenId: '22', outcome: 'No', outcomeIndex: 1 },
  ],
  tickTicks: 10,
  minSizeMicros: 5_000_000,
  negRisk: true,
} as unknown as TradingMarket;

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
    expect(bookSummary(snapshot).hash).toBe(book.hash);
  });
});
