import { describe, expect, it } from 'vitest';
import {
  accountScope,
  isCurrentScope,
} from '../../../../../renderer/features/accounts/account-scope.js';

describe('accountScope', () => {
  it('names the current account, so a switch changes every account query key', () => {
    const first = accountScope({ currentId: 'a', unlocked: true }, false);
    const second = accountScope({ currentId: 'b', unlocked: true }, false);
    expect(first).toEqual({ scope: { account: 'a' }, enabled: true });
    expect(second.scope).not.toEqual(first.scope);
  });

  it('asks nothing without an account or before the vault status is known', () => {
    expect(accountScope({ currentId: null, unlocked: false }, false).enabled).toBe(false);
    expect(accountScope(undefined, true)).toEqual({
      scope: { account: null, unlocked: false },
      enabled: false,
    });
  });

  it('keys queries that need the key by the lock, and runs them only when unlocked', () => {
    const unlocked = accountScope({ currentId: 'a', unlocked: true }, true);
    const locked = accountScope({ currentId: 'a', unlocked: false }, true);
    expect(unlocked).toEqual({ scope: { account: 'a', unlocked: true }, enabled: true });
    expect(locked).toEqual({ scope: { account: 'a', unlocked: false }, enabled: false });
  });
});

describe('isCurrentScope', () => {
  const unlocked = { currentId: 'a', unlocked: true };
  const locked = { currentId: 'a', unlocked: false };

  it('is the vault as it is now: the account, and the lock for queries that need the key', () => {
    expect(isCurrentScope({ account: 'a' }, locked)).toBe(true);
    expect(isCurrentScope({ account: 'a', unlocked: true }, unlocked)).toBe(true);
    expect(isCurrentScope({ account: 'a', unlocked: false }, locked)).toBe(true);
  });

  it('is not a scope of the lock as it was, or of another account', () => {
    expect(isCurrentScope({ account: 'a', unlocked: true }, locked)).toBe(false);
    expect(isCurrentScope({ account: 'b' }, unlocked)).toBe(false);
    expect(isCurrentScope({ account: 'a' }, undefined)).toBe(false);
  });

  it('holds for a key without a scope: not an account query', () => {
    expect(isCurrentScope(undefined, locked)).toBe(true);
    expect(isCurrentScope('pages', locked)).toBe(true);
  });
});
