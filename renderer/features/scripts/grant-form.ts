import type { GrantLimits, NewGrant } from '../../../server/contract/index.js';

export type GrantScope = GrantLimits['scope'];
export type GrantMode = GrantLimits['mode'];
export type GrantSide = GrantLimits['sides'][number];
export type GrantOrderType = GrantLimits['orderTypes'][number];

export const SIDES: readonly GrantSide[] = ['BUY', 'SELL'];
export const ORDER_TYPES: readonly GrantOrderType[] = ['GTC', 'GTD', 'FOK', 'FAK'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const EXPIRY_PRESETS = [
  { value: '1h', label: '1 hour', ms: HOUR_MS },
  { value: '1d', label: '1 day', ms: DAY_MS },
  { value: '7d', label: '7 days', ms: 7 * DAY_MS },
  { value: '30d', label: '30 days', ms: 30 * DAY_MS },
] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number]['value'];

export const DEFAULT_ORDERS_PER_MINUTE = 120;
const MAX_ORDERS_PER_MINUTE = 6000;
const MAX_BAND_TICKS = 1000;
const MAX_NAME = 64;
const MAX_EVENT_SLUG = 200;
/** The contract's MAX_GRANT_MARKETS, kept here so that the bundle takes no TypeBox schema. */
export const MAX_GRANT_MARKETS = 200;

/** The form as typed: every figure is text until it is checked. */
export interface GrantForm {
  name: string;
  accountId: string;
  expiry: ExpiryPreset;
  mode: GrantMode;
  scope: GrantScope;
  /** Condition ids, separated by spaces, commas or lines. */
  marketIds: string;
  /** An event's slug, or its page's URL. */
  eventSlug: string;
  sides: GrantSide[];
  orderTypes: GrantOrderType[];
  maxOrderSize: string;
  maxOrderNotional: string;
  maxOpenNotional: string;
  maxDailyNotional: string;
  bandTicks: string;
  ordersPerMinute: string;
}

export type GrantFormField = keyof GrantForm;
export type GrantFormErrors = Partial<Record<GrantFormField, string>>;

export const initialGrantForm = (accountId: string): GrantForm => ({
  name: '',
  accountId,
  expiry: '1d',
  mode: 'trade',
  scope: 'all',
  marketIds: '',
  eventSlug: '',
  sides: ['BUY', 'SELL'],
  orderTypes: ['GTC', 'GTD', 'FOK', 'FAK'],
  maxOrderSize: '',
  maxOrderNotional: '',
  maxOpenNotional: '',
  maxDailyNotional: '',
  bandTicks: '',
  ordersPerMinute: String(DEFAULT_ORDERS_PER_MINUTE),
});

type Checked<T> = { value: T } | { error: string };

const DECIMAL = /^[0-9]{1,12}(\.[0-9]{1,6})?$/;

/** An optional positive amount: empty is no limit; "1,000" and ".5" are read as meant. */
export function parseLimit(text: string): Checked<string | null> {
  const bare = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (bare === '') return { value: null };
  const decimal = bare.startsWith('.') ? `0${bare}` : bare;
  if (!DECIMAL.test(decimal)) return { error: 'A number like 250 or 12.5 (6 decimals at most)' };
  if (Number(decimal) === 0) return { error: 'More than 0, or empty for no limit' };
  return { value: decimal };
}

function parseWhole(text: string, min: number, max: number): Checked<number | null> {
  const bare = text.trim();
  if (bare === '') return { value: null };
  if (!/^[0-9]+$/.test(bare)) return { error: 'A whole number' };
  const value = Number(bare);
  if (value < min || value > max) return { error: `From ${min} to ${max}` };
  return { value };
}

const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

/** The condition ids listed, each once; the first that is not one is the error. */
export function parseMarketIds(text: string): Checked<string[]> {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const item of text.split(/[\s,;]+/).filter(Boolean)) {
    if (!CONDITION_ID.test(item)) {
      return { error: `Not a condition id (0x and 64 hex digits): ${item.slice(0, 20)}` };
    }
    if (seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    ids.push(item);
  }
  if (ids.length === 0) return { error: 'List at least one condition id' };
  if (ids.length > MAX_GRANT_MARKETS) return { error: `At most ${MAX_GRANT_MARKETS} markets` };
  return { value: ids };
}

