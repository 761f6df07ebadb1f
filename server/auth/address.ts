import { keccak256 } from './keccak.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const isAddress = (value: string): boolean => ADDRESS.test(value);

/** The 20 bytes of a 0x-prefixed hex address, or null when it is not one. */
export function addressBytes(value: string): Buffer | null {
  return ADDRESS.test(value) ? Buffer.from(value.slice(2), 'hex') : null;
}

/** EIP-55 mixed-case form of a 20-byte address (the canonical way to show one). */
export function checksumAddress(bytes: Uint8Array): string {
  const lower = Buffer.from(bytes).toString('hex');
  const hash = Buffer.from(keccak256(Buffer.from(lower, 'ascii'))).toString('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const char = lower[i] as string;
    out += parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** The address owning an uncompressed (65-byte, 0x04-prefixed) secp256k1 public key. */
export function addressOfPublicKey(publicKey: Uint8Array): Uint8Array {
  return keccak256(publicKey.subarray(1)).subarray(12);
}
