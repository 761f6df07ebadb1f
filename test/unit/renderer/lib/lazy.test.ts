import { describe, expect, it } from 'vitest';
import { lazy } from '../../../../renderer/lib/lazy.js';

describe('a lazy value', () => {
  it('is made at its first use, once, and kept', () => {
    let made = 0;
    const value = lazy(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(first).toEqual({ made: 1 });
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is falsy', () => {
    let made = 0;
    const value = lazy(() => (made++, 0));
    expect([value(), value()]).toEqual([0, 0]);
    expect(made).toBe(1);
  });
});
