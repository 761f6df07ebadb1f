import { describe, expect, it } from 'vitest';
import { levelText } from '../../../../../renderer/features/ladder-trading/desk.js';
import { ownLevels } from '../../../../../renderer/features/ladder-trading/own-levels.js';
import {
  fillMarks,
  ownTapeKeys,
  tapeKey,
  type MyFill,
} from '../../../../../renderer/features/ladder-trading/fill-marks.js';

const YES = '1111';
const NO = '2222';
const order = (
  id: string,
  assetId: string,
  side: string,
  price: string,
  size = '10',
  matched = '0',
) => ({
  id,
  assetId,
  side,
  price,
  originalSize: size,
  sizeMatched: matched,
});

describe('ownLevels', () => {
  const orders = [
    order('a', YES, 'BUY', '0.44'),
    order('b', YES, 'BUY', '0.44', '5', '1.5'),
    order('c', YES, 'SELL', '0.47'),
    order('d', NO, 'BUY', '0.53'),
    order('e', NO, 'SELL', '0.6'),
    order('f', '9999', 'BUY', '0.44'),
    order('g', YES, 'BUY', '0.40', '10', '10'),
  ];

  it('sums the open size and counts the orders at each level of the displayed outcome', () => {
    const levels = ownLevels(orders, [YES, NO], 0);
    expect([...levels.keys()].sort()).toEqual(['ask:470000', 'bid:400000', 'bid:440000']);
    expect(levels.get('bid:440000')).toEqual({
      side: 'bid',
      priceMicros: 440_000,
      sizeMicros: 13_500_000,
      orders: [
        { id: 'a', outcomeIndex: 0, side: 'BUY', remainingMicros: 10_000_000 },
        { id: 'b', outcomeIndex: 0, side: 'BUY', remainingMicros: 3_500_000 },
      ],
    });
    // A BUY of No at 53¢ offers Yes at 47¢; a SELL of No at 60¢ bids Yes at 40¢.
    expect(levels.get('ask:470000')!.orders.map((o) => o.id)).toEqual(['c', 'd']);
    expect(levels.get('bid:400000')!.orders.map((o) => o.id)).toEqual(['e']);
  });

  it('puts the same orders the other way round on the No ladder, and skips filled ones', () => {
    const levels = ownLevels(orders, [YES, NO], 1);
    expect(levels.get('ask:560000')!.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(levels.get('bid:530000')!.orders.map((o) => o.id)).toEqual(['c', 'd']);
    expect(levels.get('ask:600000')!.orders.map((o) => o.id)).toEqual(['e']);
    expect([...levels.values()].some((level) => level.orders.some((o) => o.id === 'g'))).toBe(
      false,
    );
  });
});

describe('levelText', () => {
  const outcomes = [
    { tokenId: YES, label: 'Yes' },
    { tokenId: NO, label: 'No' },
  ];
  const orders = [
    order('c', YES, 'SELL', '0.47'),
    order('d', NO, 'BUY', '0.53', '5'),
    order('h', NO, 'BUY', '0.53', '5'),
  ];

  it('names each order as it rests at the venue, not as the displayed outcome shows it', () => {
    const onYes = ownLevels(orders, [YES, NO], 0).get('ask:470000')!;
    expect(levelText(onYes, outcomes, 0)).toBe('SELL 10 Yes @ 47¢ + BUY 10 No @ 53¢ (2 orders)');
    const onNo = ownLevels(orders, [YES, NO], 1).get('bid:530000')!;
    expect(levelText(onNo, outcomes, 1)).toBe('SELL 10 Yes @ 47¢ + BUY 10 No @ 53¢ (2 orders)');
  });
});

const fill = (patch: Partial<MyFill>): MyFill => ({
  side: 'BUY',
  outcomeIndex: 0,
  size: 10,
  timestamp: 1_700_000_000,
  transactionHash: '0xabc',
  ...patch,
});

describe('fill marks', () => {
  it('find the account’s fill on the tape whichever side it was on', () => {
    const mine = [fill({ side: 'SELL', outcomeIndex: 1 })];
    // The tape shows the taker's side of the same fill: its size, second and transaction.
    const tapeRow = { transactionHash: '0xabc', size: 10, timestamp: 1_700_000_000 };
    expect(ownTapeKeys(mine).has(tapeKey(tapeRow))).toBe(true);
    expect(ownTapeKeys(mine).has(tapeKey({ ...tapeRow, size: 11 }))).toBe(false);
  });

  it('draw both outcomes’ fills on the displayed one’s chart, oldest first', () => {
    const outcomes = [
      { label: 'Yes', tokenId: YES },
      { label: 'No', tokenId: NO },
    ];
    const fills = [
      fill({ timestamp: 300, side: 'SELL' }),
      fill({ timestamp: 100, outcomeIndex: 1, side: 'BUY' }),
      fill({ timestamp: 200, outcomeIndex: 2 }),
    ];
    expect(fillMarks(fills, outcomes, 0)).toEqual([
      { time: 100, long: false },
      { time: 300, long: false },
    ]);
    expect(fillMarks([...fills, fill({ timestamp: 400 })], outcomes, 1)).toEqual([
      { time: 100, long: true },
      { time: 300, long: true },
      { time: 400, long: false },
    ]);
  });
});
