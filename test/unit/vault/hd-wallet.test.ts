import { Mnemonic } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import {
  consecutivePaths,
  keyAtPath,
  mnemonicAddresses,
  newMnemonic,
} from '../../../server/vault/hd-wallet.js';
import { addressOfKey } from '../../../server/vault/key-pair.js';

const ABANDON = 'abandon '.repeat(11) + 'about';

describe('BIP-39 mnemonics and BIP-32 paths', () => {
  it("derives the standard test vector at m/44'/60'/0'/0/0", () => {
    expect(addressOfKey(keyAtPath(ABANDON))).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(addressOfKey(keyAtPath(`  ${ABANDON.toUpperCase()}  `))).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    );
  });

  it('lists the addresses of consecutive indexes, the first one the default', () => {
    const listed = mnemonicAddresses(ABANDON, "m/44'/60'/0'/0/0", 3);
    expect(listed.map((entry) => entry.path)).toEqual([
      "m/44'/60'/0'/0/0",
      "m/44'/60'/0'/0/1",
      "m/44'/60'/0'/0/2",
    ]);
    expect(listed[0]?.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(listed[1]?.address).toBe(addressOfKey(keyAtPath(ABANDON, "m/44'/60'/0'/0/1")));
    expect(new Set(listed.map((entry) => entry.address)).size).toBe(3);
    expect(consecutivePaths("m/44'/60'/2'", 2)).toEqual(["m/44'/60'/2'", "m/44'/60'/3'"]);
  });

  it('makes new 12-word mnemonics that are valid and differ', () => {
    const first = newMnemonic();
    expect(first.split(' ')).toHaveLength(12);
    expect(Mnemonic.isValidMnemonic(first)).toBe(true);
    expect(newMnemonic()).not.toBe(first);
  });

  it('refuses a bad checksum or path as invalid input naming the field', () => {
    const wrongChecksum = 'abandon '.repeat(12).trim();
    expect(() => keyAtPath(wrongChecksum)).toThrow(ServiceError);
    expect(() => keyAtPath(wrongChecksum)).toThrow(/mnemonic is not a valid BIP-39/);
    expect(() => keyAtPath(ABANDON, "m/44'/60'/0'/0/4294967295")).toThrow(/path must be/);
    expect(() => mnemonicAddresses(ABANDON, 'x/1', 2)).toThrow(/path must be/);
  });
});
