import { createRequire } from 'node:module';

interface NativeSecp256k1 {
  ecdsaRecover(
    signature: Uint8Array,
    recid: number,
    digest: Uint8Array,
    compressed: false,
  ): Uint8Array;
}

// The native libsecp256k1 binding, loaded directly: the package's main entry silently falls back
// to a pure-JS curve that is much slower (docs/benchmarks.md), and that must fail loudly instead.
const native = createRequire(import.meta.url)('secp256k1/bindings') as NativeSecp256k1;

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const HALF_ORDER = Buffer.from(
  '7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0',
  'hex',
);

/** The 65 bytes (r, s, v) of a 0x-prefixed hex signature, or null when it is not one. */
export function signatureBytes(value: string): Buffer | null {
  return SIGNATURE.test(value) ? Buffer.from(value.slice(2), 'hex') : null;
}

/** v is 27 or 28 and s in the lower half of the curve order: the one valid form of a signature. */
export function isCanonical(signature: Uint8Array): boolean {
  if (signature.length !== 65) return false;
  const v = signature[64] as number;
  return (v === 27 || v === 28) && Buffer.compare(signature.subarray(32, 64), HALF_ORDER) <= 0;
}

/**
 * The uncompressed public key that produced a 65-byte (r, s, v) signature of the digest, or
 * null. Like OpenZeppelin's ECDSA.recover (what the exchange contract runs), v must be 27 or 28
 * and s must be in the lower half of the curve order, so a signature has one valid form.
 */
export function recoverPublicKey(digest: Uint8Array, signature: Uint8Array): Uint8Array | null {
  if (!isCanonical(signature)) return null;
  const v = signature[64] as number;
  try {
    return native.ecdsaRecover(signature.subarray(0, 64), v - 27, digest, false);
  } catch {
    return null;
  }
}
