import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDesktopSettings, type DesktopSettings } from '../../../server/contract/index.js';
import { createDesktopHandlers } from '../../../electron/main/desktop-handlers.js';
import {
  createPassphraseStore,
  type SafeStorageLike,
} from '../../../electron/main/passphrase-store.js';
import { createSettingsStore } from '../../../electron/main/settings-store.js';

const ACCOUNT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PASSPHRASE = 'correct horse battery staple';

/** Stands in for the OS keychain: a reversible transform that never leaves the text readable. */
function fakeSafeStorage(
  available = true,
  backend = 'gnome_libsecret',
): SafeStorageLike & { available: boolean } {
  return {
    available,
    isEncryptionAvailable() {
      return this.available;
    },
    getSelectedStorageBackend: () => backend,
    encryptString: (text) => Buffer.from(`enc:${Buffer.from(text).toString('hex')}`),
    decryptString: (data) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('cannot decrypt');
      return Buffer.from(text.slice(4), 'hex').toString();
    },
  };
}

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'marketdesk-keychain-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the passphrase store on safeStorage', () => {
  it('keeps passphrases encrypted in a file only its owner can read', () => {
    const file = join(dir, 'passphrases.json');
    const store = createPassphraseStore(file, fakeSafeStorage());
    store.remember(ACCOUNT, PASSPHRASE);
    expect(readFileSync(file, 'utf8')).not.toContain(PASSPHRASE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createPassphraseStore(file, fakeSafeStorage()).reveal(ACCOUNT)).toBe(PASSPHRASE);
    expect(store.remembered()).toEqual([ACCOUNT]);
    store.forget(ACCOUNT);
    expect(store.reveal(ACCOUNT)).toBeNull();
  });

  it('refuses Linux without a keyring, where Electron encrypts with a key of its own', () => {
    const file = join(dir, 'passphrases.json');
    const store = createPassphraseStore(file, fakeSafeStorage(true, 'basic_text'), 'linux');
    expect(store.available()).toBe(false);
    expect(store.problem()).toBe(
      'No keyring answers on this Linux desktop (Electron\'s secret store is "basic_text", a key ' +
        'anyone can read), so passphrases are not remembered: run GNOME Keyring or KWallet.',
    );
    expect(() => store.remember(ACCOUNT, PASSPHRASE)).toThrow(/No keyring/);
    for (const backend of ['gnome_libsecret', 'kwallet5', 'kwallet6']) {
      expect(createPassphraseStore(file, fakeSafeStorage(true, backend), 'linux').problem()).toBe(
        null,
      );
    }
    // The keychain of macOS and Windows' DPAPI have no such fallback.
    const withoutBackend: SafeStorageLike = {
      ...fakeSafeStorage(),
      getSelectedStorageBackend: undefined,
    };
    expect(createPassphraseStore(file, withoutBackend, 'darwin').available()).toBe(true);
    expect(createPassphraseStore(file, withoutBackend, 'linux').available()).toBe(false);
  });

  it('keeps nothing without the keychain, and reveals nothing it cannot decrypt', () => {
    const file = join(dir, 'passphrases.json');
    const storage = fakeSafeStorage(false);
    const store = createPassphraseStore(file, storage);
    expect(store.available()).toBe(false);
    expect(() => store.remember(ACCOUNT, PASSPHRASE)).toThrow(/keychain/);
    storage.available = true;
    store.remember(ACCOUNT, PASSPHRASE);
    const otherKey: SafeStorageLike = {
      ...fakeSafeStorage(),
      decryptString: () => {
        throw new Error('bad key');
      },
    };
    expect(createPassphraseStore(file, otherKey).reveal(ACCOUNT)).toBeNull();
    storage.available = false;
    expect(store.reveal(ACCOUNT)).toBeNull();
  });
});

function setup(initial: Partial<DesktopSettings> = {}) {
  const settings = createSettingsStore(join(dir, 'settings.json'));
  settings.write({ ...defaultDesktopSettings(), ...initial });
  const passphrases = createPassphraseStore(join(dir, 'passphrases.json'), fakeSafeStorage());
  const host = {
    state: vi.fn(() => ({ state: 'running' as const, apiUrl: null })),
    unlock: vi.fn(async () => ({ ok: true as const })),
    restart: vi.fn(async () => undefined),
  };
  const openExternal = vi.fn();
  const handlers = createDesktopHandlers({
    settings,
    passphrases,
    host,
    openExternal,
    appInfo: () => {
      throw new Error('not used');
    },
  });
  return { settings, passphrases, host, openExternal, handlers };
}

describe('the desktop handlers', () => {
  it('remember no passphrase while the setting is off (the default)', () => {
    const { handlers, passphrases } = setup();
    expect(defaultDesktopSettings().rememberPassphrases).toBe(false);
    expect(() =>
      handlers['keychain:remember']({ accountId: ACCOUNT, passphrase: PASSPHRASE }),
    ).toThrow(/switched off/);
    expect(passphrases.remembered()).toEqual([]);
  });

  it('unlock with the remembered passphrase in the service, never answering it', async () => {
    const { handlers, host } = setup({ rememberPassphrases: true });
    handlers['keychain:remember']({ accountId: ACCOUNT, passphrase: PASSPHRASE });
    const result = await handlers['keychain:unlock']({ accountId: ACCOUNT });
    expect(result).toEqual({ ok: true });
    expect(JSON.stringify(result)).not.toContain(PASSPHRASE);
    expect(host.unlock).toHaveBeenCalledWith(ACCOUNT, PASSPHRASE);
    const status = handlers['keychain:status']({});
    expect(status).toEqual({ available: true, problem: null, remembered: [ACCOUNT] });
  });

  it('forget every passphrase when the setting is switched off', async () => {
    const { handlers, passphrases, host } = setup({ rememberPassphrases: true });
    handlers['keychain:remember']({ accountId: ACCOUNT, passphrase: PASSPHRASE });
    await handlers['settings:set']({ ...defaultDesktopSettings(), rememberPassphrases: false });
    expect(passphrases.remembered()).toEqual([]);
    expect(await handlers['keychain:unlock']({ accountId: ACCOUNT })).toEqual({
      ok: false,
      message: 'no passphrase is remembered',
    });
    expect(host.restart).not.toHaveBeenCalled();
  });

  it('restart the service when the HTTP port setting changes', async () => {
    const { handlers, host, settings } = setup();
    await handlers['settings:set']({ ...defaultDesktopSettings(), httpEnabled: false });
    expect(host.restart).toHaveBeenCalledOnce();
    expect(settings.read().httpEnabled).toBe(false);
    await handlers['settings:set']({ ...defaultDesktopSettings(), httpEnabled: false });
    expect(host.restart).toHaveBeenCalledOnce();
    await handlers['settings:set']({ ...defaultDesktopSettings(), httpPort: 9001 });
    expect(host.restart).toHaveBeenCalledTimes(2);
  });

  it('open only allowed https links in the browser', () => {
    const { handlers, openExternal } = setup();
    expect(handlers['shell:open-external']({ url: 'https://polymarket.com/x' })).toBe(true);
    expect(handlers['shell:open-external']({ url: 'http://polymarket.com/x' })).toBe(false);
    expect(openExternal.mock.calls).toEqual([['https://polymarket.com/x']]);
  });
});

describe('the settings store', () => {
  it('defaults: the HTTP port on at 8437, passphrases not remembered', () => {
    expect(createSettingsStore(join(dir, 'none.json')).read()).toEqual({
      httpEnabled: true,
      httpPort: 8437,
      rememberPassphrases: false,
    });
  });
});
