import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { methods, ServiceError } from '../../../server/contract/index.js';
import { PASSPHRASE, TEST_KEY, vaultFixture, type Fixture } from './helpers.js';

// Account ids come from the renderer: names of Object.prototype's members must find nothing.
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const FUNDER = '0x' + 'ab'.repeat(20);

let fixture: Fixture;
beforeEach(() => {
  fixture = vaultFixture();
});
afterEach(() => fixture.close());

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return (error as ServiceError).code;
  }
  return 'no error';
};

const rejectionCode = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error instanceof ServiceError ? error.code : String(error)),
  );

const prototypeIsClean = (): void => {
  const plain: Record<string, unknown> = {};
  expect(plain['funder']).toBeUndefined();
  expect(plain['signatureType']).toBeUndefined();
  expect(plain['name']).toBeUndefined();
};

describe('vault account ids', () => {
  it('setFunder, select, rename on prototype names answer not_found and pollute nothing', async () => {
    const { vault } = fixture;
    const account = await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    for (const id of HOSTILE) {
      expect(codeOf(() => vault.setFunder(id, FUNDER, 1))).toBe('not_found');
      expect(codeOf(() => vault.select(id))).toBe('not_found');
      expect(codeOf(() => vault.rename(id, 'Evil'))).toBe('not_found');
      expect(await rejectionCode(vault.unlock(PASSPHRASE, id))).toBe('not_found');
      expect(await rejectionCode(vault.remove(id, PASSPHRASE))).toBe('not_found');
      expect(await rejectionCode(vault.exportKeystore(id, PASSPHRASE))).toBe('not_found');
    }
    prototypeIsClean();
    // The vault is not stuck on a phantom account.
    expect(vault.status()).toMatchObject({ currentId: account.id, accounts: [account] });
    await vault.unlock(PASSPHRASE);
    expect(vault.status().unlocked).toBe(true);
  });

  it('drops prototype names and non-UUID ids from a hand-edited vault.json', async () => {
    const account = await fixture.vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const path = join(fixture.dir, 'accounts', 'vault.json');
    const stored = readFileSync(path, 'utf8');
    const record = JSON.stringify(account);
    const hostile = stored
      .replace('"accounts": {', `"accounts": {"__proto__": ${record}, "constructor": ${record},`)
      .replace(/"currentId": "[^"]+"/, '"currentId": "constructor"');
    writeFileSync(path, hostile);

    const again = fixture.reopen();
    prototypeIsClean();
    expect(again.status().accounts.map((each) => each.id)).toEqual([account.id]);
    expect(again.status().currentId).toBe(account.id);
  });

  it('the contract accepts only the UUIDs the vault makes', async () => {
    const account = await fixture.vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const input = methods['vault.select'].input;
    expect(Value.Check(input, { id: account.id })).toBe(true);
    for (const id of [...HOSTILE, '', account.id.toUpperCase(), `${account.id}x`]) {
      expect(Value.Check(input, { id }), id).toBe(false);
    }
  });
});
