/** One side of a fill of the account, as publicdata.trades answers it for its wallet. */
export interface MyFill {
  side: string;
  /** The outcome's index in the market (the public data's `asset` differs between venues). */
  outcomeIndex: number;
  size: number;
  /** Unix seconds. */
  timestamp: number;
  transactionHash: string;
}

/**
 * The key that finds a fill on the market's tape (its taker rows): the same transaction, size
 * and second, whichever side of it the account was on.
 */
export const tapeKey = (fill: Pick<MyFill, 'transactionHash' | 'size' | 'timestamp'>): string =>
  `${fill.transactionHash}|${fill.size}|${fill.timestamp}`;

export const ownTapeKeys = (fills: readonly MyFill[]): ReadonlySet<string> =>
  new Set(fills.map(tapeKey));

/** A fill drawn on the displayed outcome's chart. */
export interface FillMark {
  /** Unix seconds. */
  time: number;
  /** True when the fill added to the displayed outcome (bought it, or sold the other). */
  long: boolean;
}

/**
 * The account's fills of a market on the displayed outcome's chart, oldest first: a fill of
 * the other outcome goes the other way round (selling No is buying Yes).
 */
export function fillMarks(
  fills: readonly MyFill[],
  outcomes: readonly unknown[],
  outcomeIndex: number,
): FillMark[] {
  const marks: FillMark[] = [];
  for (const fill of fills) {
    const index = fill.outcomeIndex;
    if (!outcomes[index]) continue;
    const displayed = index === outcomeIndex;
    marks.push({ time: fill.timestamp, long: displayed === (fill.side === 'BUY') });
  }
  return marks.sort((a, b) => a.time - b.time);
}
