import { describe, expect, it } from 'vitest';
import { createReconnectWatch } from '../../../../../renderer/features/portfolio/reconnect-watch.js';

describe('createReconnectWatch', () => {
  it('ignores the first open', () => {
    const reopened = createReconnectWatch('connecting');
    expect(reopened('open')).toBe(false);
  });

  it('answers true once when the socket opens again after a drop', () => {
    const reopened = createReconnectWatch('open');
    expect(reopened('reconnecting')).toBe(false);
    expect(reopened('reconnecting')).toBe(false);
    expect(reopened('open')).toBe(true);
    expect(reopened('open')).toBe(false);
  });

  it('catches up after every drop, also after a first open it saw itself', () => {
    const reopened = createReconnectWatch('connecting');
    reopened('open');
    reopened('reconnecting');
    expect(reopened('open')).toBe(true);
    reopened('reconnecting');
    expect(reopened('open')).toBe(true);
  });
});
