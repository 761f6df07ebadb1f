import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAddress, Wallet } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { encryptKeystore } from '../../../server/vault/keystore.js';
import {
  ABANDON,
  ABANDON_ADDRESS,
  PASSPHRASE,
  TEST_KEY,
  TEST_SCRYPT_N,
  vaultFixture,
  type Fixture,
} from './helpers.js';

let fixture: Fixture;
/** The vault's clock: moved past the wait a wrong passphrase imposes. */
let clock: number;
const afterTheWait = (): void => void (clock += 5000);
beforeEach(() => {
  clock = Date.UTC(2026, 0, 1);
  fixture = vaultFixture(() => clock);
});
afterEach(() => fixture.close());

const accountsDir = (): string => join(fixture.dir, 'accounts');
const keystorePath = (id: string): string => join(accountsDir(), `${id}.json`);
const mode = (path: string): number => statSync(path).mode & 0o777;

const rejection = async (promise: Promise<unknown>): Promise<ServiceError> => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
};

describe('vault accounts', () => {
  it('creates a wallet: mnemonic answered once, default path, current, locked', async () => {
    const { vault } = fixture;
    const { account, mnemonic } = await vault.create('Main', PASSPHRASE);
    expect(account).toMatchObject({
      name: 'Main',
      source: 'created',
      derivationPath: "m/44'/60'/0'/0/0",
      funder: null,
      signatureType: 0,
    });
    expect(account.address).toBe(Wallet.fromPhrase(mnemonic).address);
    expect(vault.status()).toMatchObject({ currentId: account.id, unlocked: false });
    expect(JSON.stringify(vault.status())).not.toContain(mnemonic.split(' ')[0] + ' ');
  });

  it('writes keystores 0600 in a 0700 directory, atomically, and reloads them', async () => {
    const { vault } = fixture;
    const account = await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    expect(mode(accountsDir())).toBe(0o700);
    expect(mode(keystorePath(account.id))).toBe(0o600);
    expect(mode(join(accountsDir(), 'vault.json'))).toBe(0o600);
    expect(readdirSync(accountsDir()).sort()).toEqual([`${account.id}.json`, 'vault.json']);
    const stored = JSON.parse(readFileSync(keystorePath(account.id), 'utf8'));
    expect(stored).toMatchObject({ version: 3, crypto: { kdf: 'scrypt', cipher: 'aes-128-ctr' } });
    expect(readFileSync(keystorePath(account.id), 'utf8')).not.toContain(TEST_KEY.slice(2));

    const again = fixture.reopen();
    expect(again.status().accounts).toEqual([account]);
    await again.unlock(PASSPHRASE);
    expect(again.signer().address).toBe(new Wallet(TEST_KEY).address);
  });

  it('imports a mnemonic at a chosen path and refuses the same key twice', async () => {
    const { vault } = fixture;
    const first = await vault.importMnemonic('Zero', ABANDON, undefined, PASSPHRASE);
    expect(first).toMatchObject({ address: ABANDON_ADDRESS, source: 'mnemonic' });
    const listed = vault.mnemonicAddresses(ABANDON, undefined, 2);
    const second = await vault.importMnemonic('One', ABANDON, listed[1]!.path, PASSPHRASE);
    expect(second).toMatchObject({ address: listed[1]!.address, derivationPath: listed[1]!.path });
    const again = await rejection(vault.importMnemonic('Again', ABANDON, undefined, PASSPHRASE));
    expect(again.code).toBe('invalid_input');
    expect(again.message).toContain('"Zero"');
  });

  it('exports after the passphrase, and the export imports here and into ethers', async () => {
    const { vault } = fixture;
    const account = await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    expect((await rejection(vault.exportKeystore(account.id, 'not it at all'))).code).toBe(
      'unauthenticated',
    );
    afterTheWait();
    const exported = await vault.exportKeystore(account.id, PASSPHRASE);
    expect(exported.fileName).toMatch(/^UTC--.*--008aeeda4d805471df9b2a5b0f38a0c3bcba786b\.json$/);
    expect((await Wallet.fromEncryptedJson(exported.keystore, PASSPHRASE)).privateKey).toBe(
      TEST_KEY,
    );

    await vault.remove(account.id, PASSPHRASE);
    const imported = await vault.importKeystore('Back', exported.keystore, PASSPHRASE);
    expect(imported).toMatchObject({ address: account.address, source: 'keystore' });
    const bad = await rejection(vault.importKeystore('Bad', '{"version":3}', PASSPHRASE));
    expect(bad.code).toBe('invalid_input');
  });

  it('a wrong passphrase is a clear error and changes nothing', async () => {
    const { vault } = fixture;
    const account = await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const before = readFileSync(keystorePath(account.id));
    const settingsBefore = readFileSync(join(accountsDir(), 'vault.json'));
    for (const attempt of [
      () => vault.unlock('wrong passphrase!'),
      () => vault.remove(account.id, 'wrong passphrase!'),
      () => vault.exportKeystore(account.id, 'wrong passphrase!'),
    ]) {
      afterTheWait();
      const error = await rejection(attempt());
      expect([error.code, error.message]).toEqual(['unauthenticated', 'wrong passphrase']);
    }
    expect(readFileSync(keystorePath(account.id))).toEqual(before);
    expect(readFileSync(join(accountsDir(), 'vault.json'))).toEqual(settingsBefore);
    expect(vault.status()).toMatchObject({ unlocked: false, accounts: [account] });
  });

  it('a corrupt keystore names its account and leaves the others working', async () => {
    const { vault } = fixture;
    const broken = await vault.importPrivateKey('Broken', TEST_KEY, PASSPHRASE);
    const fine = await vault.importMnemonic('Fine', ABANDON, undefined, PASSPHRASE);
    writeFileSync(keystorePath(broken.id), '{"version": 3, "crypto": ');

    const again = fixture.reopen();
    const listed = again.status().accounts;
    expect(listed.find((a) => a.id === broken.id)?.problem).toMatch(/keystore file is corrupt/);
    expect(listed.find((a) => a.id === fine.id)?.problem).toBeUndefined();
    const error = await rejection(again.unlock(PASSPHRASE, broken.id));
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain(`"Broken" (${broken.id})`);
    expect(again.status().currentId).toBe(broken.id);

    await again.unlock(PASSPHRASE, fine.id);
    expect(again.status()).toMatchObject({ currentId: fine.id, unlocked: true });
  });

  it('renames, selects (locking), sets a funder, removes, and persists settings', async () => {
    const { vault } = fixture;
    const a = await vault.importPrivateKey('A', TEST_KEY, PASSPHRASE);
    const b = await vault.importMnemonic('B', ABANDON, undefined, PASSPHRASE);
    await vault.unlock(PASSPHRASE);
    expect(vault.rename(a.id, '  Trading  ').name).toBe('Trading');
    expect(vault.select(b.id)).toMatchObject({ currentId: b.id, unlocked: false });
    const funder = '0x' + 'ab'.repeat(20);
    expect(vault.setFunder(b.id, funder, 1)).toMatchObject({
      funder: getAddress(funder),
      signatureType: 1,
    });
    expect(() => vault.setFunder(b.id, null, 2)).toThrow(/funder is required/);
    expect(() => vault.setFunder(b.id, funder, 0)).toThrow(/must be null/);
    vault.setAutoLock(30);
    expect(() => vault.rename('nope', 'x')).toThrow(/not found/);

    const again = fixture.reopen();
    expect(again.status()).toMatchObject({ currentId: b.id, autoLockMinutes: 30 });
    expect(again.status().accounts.map((x) => x.name)).toEqual(['Trading', 'B']);
    const afterRemove = await again.remove(b.id, PASSPHRASE);
    expect(afterRemove.currentId).toBe(a.id);
    expect(afterRemove.accounts.map((x) => x.id)).toEqual([a.id]);
    expect(readdirSync(accountsDir()).sort()).toEqual([`${a.id}.json`, 'vault.json']);
  });

  it('lists a keystore file dropped in without settings, under a default name', async () => {
    const { vault } = fixture;
    const account = await vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
    const text = readFileSync(keystorePath(account.id), 'utf8');
    const orphan = '00000000-0000-4000-8000-000000000001';
    writeFileSync(keystorePath(orphan), text.replace(/"id":"[^"]+"/, '"id":"x"'));
    const listed = fixture.reopen().status().accounts;
    expect(listed.find((x) => x.id === orphan)).toMatchObject({
      address: account.address,
      source: 'keystore',
      name: 'Account 0x008aee',
    });
  });
});

describe('keystores that do not hold a key', () => {
  it('importing one whose plaintext is not a secp256k1 key answers invalid_input', async () => {
    const { vault } = fixture;
    // The curve's order n itself: 32 bytes, but not a valid private key.
    const order = Buffer.from(
      'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141',
      'hex',
    );
    for (const plaintext of [Buffer.alloc(32), order]) {
      const keystore = await encryptKeystore(plaintext, PASSPHRASE, {
        address: ABANDON_ADDRESS,
        scryptN: TEST_SCRYPT_N,
      });
      const error = await rejection(
        vault.importKeystore('Bad', JSON.stringify(keystore), PASSPHRASE),
      );
      expect([error.code, error.message]).toEqual([
        'invalid_input',
        'keystore does not hold a valid secp256k1 private key',
      ]);
    }
    expect(vault.status().accounts).toEqual([]);
  });
});

describe('removing an account whose keystore is unusable', () => {
  it('needs no passphrase and keeps a corrupt file aside; a missing one just goes', async () => {
    const { vault } = fixture;
    const corrupt = await vault.importPrivateKey('Corrupt', TEST_KEY, PASSPHRASE);
    const missing = await vault.importMnemonic('Missing', ABANDON, undefined, PASSPHRASE);
    const fine = await vault.importMnemonic('Fine', ABANDON, "m/44'/60'/0'/0/1", PASSPHRASE);
    writeFileSync(keystorePath(corrupt.id), '{"version": 3, "crypto": ');
    rmSync(keystorePath(missing.id));
    const again = fixture.reopen();

    await again.remove(corrupt.id, '');
    await again.remove(missing.id, '');
    expect(again.status().accounts.map((account) => account.id)).toEqual([fine.id]);
    const left = readdirSync(accountsDir());
    const aside = left.filter((name) => name.startsWith(`${corrupt.id}.json.corrupt-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(accountsDir(), aside[0]!), 'utf8')).toBe('{"version": 3, "crypto": ');
    expect(left.filter((name) => !aside.includes(name)).sort()).toEqual(
      [`${fine.id}.json`, 'vault.json'].sort(),
    );

    // A readable keystore still needs its passphrase.
    expect((await rejection(again.remove(fine.id, ''))).code).toBe('unauthenticated');
    expect(
      fixture
        .reopen()
        .status()
        .accounts.map((account) => account.id),
    ).toEqual([fine.id]);
  });
});
