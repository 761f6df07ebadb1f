import { describe, expect, it } from 'vitest';
import type { Market } from '../../../../../server/contract/index.js';
import {
  marketState,
  stateLabel,
} from '../../../../../renderer/features/markets/market-resolution.js';

const YES_NO = { outcomes: '["Yes","No"]' };

const state = (fields: Partial<Market>) =>
  marketState({
    closed: true,
    acceptingOrders: false,
    outcomePrices: '["0","1"]',
    ...fields,
  } as Market);

describe('a market’s state', () => {
  it('is open or paused while it is not closed', () => {
    expect(state({ closed: false, acceptingOrders: true })).toEqual({ kind: 'open' });
    expect(state({ closed: false })).toEqual({ kind: 'paused' });
  });

  it('is resolved to the outcome its settlement pays, however the venue spaces the list', () => {
    expect(state({ outcomePrices: '["0", "1"]', closedTime: '2026-01-02T00:00:00Z' })).toEqual({
      kind: 'resolved',
      winner: 1,
      settlement: [0, 1],
      at: '2026-01-02T00:00:00Z',
    });
    expect(stateLabel(state({ outcomePrices: '["1","0"]' }), YES_NO)).toBe('Resolved: Yes');
    expect(stateLabel(state({ outcomePrices: '["0.5","0.5"]' }), YES_NO)).toBe('Resolved: split');
  });

  it('is closed, not resolved, while its prices are no settlement', () => {
    expect(state({ outcomePrices: '["0.584","0.416"]' })).toEqual({ kind: 'closed' });
    expect(state({ outcomePrices: 'garbage' })).toEqual({ kind: 'closed' });
    expect(stateLabel(state({ outcomePrices: '["0.584","0.416"]' }), YES_NO)).toBe('Closed');
  });
});
