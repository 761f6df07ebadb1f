import { describe, expect, it } from 'vitest';
import { staleNote } from '../../../../renderer/lib/stale-since.js';

describe('the note on figures that are not current', () => {
  it('says since when the connection is down and as of when the figures are', () => {
    const since = Date.UTC(2026, 10, 28, 12, 31, 5);
    const asOf = new Intl.DateTimeFormat(undefined, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).format(since);
    expect(staleNote(since, since + 2_000)).toBe(
      `Disconnected now: shown as of ${asOf}, reconnecting…`,
    );
    expect(staleNote(since, since + 42_000)).toBe(
      `Disconnected 42s ago: shown as of ${asOf}, reconnecting…`,
    );
    expect(staleNote(since, since + 3 * 60_000)).toMatch(/^Disconnected 3m ago/);
  });
});
