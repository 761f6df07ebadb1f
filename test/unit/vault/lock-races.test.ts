import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { ABANDON, PASSPHRASE, TEST_KEY, vaultFixture, type Fixture } from './helpers.js';

// unlock awaits scrypt; a lock, selection or close that arrives meanwhile must win.

let fixture: Fixture;
beforeEach(() => {
  fixture = vaultFixture();
});
afterEach(() => fixture.close());

const codeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof ServiceError ? error.code : String(error)),
  );

describe('lock, select and close during an unlock', () => {
  it('unlock then lock at once ends locked', async () => {
    const { vault } = fixture;
    await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const unlocking = codeOf(vault.unlock(PASSPHRASE));
    vault.lock();
    expect(await unlocking).toBe('locked');
    expect(vault.status().unlocked).toBe(false);
    expect(() => vault.signer()).toThrow(/locked/);
  });

  it('unlock(A) then select(B) ends with B current and locked', async () => {
    const { vault } = fixture;
    const a = await vault.importPrivateKey('A', TEST_KEY, PASSPHRASE);
    const b = await vault.importMnemonic('B', ABANDON, undefined, PASSPHRASE);
    expect(vault.status().currentId).toBe(a.id);
    const unlocking = codeOf(vault.unlock(PASSPHRASE, a.id));
    vault.select(b.id);
    expect(await unlocking).toBe('locked');
    expect(vault.status()).toMatchObject({ currentId: b.id, unlocked: false });

    // The same when B was already current as the unlock of A began.
    const again = codeOf(vault.unlock(PASSPHRASE, a.id));
    vault.select(b.id);
    expect(await again).toBe('locked');
    expect(vault.status()).toMatchObject({ currentId: b.id, unlocked: false });
  });

  it('close during an unlock keeps no key', async () => {
    const { vault } = fixture;
    await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const unlocking = codeOf(vault.unlock(PASSPHRASE));
    vault.close();
    expect(await unlocking).toBe('locked');
    expect(vault.status().unlocked).toBe(false);
  });

  it('an unlock with nothing in between still unlocks', async () => {
    const { vault } = fixture;
    await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    await vault.unlock(PASSPHRASE);
    expect(vault.status().unlocked).toBe(true);
  });
});
