import {
  createCipheriv,
  createDecipheriv,
  pbkdf2,
  randomBytes,
  randomUUID,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { promisify } from 'node:util';
import { keccak256 } from 'ethers/crypto';

// Web3 Secret Storage v3, the encrypted JSON keystore every Ethereum wallet reads and writes:
// a key derived from the passphrase (scrypt, or pbkdf2 in older files) encrypts the private key
// with aes-128-ctr under its first 16 bytes; keccak-256(derived[16..32] ‖ ciphertext) is the MAC
// that tells a wrong passphrase from a right one.

const scryptAsync = promisify(scrypt) as (
  password: string | Buffer,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

/** scrypt N of new keystores: the common wallets' default (128 MiB of memory at r = 8). */
export const DEFAULT_SCRYPT_N = 131072;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
/** Larger cost parameters in a file are refused rather than allowed to exhaust memory or time. */
const MAX_SCRYPT_MEMORY = 1024 * 1024 * 1024;
/** OpenSSL runs the p lanes one after another: p multiplies the time, not the memory. */
const MAX_SCRYPT_P = 16;
/**
 * scrypt's work grows with N·r·p. 2^23 is eight times the common wallets' default (2^17 at
 * r = 8, p = 1) and admits geth's "standard" 2^18 at r = 8: any real wallet's file opens, while
 * a crafted one cannot hold the vault's queue for minutes.
 */
const MAX_SCRYPT_WORK = 2 ** 23;
const MAX_PBKDF2_ROUNDS = 10_000_000;

export interface KeystoreV3 {
  version: 3;
  id: string;
  /** Lower-case hex without 0x, as other wallets write it. */
  address?: string;
  crypto: {
    cipher: 'aes-128-ctr';
    cipherparams: { iv: string };
    ciphertext: string;
    kdf: 'scrypt' | 'pbkdf2';
    kdfparams: ScryptParams | Pbkdf2Params;
    mac: string;
  };
}

interface ScryptParams {
  dklen: number;
  salt: string;
  n: number;
  r: number;
  p: number;
}

interface Pbkdf2Params {
  dklen: number;
  salt: string;
  c: number;
  prf: 'hmac-sha256';
}

/** The file is not a keystore this vault can read; the message says why. */
export class MalformedKeystoreError extends Error {
  override name = 'MalformedKeystoreError';
}

/** The passphrase does not open the keystore (its MAC does not match). */
export class WrongPassphraseError extends Error {
  override name = 'WrongPassphraseError';
  constructor() {
    super('wrong passphrase');
  }
}

/** What OpenSSL's scrypt allocates (its V and B arrays): node:crypto's maxmem must cover it. */
const scryptMemory = (n: number, r: number, p: number): number => 128 * r * (n + 2 + p);

const HEX = /^(?:[0-9a-fA-F]{2})+$/;
const ADDRESS_HEX = /^(0x)?[0-9a-fA-F]{40}$/;

const malformed = (problem: string): MalformedKeystoreError =>
  new MalformedKeystoreError(`not a v3 keystore: ${problem}`);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hexField(record: Record<string, unknown>, name: string, bytes?: number): string {
  const value = record[name];
  if (typeof value !== 'string' || !HEX.test(value)) throw malformed(`${name} must be hex`);
  if (bytes !== undefined && value.length !== bytes * 2) {
    throw malformed(`${name} must be ${bytes} bytes`);
  }
  return value.toLowerCase();
}

function positiveInteger(record: Record<string, unknown>, name: string): number {
  const value = record[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw malformed(`kdfparams.${name} must be a positive integer`);
  }
  return value;
}

function parseKdfParams(kdf: unknown, params: unknown): ScryptParams | Pbkdf2Params {
  if (!isRecord(params)) throw malformed('kdfparams missing');
  const dklen = positiveInteger(params, 'dklen');
  if (dklen < 32) throw malformed('kdfparams.dklen must be at least 32');
  const salt = hexField(params, 'salt');
  if (kdf === 'scrypt') {
    const n = positiveInteger(params, 'n');
    const r = positiveInteger(params, 'r');
    const p = positiveInteger(params, 'p');
    if ((n & (n - 1)) !== 0 || n < 2) throw malformed('kdfparams.n must be a power of two');
    // RFC 7914's bound, which OpenSSL and the common JS implementations (ethers) enforce too.
    if (16 * r < 53 && n >= 2 ** (16 * r)) {
      throw malformed('scrypt kdfparams.n must be below 2^(16 r) (RFC 7914)');
    }
    if (p > MAX_SCRYPT_P) throw malformed(`scrypt kdfparams.p must be at most ${MAX_SCRYPT_P}`);
    if (scryptMemory(n, r, p) > MAX_SCRYPT_MEMORY || n * r * p > MAX_SCRYPT_WORK) {
      throw malformed('scrypt parameters are too large');
    }
    return { dklen, salt, n, r, p };
  }
  if (kdf === 'pbkdf2') {
    const c = positiveInteger(params, 'c');
    if (c > MAX_PBKDF2_ROUNDS) throw malformed('pbkdf2 rounds are too many');
    if (params.prf !== 'hmac-sha256') throw malformed('pbkdf2 prf must be hmac-sha256');
    return { dklen, salt, c, prf: 'hmac-sha256' };
  }
  throw malformed('kdf must be scrypt or pbkdf2');
}

/** Checks the shape of a keystore (JSON text or parsed), without the passphrase. */
export function parseKeystore(input: string | unknown): KeystoreV3 {
  let json: unknown = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      throw malformed('invalid JSON');
    }
  }
  if (!isRecord(json)) throw malformed('not a JSON object');
  if (json.version !== 3) throw malformed('version must be 3');
  // Some wallets (older geth) spell it "Crypto".
  const crypto = json.crypto ?? json.Crypto;
  if (!isRecord(crypto)) throw malformed('crypto missing');
  if (crypto.cipher !== 'aes-128-ctr') throw malformed('cipher must be aes-128-ctr');
  if (!isRecord(crypto.cipherparams)) throw malformed('cipherparams missing');
  const kdf = crypto.kdf;
  const keystore: KeystoreV3 = {
    version: 3,
    id: typeof json.id === 'string' ? json.id : randomUUID(),
    crypto: {
      cipher: 'aes-128-ctr',
      cipherparams: { iv: hexField(crypto.cipherparams, 'iv', 16) },
      ciphertext: hexField(crypto, 'ciphertext', 32),
      kdf: kdf === 'pbkdf2' ? 'pbkdf2' : 'scrypt',
      kdfparams: parseKdfParams(kdf, crypto.kdfparams),
      mac: hexField(crypto, 'mac', 32),
    },
  };
  if (typeof json.address === 'string' && ADDRESS_HEX.test(json.address)) {
    keystore.address = json.address.replace(/^0x/, '').toLowerCase();
  }
  return keystore;
}

