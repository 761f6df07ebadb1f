import { encryptKeystoreJson, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  decryptKeystore,
  encryptKeystore,
  MalformedKeystoreError,
  parseKeystore,
  WrongPassphraseError,
} from '../../../server/vault/keystore.js';

// The test vectors of the Web3 Secret Storage v3 definition: one key, password "testpassword",
// encrypted once with scrypt and once with pbkdf2.
const SPEC_KEY = '7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
const SPEC_SCRYPT = {
  crypto: {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: '83dbcc02d8ccb40e466191a123791e0e' },
    ciphertext: 'd172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c',
    kdf: 'scrypt',
    kdfparams: {
      dklen: 32,
      n: 262144,
      p: 8,
      r: 1,
      salt: 'ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19',
    },
    mac: '2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097',
  },
  id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
  version: 3,
};
const SPEC_PBKDF2 = {
  crypto: {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: '6087dab2f9fdbbfaddc31a909735c1e6' },
    ciphertext: '5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46',
    kdf: 'pbkdf2',
    kdfparams: {
      c: 262144,
      dklen: 32,
      prf: 'hmac-sha256',
      salt: 'ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd',
    },
    mac: '517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2',
  },
  id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
  version: 3,
};
const SMALL_N = 1024;

describe('Web3 Secret Storage v3 keystores', () => {
  it("refuses the specification's scrypt vector by name: its N = 2^18 at r = 1 breaks RFC 7914", () => {
    // OpenSSL (node:crypto) and ethers both refuse these parameters; the cross-checks with
    // ethers below stand in for it, with the same key.
    expect(() => parseKeystore(SPEC_SCRYPT)).toThrow(/must be below 2\^\(16 r\) \(RFC 7914\)/);
  });

  it("decrypts the specification's pbkdf2 test vector", async () => {
    const key = await decryptKeystore(parseKeystore(JSON.stringify(SPEC_PBKDF2)), 'testpassword');
    expect(key.toString('hex')).toBe(SPEC_KEY);
  });

  it('refuses a wrong passphrase by the MAC', async () => {
    const keystore = parseKeystore(SPEC_PBKDF2);
    await expect(decryptKeystore(keystore, 'testpasswort')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
  });

  it('writes keystores that ethers opens, and opens the ones ethers writes', async () => {
    const wallet = new Wallet('0x' + SPEC_KEY);
    const ours = await encryptKeystore(Buffer.from(SPEC_KEY, 'hex'), 'correct horse', {
      address: wallet.address,
      scryptN: SMALL_N,
    });
    expect(ours.crypto.kdfparams).toMatchObject({ n: SMALL_N, r: 8, p: 1, dklen: 32 });
    expect(ours.address).toBe(wallet.address.slice(2).toLowerCase());
    const opened = await Wallet.fromEncryptedJson(JSON.stringify(ours), 'correct horse');
    expect(opened.privateKey).toBe('0x' + SPEC_KEY);

    const theirs = await encryptKeystoreJson(wallet, 'battery staple', { scrypt: { N: SMALL_N } });
    const key = await decryptKeystore(parseKeystore(theirs), 'battery staple');
    expect(key.toString('hex')).toBe(SPEC_KEY);
  });

  it('uses scrypt N = 131072, r = 8, p = 1 unless told otherwise', async () => {
    const keystore = await encryptKeystore(Buffer.from(SPEC_KEY, 'hex'), 'passphrase', {
      address: new Wallet('0x' + SPEC_KEY).address,
    });
    expect(keystore.crypto.kdf).toBe('scrypt');
    expect(keystore.crypto.kdfparams).toMatchObject({ n: 131072, r: 8, p: 1 });
    const key = await decryptKeystore(keystore, 'passphrase');
    expect(key.toString('hex')).toBe(SPEC_KEY);
  });

  it('names what is wrong with a file that is not a keystore', () => {
    const broken = (change: (json: typeof SPEC_SCRYPT) => unknown) => () =>
      parseKeystore(change(structuredClone(SPEC_SCRYPT)));
    const r8 = { ...SPEC_SCRYPT.crypto.kdfparams, r: 8, p: 1 };
    expect(
      broken((json) => ({ ...json, crypto: { ...json.crypto, kdfparams: r8 } })),
    ).not.toThrow();
    expect(() => parseKeystore('{"version":')).toThrow(/invalid JSON/);
    expect(broken((json) => ({ ...json, version: 2 }))).toThrow(/version must be 3/);
    expect(
      broken((json) => ({ ...json, crypto: { ...json.crypto, kdfparams: r8, mac: 'zz' } })),
    ).toThrow(/mac must be hex/);
    expect(
      broken((json) => ({ ...json, crypto: { ...json.crypto, cipher: 'aes-128-cbc' } })),
    ).toThrow(/cipher/);
    expect(
      broken((json) => ({
        ...json,
        crypto: { ...json.crypto, kdfparams: { ...r8, n: 1 << 24 } },
      })),
    ).toThrow(/too large/);
    expect(broken(() => [])).toThrow(MalformedKeystoreError);
  });

  it('refuses scrypt costs that would stall the vault: p above 16, N·r·p above 2^23', () => {
    const withParams = (params: { n: number; r: number; p: number }) => () =>
      parseKeystore({
        ...SPEC_SCRYPT,
        crypto: {
          ...SPEC_SCRYPT.crypto,
          kdfparams: { ...SPEC_SCRYPT.crypto.kdfparams, ...params },
        },
      });
    // Within memory limits but minutes of work: many lanes, or lanes at a large N.
    expect(withParams({ n: 1 << 10, r: 8, p: 17 })).toThrow(/p must be at most 16/);
    expect(withParams({ n: 1 << 18, r: 8, p: 16 })).toThrow(/too large/);
    expect(withParams({ n: 1 << 20, r: 8, p: 2 })).toThrow(/too large/);
    // What real wallets write still opens: the common default, geth's standard, and p = 16.
    expect(withParams({ n: 1 << 17, r: 8, p: 1 })).not.toThrow();
    expect(withParams({ n: 1 << 18, r: 8, p: 1 })).not.toThrow();
    expect(withParams({ n: 1 << 14, r: 8, p: 16 })).not.toThrow();
  });

  it('opens a keystore written with the raw bytes of a non-NFKC passphrase (geth, web3.js)', async () => {
    // "ﬁ" (U+FB01) and a decomposed "é": NFKC turns them into "fi" and "é".
    const typed = 'ﬁle caf\u0065\u0301 passphrase';
    expect(typed.normalize('NFKC')).not.toBe(typed);
    const account = { address: new Wallet('0x' + SPEC_KEY).address, privateKey: '0x' + SPEC_KEY };
    const options = { scrypt: { N: SMALL_N } };
    // ethers normalises a string passphrase (NFKC); given bytes it uses them as they are.
    const asTyped = await encryptKeystoreJson(account, Buffer.from(typed, 'utf8'), options);
    const normalised = await encryptKeystoreJson(account, typed, options);
    for (const json of [asTyped, normalised]) {
      const key = await decryptKeystore(parseKeystore(json), typed);
      expect(key.toString('hex')).toBe(SPEC_KEY);
    }
    await expect(decryptKeystore(parseKeystore(asTyped), 'file café passphrase')).rejects.toThrow(
      WrongPassphraseError,
    );
  });
});
