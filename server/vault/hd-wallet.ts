import { randomBytes } from 'node:crypto';
import { HDNodeWallet, Mnemonic } from 'ethers/wallet';
import { badParameter, DEFAULT_DERIVATION_PATH } from '../contract/index.js';

// BIP-39 mnemonics and BIP-32 derivation through ethers. ethers hands keys over as hex strings,
// which stay in the JS heap until collected: the vault turns them into buffers it can zero.

/** Derivation paths like m/44'/60'/0'/0/0: hardened (') or not, at most 2^31 - 1 per level. */
const PATH = /^m(\/[0-9]{1,10}'?){1,10}$/;
const HARDENED = 0x8000_0000;

export function normalizeMnemonic(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/).join(' ');
}

function mnemonicOf(phrase: string): Mnemonic {
  const normalized = normalizeMnemonic(phrase);
  if (!Mnemonic.isValidMnemonic(normalized)) {
    throw badParameter('mnemonic', 'is not a valid BIP-39 English mnemonic');
  }
  return Mnemonic.fromPhrase(normalized);
}

function checkPath(path: string): string {
  const valid =
    PATH.test(path) &&
    path
      .slice(2)
      .split('/')
      .every((level) => Number.parseInt(level, 10) < HARDENED);
  if (!valid) throw badParameter('path', "must be a BIP-32 path such as m/44'/60'/0'/0/0");
  return path;
}

/** A new 12-word English mnemonic from 128 bits of system randomness. */
export const newMnemonic = (): string => Mnemonic.fromEntropy(randomBytes(16)).phrase;

/** The private key at a path of a mnemonic. */
export function keyAtPath(phrase: string, path: string = DEFAULT_DERIVATION_PATH): Buffer {
  const wallet = HDNodeWallet.fromMnemonic(mnemonicOf(phrase), checkPath(path));
  return Buffer.from(wallet.privateKey.slice(2), 'hex');
}

/** `count` consecutive paths from `path`: its last index counted up (keeps a trailing '). */
export function consecutivePaths(path: string, count: number): string[] {
  checkPath(path);
  const cut = path.lastIndexOf('/');
  const last = path.slice(cut + 1);
  const hardened = last.endsWith("'") ? "'" : '';
  const first = Number.parseInt(last, 10);
  if (first + count > HARDENED) throw badParameter('path', 'leaves no room for more indexes');
  return Array.from({ length: count }, (_, i) => `${path.slice(0, cut)}/${first + i}${hardened}`);
}

/** The addresses at consecutive indexes of a mnemonic, to let the trader pick one. */
export function mnemonicAddresses(
  phrase: string,
  path: string = DEFAULT_DERIVATION_PATH,
  count = 5,
): { path: string; address: string }[] {
  const root = HDNodeWallet.fromSeed(mnemonicOf(phrase).computeSeed());
  return consecutivePaths(path, count).map((at) => ({
    path: at,
    address: root.derivePath(at).address,
  }));
}
