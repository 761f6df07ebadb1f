import { createRequire } from 'node:module';
import { getAddress } from 'ethers/address';
import { keccak256 } from 'ethers/crypto';

interface NativeSecp256k1 {
  privateKeyVerify(privateKey: Uint8Array): boolean;
  publicKeyCreate(privateKey: Uint8Array, compressed: false): Uint8Array;
  ecdsaSign(digest: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number };
}

// The native libsecp256k1 binding, loaded directly as server/auth does: the package's main entry
// would silently fall back to a pure-JS curve.
const secp256k1 = createRequire(import.meta.url)('secp256k1/bindings') as NativeSecp256k1;

const PRIVATE_KEY_HEX = /^(0x)?[0-9a-fA-F]{64}$/;

/** The 32 bytes of a hex private key (0x optional) on the curve, or null. */
export function privateKeyBytes(hex: string): Buffer | null {
  const trimmed = hex.trim();
  if (!PRIVATE_KEY_HEX.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/^0x/, ''), 'hex');
  if (secp256k1.privateKeyVerify(key)) return key;
  key.fill(0);
  return null;
}

export const isPrivateKey = (key: Uint8Array): boolean =>
  key.length === 32 && secp256k1.privateKeyVerify(key);

/** The EIP-55 checksummed address of a private key. */
export function addressOfKey(privateKey: Uint8Array): string {
  const publicKey = secp256k1.publicKeyCreate(privateKey, false);
  return getAddress('0x' + keccak256(publicKey.subarray(1)).slice(-40));
}

/**
 * The 65-byte (r, s, v) signature of a 32-byte digest as 0x hex, v = 27 or 28. libsecp256k1
 * signs with low s, the one form the exchange (and the service's verifier) accepts.
 */
export function signDigest(digest: Uint8Array, privateKey: Uint8Array): string {
  if (digest.length !== 32) throw new Error('a digest to sign must be 32 bytes');
  const { signature, recid } = secp256k1.ecdsaSign(digest, privateKey);
  return '0x' + Buffer.from(signature).toString('hex') + (27 + recid).toString(16);
}
