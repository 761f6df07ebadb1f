import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVaultHandlers } from '../../../server/vault/methods.js';
import type { CallContext } from '../../../server/contract/index.js';
import { keyAtPath } from '../../../server/vault/hd-wallet.js';
import { ABANDON, PASSPHRASE, TEST_KEY, vaultFixture, type Fixture } from './helpers.js';

const context: CallContext = { client: 'renderer', caller: null, session: true };

let fixture: Fixture;
beforeEach(() => {
  fixture = vaultFixture();
});
afterEach(() => fixture.close());

describe('the private key never leaves the vault', () => {
  it('appears in no answer of any vault method, nor in the status JSON', async () => {
    const handlers = createVaultHandlers(fixture.vault);
    const answers: unknown[] = [];
    const call = async <T>(answer: T | Promise<T>): Promise<T> => {
      const value = await answer;
      answers.push(value);
      return value;
    };
    const created = await call(
      handlers['vault.create']({ name: 'New', passphrase: PASSPHRASE }, context),
    );
    const imported = await call(
      handlers['vault.importPrivateKey'](
        { name: 'Key', privateKey: TEST_KEY, passphrase: PASSPHRASE },
        context,
      ),
    );
    const { id } = imported;
    await call(
      handlers['vault.importMnemonic'](
        { name: 'Mn', mnemonic: ABANDON, passphrase: PASSPHRASE },
        context,
      ),
    );
    await call(handlers['vault.mnemonicAddresses']({ mnemonic: ABANDON, count: 3 }, context));
    await call(handlers['vault.unlock']({ id, passphrase: PASSPHRASE }, context));
    const exported = await call(
      handlers['vault.exportKeystore']({ id, passphrase: PASSPHRASE }, context),
    );
    await call(
      handlers['vault.importKeystore'](
        { name: 'Again', keystore: exported.keystore, passphrase: PASSPHRASE },
        context,
      ),
    ).catch((error: Error) => answers.push(error.message));
    await call(handlers['vault.rename']({ id, name: 'Renamed' }, context));
    await call(
      handlers['vault.setFunder'](
        { id, funder: '0x' + '12'.repeat(20), signatureType: 2 },
        context,
      ),
    );
    await call(handlers['vault.setAutoLock']({ minutes: 3 }, context));
    await call(handlers['vault.createApiKey']({}, context));
    await call(handlers['vault.apiKeys']({}, context));
    await call(handlers['vault.status']({}, context));
    await call(handlers['vault.select']({ id: created.account.id }, context));
    await call(handlers['vault.lock']({}, context));
    await call(handlers['vault.remove']({ id, passphrase: PASSPHRASE }, context));

    const text = JSON.stringify(answers).toLowerCase();
    expect(answers.length).toBeGreaterThanOrEqual(16);
    expect(text).not.toContain(TEST_KEY.slice(2));
    expect(text).not.toContain(keyAtPath(ABANDON).toString('hex'));
    expect(text).toContain(created.mnemonic);
    // The mnemonic of a created wallet is answered once, by vault.create only.
    expect(JSON.stringify(answers.slice(1)).toLowerCase()).not.toContain(created.mnemonic);
    expect(JSON.stringify(fixture.vault.status())).not.toContain(TEST_KEY.slice(2));
  });
});
