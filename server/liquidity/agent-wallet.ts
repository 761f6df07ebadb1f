import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { keccak256 } from '../auth/index.js';

interface NativeSecp256k1 {
  privateKeyVerify(privateKey: Uint8Array): boolean;
  publicKeyCreate(privateKey: Uint8Array, compressed: false): Uint8Array;
  ecdsaSign(digest: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number };
}

// The native binding, loaded directly (as server/auth does): the package's main entry would
// silently fall back to a pure-JS curve many times slower.
const secp256k1 = createRequire(import.meta.url)('secp256k1/bindings') as NativeSecp256k1;

/**
 * A market maker's wallet. The private key lives only in this closure: it is derived from the
 * data dir's master key whenever the service starts, never stored, logged or returned.
 */
export interface AgentWallet {
  /** Lower-case 0x address. */
  readonly address: string;
  /** The 65-byte (r, s, v) signature of a 32-byte digest given as 0x hex, as 0x hex. */
  sign(digestHex: string): string;
}

function privateKeyFor(masterKey: Buffer, index: number): Buffer {
  // HMAC of the master key: the same wallets for a data dir, unrelated to any other use of it.
  for (let attempt = 0; ; attempt++) {
    const key = createHmac('sha256', masterKey)
      .update(`marketdesk liquidity agent ${index}/${attempt}`)
      .digest();
    if (secp256k1.privateKeyVerify(key)) return key;
  }
}

export function deriveAgentWallet(masterKey: Buffer, index: number): AgentWallet {
  const privateKey = privateKeyFor(masterKey, index);
  const publicKey = secp256k1.publicKeyCreate(privateKey, false);
  const hash = keccak256(publicKey.subarray(1));
  const address = '0x' + Buffer.from(hash.subarray(12)).toString('hex');
  return {
    address,
    sign(digestHex) {
      const digest = Buffer.from(digestHex.slice(2), 'hex');
      // libsecp256k1 signs with low s, the only form the exchange accepts.
      const { signature, recid } = secp256k1.ecdsaSign(digest, privateKey);
      return '0x' + Buffer.from(signature).toString('hex') + (27 + recid).toString(16);
    },
  };
}
