import { describe, expect, it } from 'vitest';
import {
  flattenOrders,
  hotkeyOrder,
  ladderClickOrder,
  movedOrder,
  ticksThrough,
  type Built,
  type DeskState,
} from '../../../../../renderer/features/ladder-trading/order-builders.js';

const M = 1_000_000;
const YES = '1111';
const NO = '2222';

/**
 * A Yes/No market on the 1¢ tick, minimum 5 shares: Yes bid 44¢ / ask 46¢, so No bid 54¢ /
 * ask 56¢. Default size 10; guards 1,000 shares, $500, 3 ticks. Nothing held.
 */
function desk(patch: Partial<DeskState> = {}): DeskState {
  return {
    market: {
      outcomes: [
        { label: 'Yes', tokenId: YES },
        { label: 'No', tokenId: NO },
      ],
      tickTicks: 100,
      minSizeMicros: 5 * M,
      acceptingOrders: true,
    },
    outcomeIndex: 0,
    tops: [
      { bestBid: 4400, bestAsk: 4600 },
      { bestBid: 5400, bestAsk: 5600 },
    ],
    heldMicros: [0, 0],
    freeMicros: [0, 0],
    sizeMicros: 10 * M,
    guards: { maxSizeMicros: 1_000 * M, maxNotionalMicros: 500 * M, bandTicks: 3 },
    ...patch,
  };
}

const order = (built: Built) => {
  if (!built.ok) throw new Error(`refused: ${built.reason}`);
  return built.order;
};
const refusal = (built: Built) => (built.ok ? `sent ${built.text}` : built.reason);