/** An event's slug as typed, or taken from its page's URL (…/event/<slug>). */
export function parseEventSlug(text: string): Checked<string> {
  const bare = text.trim();
  const fromUrl = /\/event\/([^/?#\s]+)/.exec(bare)?.[1];
  const slug = fromUrl ?? bare;
  if (slug === '') return { error: "The event's slug, e.g. us-election-2028" };
  if (/\s/.test(slug)) return { error: 'A slug has no spaces (words-joined-by-dashes)' };
  if (slug.length > MAX_EVENT_SLUG) return { error: `At most ${MAX_EVENT_SLUG} characters` };
  return { value: slug };
}

export interface GrantFormContext {
  /** Unix ms: the expiry counts from it. */
  now: number;
  /** Names of the grants still active: a tag must tell them apart. */
  activeNames: readonly string[];
}

export type GrantFormResult =
  { ok: true; grant: NewGrant } | { ok: false; errors: GrantFormErrors };

/** Checks the form field by field; when all is well, the `grants.create` parameters. */
export function buildNewGrant(form: GrantForm, context: GrantFormContext): GrantFormResult {
  const errors: GrantFormErrors = {};
  const take = <T>(field: GrantFormField, checked: Checked<T>, fallback: T): T => {
    if ('error' in checked) {
      errors[field] = checked.error;
      return fallback;
    }
    return checked.value;
  };

  const name = form.name.trim();
  if (name === '') errors.name = 'Name the grant: its orders are tagged with it';
  else if (name.length > MAX_NAME) errors.name = `At most ${MAX_NAME} characters`;
  else if (context.activeNames.some((taken) => taken.toLowerCase() === name.toLowerCase())) {
    errors.name = 'An active grant already has this name';
  }
  if (form.accountId === '') errors.accountId = 'Choose the account the script trades for';
  if (form.sides.length === 0) errors.sides = 'Allow at least one side';
  if (form.orderTypes.length === 0) errors.orderTypes = 'Allow at least one order type';

  const marketIds =
    form.scope === 'markets' ? take('marketIds', parseMarketIds(form.marketIds), []) : [];
  const eventSlug =
    form.scope === 'event' ? take('eventSlug', parseEventSlug(form.eventSlug), null) : null;
  const maxOrderSize = take('maxOrderSize', parseLimit(form.maxOrderSize), null);
  const maxOrderNotional = take('maxOrderNotional', parseLimit(form.maxOrderNotional), null);
  const maxOpenNotional = take('maxOpenNotional', parseLimit(form.maxOpenNotional), null);
  const maxDailyNotional = take('maxDailyNotional', parseLimit(form.maxDailyNotional), null);
  const bandTicks = take('bandTicks', parseWhole(form.bandTicks, 0, MAX_BAND_TICKS), null);
  let ordersPerMinute = take(
    'ordersPerMinute',
    parseWhole(form.ordersPerMinute, 1, MAX_ORDERS_PER_MINUTE),
    null,
  );
  if (ordersPerMinute === null && errors.ordersPerMinute === undefined) {
    errors.ordersPerMinute = `Required: from 1 to ${MAX_ORDERS_PER_MINUTE}`;
  }
  ordersPerMinute ??= DEFAULT_ORDERS_PER_MINUTE;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const preset = EXPIRY_PRESETS.find((item) => item.value === form.expiry) ?? EXPIRY_PRESETS[1];
  return {
    ok: true,
    grant: {
      accountId: form.accountId,
      name,
      expiresAt: context.now + preset.ms,
      limits: {
        scope: form.scope,
        marketIds,
        eventSlug,
        // In the order the form lists them, whatever order they were ticked in.
        sides: SIDES.filter((side) => form.sides.includes(side)),
        orderTypes: ORDER_TYPES.filter((type) => form.orderTypes.includes(type)),
        maxOrderSize,
        maxOrderNotional,
        maxOpenNotional,
        maxDailyNotional,
        bandTicks,
        ordersPerMinute,
        mode: form.mode,
      },
    },
  };
}

/** What is wrong with the form as typed, field by field; empty when nothing is. */
export function grantFormErrors(form: GrantForm, activeNames: readonly string[]): GrantFormErrors {
  // The expiry's start changes no error.
  const result = buildNewGrant(form, { now: 0, activeNames });
  return result.ok ? {} : result.errors;
}

/** Ticks or unticks one item of a set of choices. */
export const toggled = <T>(items: readonly T[], item: T, on: boolean): T[] =>
  on ? (items.includes(item) ? [...items] : [...items, item]) : items.filter((x) => x !== item);
