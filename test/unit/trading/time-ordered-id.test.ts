import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from '../../../server/trading/time-ordered-id.js';

describe('timeOrderedUuid', () => {
  it('is a version-7 UUID carrying the millisecond time', () => {
    const id = timeOrderedUuid(Date.UTC(2026, 10, 22));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22));
  });

  it('sorts by time and never repeats', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => timeOrderedUuid(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map(() => timeOrderedUuid(1)))).toHaveProperty('size', 1000);
  });
});
