/** The vault's rule for a new passphrase (its schema asks for at least 8 characters). */
export const MIN_PASSPHRASE_LENGTH = 8;

/** Why a new passphrase and its repetition cannot be used, or null. */
export function newPassphraseProblem(passphrase: string, repeated: string): string | null {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    return `At least ${MIN_PASSPHRASE_LENGTH} characters`;
  }
  if (passphrase !== repeated) return 'The two passphrases differ';
  return null;
}

/** Words of a mnemonic as the vault reads them: trimmed, single spaces, lower case. */
export function normalizeMnemonic(text: string): string {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
}

/** BIP-39 phrases have 12, 15, 18, 21 or 24 words. */
export function mnemonicProblem(text: string): string | null {
  const words = normalizeMnemonic(text).split(' ').filter(Boolean).length;
  return [12, 15, 18, 21, 24].includes(words) ? null : `${words} words: a phrase has 12 to 24`;
}

/** The first account of Ethereum wallets (the vault's default path). */
export const DEFAULT_DERIVATION_PATH = "m/44'/60'/0'/0/0";

/** Derivation paths like m/44'/60'/0'/0/0 (the vault's pattern). */
export const isDerivationPath = (path: string): boolean => /^m(\/[0-9]{1,10}'?){1,10}$/.test(path);