/**
 * The passphrase as KDF input. ethers and this vault write keystores with its NFKC form; geth
 * and web3.js with its UTF-8 bytes as typed, which differ only for a passphrase NFKC changes.
 */
type PassphraseForm = 'nfkc' | 'raw';

async function deriveKey(
  passphrase: string,
  crypto: KeystoreV3['crypto'],
  form: PassphraseForm = 'nfkc',
): Promise<Buffer> {
  const params = crypto.kdfparams;
  const salt = Buffer.from(params.salt, 'hex');
  const password = Buffer.from(form === 'nfkc' ? passphrase.normalize('NFKC') : passphrase, 'utf8');
  if ('n' in params) {
    return scryptAsync(password, salt, params.dklen, {
      N: params.n,
      r: params.r,
      p: params.p,
      maxmem: scryptMemory(params.n, params.r, params.p) + 1024 * 1024,
    });
  }
  return pbkdf2Async(password, salt, params.c, params.dklen, 'sha256');
}

const macOf = (derived: Buffer, ciphertext: Buffer): Buffer =>
  Buffer.from(keccak256(Buffer.concat([derived.subarray(16, 32), ciphertext])).slice(2), 'hex');

/**
 * The private key a keystore holds; WrongPassphraseError when the MAC does not match the
 * passphrase's NFKC form, nor (when that differs) its bytes as typed.
 */
export async function decryptKeystore(keystore: KeystoreV3, passphrase: string): Promise<Buffer> {
  const opened = await decryptWith(keystore, passphrase, 'nfkc');
  if (opened) return opened;
  const raw = passphrase.normalize('NFKC') !== passphrase;
  const openedRaw = raw ? await decryptWith(keystore, passphrase, 'raw') : null;
  if (openedRaw) return openedRaw;
  throw new WrongPassphraseError();
}

/** The key, or null when the MAC does not match this form of the passphrase. */
async function decryptWith(
  keystore: KeystoreV3,
  passphrase: string,
  form: PassphraseForm,
): Promise<Buffer | null> {
  const { crypto } = keystore;
  const derived = await deriveKey(passphrase, crypto, form);
  const ciphertext = Buffer.from(crypto.ciphertext, 'hex');
  try {
    if (!timingSafeEqual(macOf(derived, ciphertext), Buffer.from(crypto.mac, 'hex'))) return null;
    const iv = Buffer.from(crypto.cipherparams.iv, 'hex');
    const decipher = createDecipheriv('aes-128-ctr', derived.subarray(0, 16), iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } finally {
    derived.fill(0);
  }
}

export interface EncryptOptions {
  /** scrypt N; only tests pass a smaller one. */
  scryptN?: number;
  /** Checksummed or lower-case 0x address of the key, recorded for other wallets. */
  address: string;
}

/** A new v3 keystore of a 32-byte private key (scrypt, fresh salt, iv and id). */
export async function encryptKeystore(
  privateKey: Buffer,
  passphrase: string,
  options: EncryptOptions,
): Promise<KeystoreV3> {
  const kdfparams: ScryptParams = {
    dklen: 32,
    salt: randomBytes(32).toString('hex'),
    n: options.scryptN ?? DEFAULT_SCRYPT_N,
    r: SCRYPT_R,
    p: SCRYPT_P,
  };
  const iv = randomBytes(16);
  const crypto: KeystoreV3['crypto'] = {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: iv.toString('hex') },
    ciphertext: '',
    kdf: 'scrypt',
    kdfparams,
    mac: '',
  };
  const derived = await deriveKey(passphrase, crypto);
  try {
    const cipher = createCipheriv('aes-128-ctr', derived.subarray(0, 16), iv);
    const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
    crypto.ciphertext = ciphertext.toString('hex');
    crypto.mac = macOf(derived, ciphertext).toString('hex');
  } finally {
    derived.fill(0);
  }
  return {
    version: 3,
    id: randomUUID(),
    address: options.address.slice(2).toLowerCase(),
    crypto,
  };
}
