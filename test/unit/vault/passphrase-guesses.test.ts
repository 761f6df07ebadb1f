import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { ABANDON, PASSPHRASE, TEST_KEY, vaultFixture, type Fixture } from './helpers.js';

const WRONG = 'wrong passphrase!';

let fixture: Fixture;
let clock: number;
beforeEach(() => {
  clock = Date.UTC(2026, 0, 1);
  fixture = vaultFixture(() => clock);
});
afterEach(() => fixture.close());

const outcome = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'ok',
    (error: unknown) =>
      error instanceof ServiceError ? `${error.code}: ${error.message}` : String(error),
  );

describe('passphrase guesses', () => {
  it('wait after each wrong passphrase, doubling from 250 ms, per account', async () => {
    const { vault } = fixture;
    const account = await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const other = await vault.importMnemonic('Other', ABANDON, undefined, PASSPHRASE);

    expect(await outcome(vault.unlock(WRONG))).toBe('unauthenticated: wrong passphrase');
    expect(await outcome(vault.unlock(PASSPHRASE))).toBe(
      'rate_limited: wrong passphrase entered: try again in 0.25 s',
    );
    expect(await outcome(vault.exportKeystore(account.id, PASSPHRASE))).toMatch(/^rate_limited/);
    // Another account is not held up.
    expect(await outcome(vault.exportKeystore(other.id, PASSPHRASE))).toBe('ok');

    clock += 250;
    expect(await outcome(vault.unlock(WRONG))).toBe('unauthenticated: wrong passphrase');
    clock += 499;
    expect(await outcome(vault.unlock(PASSPHRASE))).toBe(
      'rate_limited: wrong passphrase entered: try again in 0.00 s',
    );
    clock += 1;
    expect(await outcome(vault.unlock(PASSPHRASE))).toBe('ok');

    // A success starts over.
    vault.lock();
    expect(await outcome(vault.unlock(WRONG))).toMatch(/^unauthenticated/);
    clock += 250;
    expect(await outcome(vault.unlock(PASSPHRASE))).toBe('ok');
  });

  it('the wait is capped at 4 s', async () => {
    const { vault } = fixture;
    await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await outcome(vault.unlock(WRONG))).toMatch(/^unauthenticated/);
      clock += 4000;
    }
    clock -= 1;
    expect(await outcome(vault.unlock(PASSPHRASE))).toMatch(/^rate_limited/);
    clock += 1;
    expect(await outcome(vault.unlock(PASSPHRASE))).toBe('ok');
  });

  it('keep the wait and the count of failures across a restart of the service', async () => {
    const { vault } = fixture;
    await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await outcome(vault.unlock(WRONG))).toMatch(/^unauthenticated/);
      clock += 4000;
    }
    expect(await outcome(vault.unlock(WRONG))).toMatch(/^unauthenticated/);
    vault.close();

    const restarted = fixture.reopen();
    expect(await outcome(restarted.unlock(PASSPHRASE))).toBe(
      'rate_limited: wrong passphrase entered: try again in 2.00 s',
    );
    clock += 2000;
    // The fifth failure waits 4 s, as it would have without the restart.
    expect(await outcome(restarted.unlock(WRONG))).toMatch(/^unauthenticated/);
    clock += 3999;
    expect(await outcome(restarted.unlock(PASSPHRASE))).toMatch(/^rate_limited/);
    clock += 1;
    expect(await outcome(restarted.unlock(PASSPHRASE))).toBe('ok');
    expect(statSync(join(fixture.dir, 'accounts', 'passphrase-guesses.json')).mode & 0o077).toBe(0);
  });

  it('importKeystore refuses a passphrase under 8 characters, saying why', async () => {
    const { vault } = fixture;
    await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const { keystore } = await vault.exportKeystore(vault.status().currentId!, PASSPHRASE);
    expect(await outcome(vault.importKeystore('Short', keystore, 'short'))).toBe(
      'invalid_input: passphrase must be at least 8 characters: it also protects the key here',
    );
  });
});
