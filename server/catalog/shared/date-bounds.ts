import { badParameter } from '../../contract/index.js';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0);

function offsetMinutes(zone: string | undefined): number | null {
  if (!zone || zone === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(-2));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * A date bound (ISO date or date-time; no zone means UTC) in the stored form
 * `YYYY-MM-DDTHH:MM:SS.mmmZ`, so that it compares with stored timestamps as text.
 * Calendar checks are strict: 2024-02-30 or 25:00 are rejected, not rolled over.
 */
export function normalizeDateBound(name: string, text: string): string {
  const match = DATE_TIME.exec(text);
  const invalid = () => badParameter(name, `is not a valid ISO 8601 date: "${text}"`);
  if (!match) throw invalid();
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3));
  const offset = offsetMinutes(match[8]);
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offset !== null;
  if (!valid) throw invalid();
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millis));
  date.setUTCFullYear(year);
  return new Date(date.getTime() - offset * 60_000).toISOString();
}
