import { keccak256, keccakUtf8 } from './keccak.js';

// EIP-712 building blocks over fixed 32-byte ABI slots. Writers return false when a value does
// not fit its type, so callers can name the offending field instead of throwing.

const UINT256_MAX = (1n << 256n) - 1n;
const DECIMAL = /^\d{1,78}$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

export const SLOT = 32;

/** A decimal string (or safe integer) as a uint256, or null when it is not one. */
export function parseUint256(value: string | number | bigint): bigint | null {
  if (typeof value === 'bigint') return value >= 0n && value <= UINT256_MAX ? value : null;
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  }
  if (!DECIMAL.test(value)) return null;
  const parsed = BigInt(value);
  return parsed <= UINT256_MAX ? parsed : null;
}

export function writeUint(out: Buffer, slot: number, value: bigint): void {
  out.write(value.toString(16).padStart(64, '0'), slot * SLOT, SLOT, 'hex');
}

const SAFE_DECIMAL = /^\d{1,15}$/;

// Large values are mostly token ids, a few hundred of them written over and over: their
// encodings are kept rather than parsed into a BigInt each time.
const LARGE_VALUES_KEPT = 4096;
const largeValues = new Map<string, Buffer>();

/**
 * Writes a uint256 given as a decimal string or number; false when it is not one. Values below
 * 10^15 (amounts, timestamps, salts) skip BigInt, which is most of the cost of encoding an order.
 */
export function writeUintValue(out: Buffer, slot: number, value: string | number): boolean {
  const small =
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value >= 0
      : SAFE_DECIMAL.test(value);
  if (!small) {
    if (typeof value !== 'string') return false;
    let encoded = largeValues.get(value);
    if (!encoded) {
      const parsed = parseUint256(value);
      if (parsed === null) return false;
      encoded = Buffer.alloc(SLOT);
      writeUint(encoded, 0, parsed);
      if (largeValues.size === LARGE_VALUES_KEPT) largeValues.clear();
      largeValues.set(value, encoded);
    }
    encoded.copy(out, slot * SLOT);
    return true;
  }
  const number = Number(value);
  const offset = slot * SLOT;
  out.fill(0, offset, offset + 24);
  out.writeUInt32BE(Math.floor(number / 0x1_0000_0000), offset + 24);
  out.writeUInt32BE(number >>> 0, offset + 28);
  return true;
}

export function writeSmallUint(out: Buffer, slot: number, value: number): void {
  out.fill(0, slot * SLOT, slot * SLOT + SLOT - 1);
  out[slot * SLOT + SLOT - 1] = value;
}

/** Writes a 20-byte address right-aligned in its slot. */
export function writeAddress(out: Buffer, slot: number, address: Uint8Array): void {
  out.fill(0, slot * SLOT, slot * SLOT + 12);
  out.set(address, slot * SLOT + 12);
}

export function writeBytes32(out: Buffer, slot: number, hex: string): boolean {
  if (!BYTES32.test(hex)) return false;
  out.write(hex.slice(2), slot * SLOT, SLOT, 'hex');
  return true;
}

export function writeHash(out: Buffer, slot: number, hash: Uint8Array): void {
  out.set(hash, slot * SLOT);
}

/** keccak256 of the type string: the EIP-712 type hash. */
export const typeHash = (type: string): Uint8Array => keccakUtf8(type);

export interface Domain {
  name: string;
  version: string;
  chainId: number;
  /** Absent for domains that sign without one (ClobAuthDomain). */
  verifyingContract?: Uint8Array;
}

export function domainSeparator(domain: Domain): Uint8Array {
  const withContract = domain.verifyingContract !== undefined;
  const type = withContract
    ? 'EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'
    : 'EIP712Domain(string name,string version,uint256 chainId)';
  const encoded = Buffer.alloc((withContract ? 5 : 4) * SLOT);
  writeHash(encoded, 0, typeHash(type));
  writeHash(encoded, 1, keccakUtf8(domain.name));
  writeHash(encoded, 2, keccakUtf8(domain.version));
  writeUint(encoded, 3, BigInt(domain.chainId));
  if (domain.verifyingContract) writeAddress(encoded, 4, domain.verifyingContract);
  return keccak256(encoded);
}

const digestInput = Buffer.alloc(2 + 2 * SLOT);
digestInput[0] = 0x19;
digestInput[1] = 0x01;

/** The digest that is signed: keccak256(0x1901 ‖ domainSeparator ‖ structHash). */
export function typedDataDigest(separator: Uint8Array, structHash: Uint8Array): Uint8Array {
  digestInput.set(separator, 2);
  digestInput.set(structHash, 2 + SLOT);
  return keccak256(digestInput);
}
