import { describe, expect, it } from 'vitest';
import {
  deskState,
  type DeskInputs,
} from '../../../../../renderer/features/ladder-trading/desk.js';

const inputs = (patch: Partial<DeskInputs> = {}): DeskInputs => ({
  conditionId: '0xc1',
  question: 'Will it rain?',
  title: 'Will it rain?',
  outcomes: [
    { tokenId: 'y', label: 'Yes' },
    { tokenId: 'n', label: 'No' },
  ],
  outcomeIndex: 0,
  tickSize: 0.01,
  minSize: 5,
  acceptingOrders: true,
  feed: null,
  positions: [],
  account: { exists: true, unlocked: true },
  blocked: null,
  selectOutcome: () => undefined,
  ...patch,
});

describe("the desk's state", () => {
  it('is ready to build orders for an open market and an unlocked account', () => {
    expect('ok' in deskState(inputs())).toBe(false);
  });

  it('refuses a resolved market first: its empty book is not the reason', () => {
    expect(deskState(inputs({ acceptingOrders: false }))).toEqual({
      ok: false,
      reason: 'This market is not taking orders',
    });
    expect(
      deskState(inputs({ acceptingOrders: false, account: { exists: false, unlocked: false } })),
    ).toMatchObject({ reason: 'This market is not taking orders' });
  });

  it('says the market is loading before its outcomes are known', () => {
    const loading = inputs({
      acceptingOrders: false,
      outcomes: [],
      blocked: 'The market is still loading',
    });
    expect(deskState(loading)).toMatchObject({ reason: 'The market is still loading' });
  });
});
