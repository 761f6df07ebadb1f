// Display formatting, one style everywhere: prices in cents like the venue ("45.5¢"),
// shares and dollars with thousands separators, dates in the user's locale.
import { lazy } from './lazy.js';

/**
 * An en-US number format, made on first use: a page's first Intl formatter loads ICU's data,
 * which the start-up leaves to a worker (lib/intl-warm-up.ts).
 */
export const lazyNumberFormat = (options?: Intl.NumberFormatOptions) =>
  lazy(() => new Intl.NumberFormat('en-US', options));

/** A format of dates in the user's locale, made on first use as lazyNumberFormat. */
export const lazyDateFormat = (options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat(undefined, options));

const toNumber = (value: number | string): number =>
  typeof value === 'number' ? value : Number.parseFloat(value);

const DASH = '–';
const MINUS = '−';

/** Decimals of a price in cents for a tick size: 0.01 → 0, 0.001 → 1, 0.0001 → 2. */
export function centDecimals(tickSize: number): number {
  if (!(tickSize > 0)) return 1;
  return Math.max(0, Math.min(4, Math.round(-Math.log10(tickSize)) - 2));
}

/**
 * A price (0..1) in cents: "45.5¢". With a tick size the decimals are fixed (a ladder's
 * column keeps its width); without, trailing zeros are dropped.
 */
export function formatPrice(price: number | string | null | undefined, tickSize?: number): string {
  if (price === null || price === undefined || price === '') return DASH;
  const value = toNumber(price);
  if (!Number.isFinite(value)) return DASH;
  const cents = value * 100;
  if (tickSize !== undefined) return `${cents.toFixed(centDecimals(tickSize))}¢`;
  return `${Number.parseFloat(cents.toFixed(2))}¢`;
}

/** Cents with two decimals ("50.67¢"): averages and marks, which fall between ticks. */
export const formatAveragePrice = (price: number | string | null | undefined): string =>
  formatPrice(price, 0.0001);

const sharesFormat = lazyNumberFormat({ maximumFractionDigits: 2 });
const fixedShares = lazyNumberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Shares: "1,234.5"; `fixed` keeps two decimals so a column does not jump. */
export function formatShares(size: number | string, fixed = false): string {
  const value = toNumber(size);
  if (!Number.isFinite(value)) return DASH;
  return (fixed ? fixedShares : sharesFormat)().format(value);
}

const usdFormat = lazyNumberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usdCompact = lazyNumberFormat({
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Dollars: "$1,234.56", or "$1.2M" when compact. */
export function formatUsd(amount: number | string, compact = false): string {
  const value = toNumber(amount);
  if (!Number.isFinite(value)) return DASH;
  const text = (compact ? usdCompact : usdFormat)().format(Math.abs(value));
  return value < 0 ? `${MINUS}${text}` : text;
}

const subCentUsd = lazyNumberFormat({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 4,
  maximumFractionDigits: 5,
});

/** A fee: like formatUsd, but a fee under a cent keeps its digits ("$0.00045", not "$0.00"). */
export function formatFeeUsd(amount: number | string): string {
  const value = toNumber(amount);
  if (!Number.isFinite(value) || value === 0 || Math.abs(value) >= 0.01) return formatUsd(value);
  const text = subCentUsd().format(Math.abs(value));
  return value < 0 ? `${MINUS}${text}` : text;
}

/** A fraction as a percentage: 0.123 → "12.3%". */
export function formatPct(fraction: number | null | undefined, decimals = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return DASH;
  const text = `${(Math.abs(fraction) * 100).toFixed(decimals)}%`;
  return fraction < 0 ? `${MINUS}${text}` : text;
}

/** Rounds, then writes the magnitude with its sign: "+…", "−…", or none at zero. */
const signed = (value: number, decimals: number, show: (magnitude: string) => string): string => {
  const rounded = Number(value.toFixed(decimals));
  const text = show(Math.abs(rounded).toFixed(decimals));
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `${MINUS}${text}`;
  return text;
};

/** A change with its sign: "+1.2", "−0.4", "0.0". */
export function formatSigned(value: number | null | undefined, decimals = 1, unit = ''): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return signed(value, decimals, (magnitude) => `${magnitude}${unit}`);
}

/** A signed dollar amount for PnL: "+$1.20", "−$0.08", "$0.00". */
export function formatSignedUsd(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return signed(value, 2, (magnitude) => `$${magnitude}`);
}

const dateFormat = lazyDateFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/**
 * A time of day to the second on the 24-hour clock ("20:09:18"), as the tape, the portfolio and
 * every note read it: `hourCycle`, not `hour12: false`, which some engines render as 24:05
 * after midnight. Dates with a time add their day to it.
 */
export const TIME_OF_DAY: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

export const timeOfDayFormat = lazyDateFormat(TIME_OF_DAY);

// To the second: fills and activity are told apart by it.
const dateTimeFormat = lazyDateFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  ...TIME_OF_DAY,
});

const toDate = (value: string | number | Date): Date =>
  value instanceof Date
    ? value
    : new Date(typeof value === 'number' && value < 1e12 ? value * 1000 : value);

/** A date ("Mar 5, 2026"), or with the time; numbers below 1e12 are Unix seconds. */
export function formatDate(value: string | number | Date | null | undefined, withTime = false) {
  if (value === null || value === undefined || value === '') return DASH;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return DASH;
  return (withTime ? dateTimeFormat : dateFormat)().format(date);
}

const units: [limit: number, seconds: number, suffix: string][] = [
  [60, 1, 's'],
  [3600, 60, 'm'],
  [86_400, 3600, 'h'],
  [86_400 * 30, 86_400, 'd'],
  [86_400 * 365, 86_400 * 30, 'mo'],
  [Infinity, 86_400 * 365, 'y'],
];

/** Time from now, short: "3m ago", "in 2d", "now". */
export function formatRelative(
  value: string | number | Date | null | undefined,
  now: number = Date.now(),
): string {
  if (value === null || value === undefined || value === '') return DASH;
  const time = toDate(value).getTime();
  if (Number.isNaN(time)) return DASH;
  const seconds = Math.round((time - now) / 1000);
  const distance = Math.abs(seconds);
  if (distance < 5) return 'now';
  const [, size, suffix] = units.find(([limit]) => distance < limit)!;
  const amount = `${Math.floor(distance / size)}${suffix}`;
  return seconds < 0 ? `${amount} ago` : `in ${amount}`;
}