describe('a ladder click', () => {
  it('on a bid level is a limit BUY of the displayed outcome there, for the default size', () => {
    const built = ladderClickOrder(desk(), 'bid', 4300);
    expect(built).toEqual({
      ok: true,
      order: { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.43', size: '10' },
      outcomeIndex: 0,
      outcome: 'Yes',
      text: 'BUY 10 Yes @ 43¢ GTC',
    });
  });

  it('on an ask level sells the shares held, capped at what is free to sell', () => {
    const holding = desk({ heldMicros: [30 * M, 0], freeMicros: [30 * M, 0] });
    expect(order(ladderClickOrder(holding, 'ask', 4700))).toEqual({
      tokenId: YES,
      side: 'SELL',
      orderType: 'GTC',
      price: '0.47',
      size: '10',
    });
    const few = desk({ heldMicros: [20 * M, 0], freeMicros: [6.5 * M, 0] });
    expect(order(ladderClickOrder(few, 'ask', 4700)).size).toBe('6.5');
  });

  it('on an ask level with nothing to sell buys the other outcome at 1 − price', () => {
    expect(ladderClickOrder(desk(), 'ask', 4700)).toMatchObject({
      order: { tokenId: NO, side: 'BUY', orderType: 'GTC', price: '0.53', size: '10' },
      outcomeIndex: 1,
      text: 'BUY 10 No @ 53¢ GTC',
    });
    // Less than the market's minimum free (the rest reserved by sell orders): the same.
    const reserved = desk({ heldMicros: [30 * M, 0], freeMicros: [4 * M, 0] });
    expect(order(ladderClickOrder(reserved, 'ask', 4700)).tokenId).toBe(NO);
  });

  it('on the No ladder mirrors it all: a bid buys No, an ask without No buys Yes', () => {
    const no = desk({ outcomeIndex: 1 });
    expect(order(ladderClickOrder(no, 'bid', 5400))).toMatchObject({ tokenId: NO, side: 'BUY' });
    expect(order(ladderClickOrder(no, 'ask', 5600))).toMatchObject({
      tokenId: YES,
      side: 'BUY',
      price: '0.44',
    });
  });

  it('keeps a finer tick’s decimals and refuses a price off the grid', () => {
    const fine = desk({ market: { ...desk().market, tickTicks: 10 } });
    expect(order(ladderClickOrder(fine, 'bid', 4550)).price).toBe('0.455');
    expect(refusal(ladderClickOrder(desk(), 'bid', 4550))).toBe(
      'BUY Yes at 45.5¢ is off the 1¢ tick',
    );
    expect(refusal(ladderClickOrder(desk(), 'bid', 0))).toBe('BUY Yes at 0¢ is outside 1¢–99¢');
  });
});

describe('the guards', () => {
  it('refuse an order over the maximum size, with the figures', () => {
    const big = desk({ sizeMicros: 1_500 * M });
    expect(refusal(ladderClickOrder(big, 'bid', 1000))).toBe(
      '1,500 shares is over your maximum of 1,000 per order',
    );
  });

  it('refuse an order over the maximum notional', () => {
    const rich = desk({ sizeMicros: 900 * M });
    expect(refusal(ladderClickOrder(rich, 'bid', 6000))).toBe(
      '$540.00 is over your maximum of $500.00 per order',
    );
    // The complementary BUY is checked at its own price: 900 No at 90¢.
    expect(refusal(ladderClickOrder(rich, 'ask', 1000))).toBe(
      '$810.00 is over your maximum of $500.00 per order',
    );
  });

  it('refuse an order more than the band through the book, and allow one at its edge', () => {
    // The Yes ask is 46¢: 49¢ is 3 ticks through, 50¢ is 4.
    expect(order(ladderClickOrder(desk(), 'bid', 4900)).price).toBe('0.49');
    expect(refusal(ladderClickOrder(desk(), 'bid', 5000))).toBe(
      'BUY Yes at 50¢ is 4 ticks through the best ask 46¢; your band allows 3',
    );
    const tight = desk({ guards: { ...desk().guards, bandTicks: 0 } });
    expect(refusal(ladderClickOrder(tight, 'bid', 4700))).toMatch(/1 tick through/);
  });

  it('refuse a size under the market’s minimum and a market that takes no orders', () => {
    expect(refusal(ladderClickOrder(desk({ sizeMicros: 2 * M }), 'bid', 4400))).toBe(
      "2 Yes is below this market's minimum of 5 shares",
    );
    const closed = desk({ market: { ...desk().market, acceptingOrders: false } });
    expect(refusal(ladderClickOrder(closed, 'bid', 4400))).toBe('This market is not taking orders');
  });
});

describe('ticksThrough', () => {
  it('counts the ticks past the opposite best, zero at or inside it', () => {
    const top = { bestBid: 4400, bestAsk: 4600 };
    expect(ticksThrough('BUY', 4600, top, 100)).toBe(0);
    expect(ticksThrough('BUY', 4800, top, 100)).toBe(2);
    expect(ticksThrough('SELL', 4100, top, 100)).toBe(3);
    expect(ticksThrough('SELL', 4500, top, 100)).toBe(0);
    expect(ticksThrough('BUY', 9900, { bestBid: 4400, bestAsk: null }, 100)).toBe(0);
  });
});

describe('a trading key', () => {
  it('buys at the best ask and sells at the best bid, fill and kill', () => {
    expect(order(hotkeyOrder(desk(), 'buyBestAsk'))).toEqual({
      tokenId: YES,
      side: 'BUY',
      orderType: 'FAK',
      price: '0.46',
      size: '10',
    });
    const holding = desk({ heldMicros: [10 * M, 0], freeMicros: [10 * M, 0] });
    expect(order(hotkeyOrder(holding, 'sellBestBid'))).toEqual({
      tokenId: YES,
      side: 'SELL',
      orderType: 'FAK',
      price: '0.44',
      size: '10',
    });
    // Nothing to sell: the No at 1 − the Yes bid is bought instead.
    expect(order(hotkeyOrder(desk(), 'sellBestBid'))).toMatchObject({
      tokenId: NO,
      side: 'BUY',
      orderType: 'FAK',
      price: '0.56',
    });
  });

  it('joins the best bid and the best ask with limit orders', () => {
    expect(order(hotkeyOrder(desk(), 'joinBestBid'))).toMatchObject({
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.44',
    });
    expect(order(hotkeyOrder(desk(), 'joinBestAsk'))).toMatchObject({
      tokenId: NO,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.54',
    });
  });

  it('says there is nothing to take or join on an empty side', () => {
    const empty = desk({
      tops: [
        { bestBid: null, bestAsk: null },
        { bestBid: null, bestAsk: null },
      ],
    });
    expect(refusal(hotkeyOrder(empty, 'buyBestAsk'))).toBe('No ask to buy from');
    expect(refusal(hotkeyOrder(empty, 'sellBestBid'))).toBe('No bid to sell to');
    expect(refusal(hotkeyOrder(empty, 'joinBestBid'))).toBe('No bid to join');
    expect(refusal(hotkeyOrder(empty, 'joinBestAsk'))).toBe('No ask to join');
  });
});

describe('flatten', () => {
  it('sells all of each outcome held, FAK at the best bid less the band, past the size guards', () => {
    const both = desk({
      heldMicros: [2_000 * M, 12.5 * M],
      freeMicros: [0, 0],
      guards: { maxSizeMicros: 10 * M, maxNotionalMicros: 1 * M, bandTicks: 3 },
    });
    expect(flattenOrders(both).map(order)).toEqual([
      { tokenId: YES, side: 'SELL', orderType: 'FAK', price: '0.41', size: '2000' },
      { tokenId: NO, side: 'SELL', orderType: 'FAK', price: '0.51', size: '12.5' },
    ]);
  });

  it('stops at the lowest price, says when a side has no bid, and has nothing to do flat', () => {
    const low = desk({
      heldMicros: [10 * M, 10 * M],
      tops: [
        { bestBid: 200, bestAsk: 300 },
        { bestBid: null, bestAsk: 9800 },
      ],
    });
    const [yes, no] = flattenOrders(low);
    expect(order(yes!).price).toBe('0.01');
    expect(refusal(no!)).toBe('No bid for No: 10 left held');
    expect(flattenOrders(desk())).toEqual([]);
  });
});

describe('a dragged order', () => {
  it('is replaced at the new level with its side, outcome and open size', () => {
    const resting = { outcomeIndex: 0, side: 'BUY' as const, remainingMicros: 7.5 * M };
    expect(order(movedOrder(desk(), resting, 4200))).toEqual({
      tokenId: YES,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.42',
      size: '7.5',
    });
  });

  it('of the other outcome moves at 1 − the level, and the band still applies', () => {
    const noBuy = { outcomeIndex: 1, side: 'BUY' as const, remainingMicros: 10 * M };
    expect(order(movedOrder(desk(), noBuy, 4800)).price).toBe('0.52');
    // An offer of Yes dragged to 40¢ is a No bid of 60¢: 4 ticks through the No ask.
    expect(refusal(movedOrder(desk(), noBuy, 4000))).toBe(
      'BUY No at 60¢ is 4 ticks through the best ask 56¢; your band allows 3',
    );
  });
});
