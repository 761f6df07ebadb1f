export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthName = (date: Date): string => MONTH_NAMES[date.getUTCMonth()] ?? 'January';

export { addMonths } from '../shared/calendar.js';

/** "March 22, 2026" */
export const longDate = (date: Date): string =>
  `${monthName(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/** "March 22" */
export const monthDay = (date: Date): string => `${monthName(date)} ${date.getUTCDate()}`;

/** "March 2026" */
export const monthYear = (date: Date): string => `${monthName(date)} ${date.getUTCFullYear()}`;

/** "3PM UTC" */
export function hourOfDay(date: Date): string {
  const hour = date.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${hour < 12 ? 'AM' : 'PM'} UTC`;
}

/** "Q3 2026" */
export const quarterLabel = (date: Date): string =>
  `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
