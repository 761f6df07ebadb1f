import type { Random } from '../random.js';
import type { EventDraft, FeeKind, MarketDraft, PriceStyle } from './types.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';

const YES_NO = ['Yes', 'No'] as const;

/** The venue's usual wording: what makes "Yes", the fine print, then where the answer comes from. */
function yesNoRules(condition: string, rules: string, source: string): string {
  return (
    `This market will resolve to "Yes" if ${condition}. Otherwise, this market will resolve to "No".` +
    `\n\n${rules}\n\nThe resolution source for this market will be ${source}.`
  );
}

interface SingleOptions {
  question: string;
  condition: string;
  rules: string;
  source: string;
  resolutionSource: string;
  tags: readonly string[];
  fee?: FeeKind;
}

/** One Yes/No market that is the whole event (title = question). */
export function singleEvent(options: SingleOptions): EventDraft {
  const description = yesNoRules(options.condition, options.rules, options.source);
  return {
    title: options.question,
    description,
    resolutionSource: options.resolutionSource,
    tags: options.tags,
    markets: [{ question: options.question, groupItemTitle: '', outcomes: YES_NO, description }],
    ...(options.fee ? { fee: options.fee } : {}),
  };
}

interface MatchupOptions {
  title: string;
  outcomes: readonly [string, string];
  description: string;
  resolutionSource: string;
  tags: readonly string[];
  fee?: FeeKind;
  priceStyle?: PriceStyle;
}

/** One market whose two outcomes are named (teams, Up/Down) instead of Yes/No. */
export function matchupEvent(options: MatchupOptions): EventDraft {
  const market: MarketDraft = {
    question: options.title,
    groupItemTitle: '',
    outcomes: options.outcomes,
    description: options.description,
  };
  return {
    title: options.title,
    description: options.description,
    resolutionSource: options.resolutionSource,
    tags: options.tags,
    markets: [market],
    ...(options.fee ? { fee: options.fee } : {}),
    ...(options.priceStyle ? { priceStyle: options.priceStyle } : {}),
  };
}

interface GroupOptions {
  title: string;
  /** What the group is about, opening the event's description. */
  summary: string;
  items: readonly string[];
  question(item: string): string;
  condition(item: string): string;
  rules: string;
  source: string;
  resolutionSource: string;
  tags: readonly string[];
  fee?: FeeKind;
}

/** A neg-risk group: one Yes/No market per mutually exclusive item. */
export function groupEvent(options: GroupOptions): EventDraft {
  return {
    title: options.title,
    description:
      `${options.summary} The listed outcomes are mutually exclusive: at most one of them ` +
      `resolves to "Yes".\n\n${options.rules}\n\nThe resolution source for this market will ` +
      `be ${options.source}.`,
    resolutionSource: options.resolutionSource,
    tags: options.tags,
    markets: options.items.map((item) => ({
      question: options.question(item),
      groupItemTitle: item,
      outcomes: YES_NO,
      description: yesNoRules(options.condition(item), options.rules, options.source),
    })),
    ...(options.fee ? { fee: options.fee } : {}),
  };
}

/**
 * `count` contiguous ranges covering every value: "<low", "low-next", ..., "top or more".
 * `format` renders a boundary ("$80,000", "72°F").
 */
export function bracketLabels(
  low: number,
  step: number,
  count: number,
  format: (value: number) => string,
): string[] {
  if (count < 2) return [`${format(low)} or more`];
  const labels = [`Below ${format(low)}`];
  for (let i = 0; i < count - 2; i += 1) {
    labels.push(`${format(low + i * step)}-${format(low + (i + 1) * step)}`);
  }
  labels.push(`${format(low + (count - 2) * step)} or more`);
  return labels;
}

/** Centres `count` brackets of width `step` on `centre`, on a round boundary. */
export function bracketsAround(
  centre: number,
  step: number,
  count: number,
  format: (value: number) => string,
): string[] {
  const low = Math.round((centre - ((count - 2) * step) / 2) / step) * step;
  return bracketLabels(low, step, count, format);
}

/** "80,000" (rounded to an integer). */
export const thousands = (value: number): string =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "$80,000" */
export const dollars = (value: number): string => `$${thousands(value)}`;

export const personName = (random: Random): string =>
  `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

/** Up to `count` distinct values from repeated calls of `draw`. */
export function distinct(count: number, draw: () => string): string[] {
  const names = new Set<string>();
  for (let attempts = 0; names.size < count && attempts < count * 50; attempts += 1) {
    names.add(draw());
  }
  return [...names];
}

/** Picks `count` of a fixed list, keeping the list's order (brackets, rankings). */
export const ordered = (random: Random, items: readonly string[], count: number): string[] => {
  const chosen = new Set(random.sample(items, count));
  return items.filter((item) => chosen.has(item));
};
