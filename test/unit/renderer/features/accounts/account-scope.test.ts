import { describe, expect, it } from 'vitest';
import { accountScope } from '../../../../../renderer/features/accounts/account-scope.js';

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
