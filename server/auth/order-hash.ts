import { addressBytes } from './address.js';
import {
  SLOT,
  typeHash,
  writeAddress,
  writeBytes32,
  writeHash,
  writeSmallUint,
  writeUintValue,
} from './eip712.js';
import { keccak256 } from './keccak.js';

// The exchange's EIP-712 Order struct (CTF Exchange v2), field for field as the official client
// signs it. `expiration` and `taker` travel with the order but are not signed.
export const ORDER_TYPE =
  'Order(uint256 salt,address maker,address signer,uint256 tokenId,uint256 makerAmount,' +
  'uint256 takerAmount,uint8 side,uint8 signatureType,uint256 timestamp,bytes32 metadata,' +
  'bytes32 builder)';

export type OrderSide = 'BUY' | 'SELL';

/** The signed fields of an order as the client sends them in POST /order. */
export interface SignedOrderFields {
  salt: string | number;
  maker: string;
  signer: string;
  tokenId: string | number;
  makerAmount: string | number;
  takerAmount: string | number;
  side: OrderSide;
  signatureType: number;
  timestamp: string | number;
  metadata: string;
  builder: string;
}

export interface EncodedOrder {
  ok: true;
  structHash: Uint8Array;
  maker: Buffer;
  signer: Buffer;
}

export interface Rejection {
  ok: false;
  reason: string;
}

const ORDER_TYPE_HASH = typeHash(ORDER_TYPE);
const UINT_FIELDS = ['salt', 'tokenId', 'makerAmount', 'takerAmount', 'timestamp'] as const;
const UINT_SLOTS = { salt: 1, tokenId: 4, makerAmount: 5, takerAmount: 6, timestamp: 9 };

// One reusable buffer: hashing is synchronous, so calls never interleave.
const encoded = Buffer.alloc(12 * SLOT);
writeHash(encoded, 0, ORDER_TYPE_HASH);

const reject = (field: string, problem: string): Rejection => ({
  ok: false,
  reason: `order.${field} ${problem}`,
});

/** The EIP-712 struct hash of an order, or the first field that cannot be encoded. */
export function encodeOrder(order: SignedOrderFields): EncodedOrder | Rejection {
  for (const field of UINT_FIELDS) {
    if (!writeUintValue(encoded, UINT_SLOTS[field], order[field])) {
      return reject(field, 'must be a non-negative integer below 2^256');
    }
  }
  const maker = addressBytes(order.maker);
  if (!maker) return reject('maker', 'must be a 0x-prefixed 20-byte hex address');
  const signer = addressBytes(order.signer);
  if (!signer) return reject('signer', 'must be a 0x-prefixed 20-byte hex address');
  writeAddress(encoded, 2, maker);
  writeAddress(encoded, 3, signer);
  if (order.side !== 'BUY' && order.side !== 'SELL') return reject('side', 'must be BUY or SELL');
  writeSmallUint(encoded, 7, order.side === 'BUY' ? 0 : 1);
  const type = order.signatureType;
  if (!Number.isInteger(type) || type < 0 || type > 3) {
    return reject('signatureType', 'must be 0, 1, 2 or 3');
  }
  writeSmallUint(encoded, 8, type);
  if (!writeBytes32(encoded, 10, order.metadata)) {
    return reject('metadata', 'must be 0x-prefixed 32-byte hex');
  }
  if (!writeBytes32(encoded, 11, order.builder)) {
    return reject('builder', 'must be 0x-prefixed 32-byte hex');
  }
  return { ok: true, structHash: keccak256(encoded), maker, signer };
}
