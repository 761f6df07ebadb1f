import { describe, expect, it } from 'vitest';
import {
  centDecimals,
  formatAveragePrice,
  formatDate,
  formatFeeUsd,
  formatPct,
  formatPrice,
  formatRelative,
  formatShares,
  formatSigned,
  formatSignedUsd,
  formatUsd,
} from '../../../../renderer/lib/format.js';

describe('format', () => {
  it('prices in cents, fixed by the tick when given', () => {
    expect(formatPrice(0.455)).toBe('45.5¢');
    expect(formatPrice('0.45')).toBe('45¢');
    expect(formatPrice(0.45, 0.001)).toBe('45.0¢');
    expect(formatPrice(0.4512, 0.0001)).toBe('45.12¢');
    expect(formatPrice(0.45, 0.01)).toBe('45¢');
    expect(formatPrice(null)).toBe('–');
    expect(formatPrice('x')).toBe('–');
    expect(centDecimals(0.001)).toBe(1);
  });

  it('averages with two decimals of a cent, so they keep their width', () => {
    expect(formatAveragePrice(0.45)).toBe('45.00¢');
    expect(formatAveragePrice(0.506667)).toBe('50.67¢');
    expect(formatAveragePrice(null)).toBe('–');
  });

  it('fees under a cent with their digits, larger fees as dollars', () => {
    expect(formatFeeUsd(0.00045)).toBe('$0.00045');
    expect(formatFeeUsd(0.0045)).toBe('$0.0045');
    expect(formatFeeUsd(0)).toBe('$0.00');
    expect(formatFeeUsd(1.234)).toBe('$1.23');
  });

  it('shares, dollars and percentages', () => {
    expect(formatShares(1234.5)).toBe('1,234.5');
    expect(formatShares('1234.5', true)).toBe('1,234.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-3)).toBe('−$3.00');
    expect(formatUsd(1_234_567, true)).toBe('$1.2M');
    expect(formatPct(0.1234)).toBe('12.3%');
    expect(formatPct(-0.05, 0)).toBe('−5%');
  });

  it('signed changes', () => {
    expect(formatSigned(1.26)).toBe('+1.3');
    expect(formatSigned(-0.4, 1, '¢')).toBe('−0.4¢');
    expect(formatSignedUsd(1.204)).toBe('+$1.20');
    expect(formatSignedUsd(-0.08)).toBe('−$0.08');
    expect(formatSignedUsd(-0.001)).toBe('$0.00');
    expect(formatSigned(0.01)).toBe('0.0');
    expect(formatSigned(undefined)).toBe('–');
  });

  it('dates and relative times', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toMatch(/2026/);
    expect(formatDate('not a date')).toBe('–');
    // Local time, on the 24-hour clock as the tape: 20:09:18, never 08:09:18 PM.
    const evening = new Date(2026, 10, 29, 20, 9, 18);
    expect(formatDate(evening, true)).toMatch(/\b20:09:18\b/);
    expect(formatDate(evening, true)).not.toMatch(/PM/);
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(formatRelative(now - 3 * 60_000, now)).toBe('3m ago');
    expect(formatRelative(now + 2 * 86_400_000, now)).toBe('in 2d');
    expect(formatRelative(now - 1000, now)).toBe('now');
    expect(formatRelative(now / 1000 - 7200, now)).toBe('2h ago');
  });
});
