/** One side of a fill of the account, as publicdata.trades answers it for its wallet. */
export interface MyFill {
  side: string;
  asset: string;
  price: number;
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
  /** Price in the displayed outcome's terms (0..1). */
  price: number;
  /** True when the fill added to the displayed outcome (bought it, or sold the other). */
  long: boolean;
  /** "Buy 10 Yes @ 45¢". */
  text: string;
}

const cents = (price: number) => `${Number.parseFloat((price * 100).toFixed(2))}¢`;

/**
 * The account's fills of a market on the displayed outcome's chart, oldest first: a fill of
 * the other outcome at q is drawn at 1 − q, the other way round (selling No is buying Yes).
 */
export function fillMarks(
  fills: readonly MyFill[],
  outcomes: readonly { label: string; tokenId: string }[],
  outcomeIndex: number,
): FillMark[] {
  const marks: FillMark[] = [];
  for (const fill of fills) {
    const index = outcomes.findIndex((outcome) => outcome.tokenId === fill.asset);
    if (index < 0) continue;
    const displayed = index === outcomeIndex;
    const buying = fill.side === 'BUY';
    const verb = buying ? 'Buy' : 'Sell';
    marks.push({
      time: fill.timestamp,
      price: displayed ? fill.price : Number((1 - fill.price).toFixed(6)),
      long: displayed === buying,
      text: `${verb} ${fill.size} ${outcomes[index]!.label} @ ${cents(fill.price)}`,
    });
  }
  return marks.sort((a, b) => a.time - b.time);
}
