import { describe, expect, it } from 'vitest';
import {
  isDerivationPath,
  mnemonicProblem,
  newPassphraseProblem,
  normalizeMnemonic,
} from '../../../../../renderer/features/accounts/passphrase-check.js';

describe('vault form checks', () => {
  it('asks for 8 characters typed the same twice', () => {
    expect(newPassphraseProblem('short', 'short')).toMatch(/At least 8/);
    expect(newPassphraseProblem('long enough', 'long enougH')).toBe('The two passphrases differ');
    expect(newPassphraseProblem('long enough', 'long enough')).toBeNull();
  });

  it('normalises a pasted phrase and counts its words', () => {
    expect(normalizeMnemonic('  Abandon\n ABOUT\tzoo ')).toBe('abandon about zoo');
    expect(mnemonicProblem(Array(12).fill('abandon').join('  '))).toBeNull();
    expect(mnemonicProblem('abandon about')).toMatch(/2 words/);
  });

  it('accepts BIP-32 paths only', () => {
    expect(isDerivationPath("m/44'/60'/0'/0/0")).toBe(true);
    expect(isDerivationPath('m/44/60')).toBe(true);
    expect(isDerivationPath("44'/60'")).toBe(false);
    expect(isDerivationPath("m/44'/60'/x")).toBe(false);
  });
});
