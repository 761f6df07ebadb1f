/** Calendar arithmetic in UTC (the day of month is clamped to the target month's length). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PERIOD_MS: Record<string, number> = { hourly: HOUR_MS, daily: DAY_MS, weekly: 7 * DAY_MS };
const PERIOD_MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, annual: 12, yearly: 12 };

/**
 * When the period an event of a recurring series is about begins: one recurrence before its
 * end (the previous occurrence of the series). Null without a known recurrence.
 */
export function periodStart(endIso: string, recurrence: string | null): string | null {
  if (recurrence === null) return null;
  const end = new Date(endIso);
  const spanMs = PERIOD_MS[recurrence];
  if (spanMs !== undefined) return new Date(end.getTime() - spanMs).toISOString();
  const months = PERIOD_MONTHS[recurrence];
  return months === undefined ? null : addMonths(end, -months).toISOString();
}
