import { describe, expect, it } from 'vitest';
import type { TokenLevels } from '../../../server/engine/index.js';
import type { Database } from '../../../server/storage/index.js';
import type { BookReader } from '../../../server/trading/index.js';
import { createBookAnswers } from '../../../server/marketdata/book-answers.js';
import type { LastTrades } from '../../../server/marketdata/last-trades.js';
import { fakeMarket } from './fake-market.js';

const marketOf = (closed = false) => fakeMarket({ tickTicks: 100, negRisk: false, closed });

/** A venue whose book, catalog, clock and open transaction the test sets, counting reads. */
function fakeVenue() {
  const state = {
    market: marketOf(),
    levels: { bids: [{ priceTicks: 4_000, sizeMicros: 5_000_000 }], asks: [] } as TokenLevels,
    nowMs: 1_000,
    inTransaction: false,
    reads: 0,
  };
  const books = {
    view: () => ({
      levels: () => {
        state.reads++;
        return state.levels;
      },
    }),
  } as unknown as BookReader;
  const catalog = {
    tradingMarketByToken: (tokenId: string) => {
      const index = state.market.tokens.findIndex((token) => token.tokenId === tokenId);
      return index < 0 ? undefined : { market: state.market, tokenIndex: index as 0 | 1 };
    },
  };
  const db = {
    get inTransaction() {
      return state.inTransaction;
    },
  } as unknown as Database;
  const lastTrades: LastTrades = { of: () => null, record: () => undefined };
  const answers = createBookAnswers({ db, catalog, books, lastTrades, now: () => state.nowMs });
  const book = (tokenId: string) => JSON.parse(answers.body(tokenId)!.toString());
  return { state, answers, book };
}

describe('stored book answers', () => {
  it('builds a book once and keeps its bytes until its market changes', () => {
    const { state, answers, book } = fakeVenue();
    const first = answers.body('11');
    expect(answers.body('11')).toBe(first);
    expect(state.reads).toBe(1);
    expect(book('11').timestamp).toBe('1000');

    state.levels = { bids: [], asks: [] };
    state.nowMs = 5_000;
    expect(answers.body('11')).toBe(first);
    answers.changed(state.market, 4_200);
    expect(book('11')).toMatchObject({ bids: [], timestamp: '4200' });
    expect(book('22').timestamp).toBe('4200');
    expect(state.reads).toBe(3);
  });

  it('rebuilds when the catalog hands out new market terms, and hides closed markets', () => {
    const { state, answers, book } = fakeVenue();
    expect(book('11').tick_size).toBe('0.01');
    state.market = { ...marketOf(), tickTicks: 10 };
    expect(book('11').tick_size).toBe('0.001');
    state.market = marketOf(true);
    expect(answers.body('11')).toBeUndefined();
    expect(answers.body('99')).toBeUndefined();
  });

  it('answers but does not keep a book read while a write batch is open', () => {
    const { state, answers } = fakeVenue();
    state.inTransaction = true;
    expect(answers.committedBody('11')).toBeUndefined();
    answers.body('11');
    answers.body('11');
    expect(state.reads).toBe(2);
    state.inTransaction = false;
    const committed = answers.body('11');
    answers.body('11');
    expect(state.reads).toBe(3);
    // A stored book is a committed state: it is still answered while the next batch is open.
    state.inTransaction = true;
    expect(answers.committedBody('11')).toBe(committed);
  });
});
