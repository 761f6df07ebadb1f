import type { Random } from '../random.js';

export type Category =
  | 'politics'
  | 'elections'
  | 'crypto'
  | 'economy'
  | 'sports'
  | 'tech'
  | 'science'
  | 'culture'
  | 'weather'
  | 'world';

/** Which fee schedule the event's markets carry; none when absent. */
export type FeeKind = 'crypto' | 'sports';

/** How the first outcome's price is drawn for a single-market event. */
export type PriceStyle = 'any' | 'coin-flip';

export interface MarketDraft {
  question: string;
  /** The market's label inside a multi-market event ("25 bps decrease"); '' for single markets. */
  groupItemTitle: string;
  outcomes: readonly [string, string];
  description: string;
}

export interface EventDraft {
  title: string;
  description: string;
  resolutionSource: string;
  /** Tag slugs besides the category's own tag. */
  tags: readonly string[];
  markets: readonly MarketDraft[];
  fee?: FeeKind;
  priceStyle?: PriceStyle;
}

export interface TemplateContext {
  random: Random;
  /** When the event ends (resolves); titles and rules name this date. */
  end: Date;
  /** How many markets to create, within the template's bounds. */
  count: number;
}

export interface EventTemplate {
  category: Category;
  minMarkets: number;
  maxMarkets: number;
  /** Furthest an open event of this kind ends ahead of now, in days. */
  horizonDays?: number;
  build(context: TemplateContext): EventDraft;
}
