// Test-side signing with ethers, independent of server/auth's own EIP-712 code.
import { createHmac } from 'node:crypto';
import { Wallet, type TypedDataDomain } from 'ethers';
import type { SignedOrder } from '../../../server/auth/index.js';

export const CHAIN_ID = 137;
export const STANDARD_EXCHANGE = '0xE111180000d2663C0091e4f400237545B87B996B';
export const NEG_RISK_EXCHANGE = '0xe2222d279d744050d28e00520010520000310F59';
export const ZERO_BYTES32 = '0x' + '00'.repeat(32);

export const ORDER_TYPES = {
  Order: [
    { name: 'salt', type: 'uint256' },
    { name: 'maker', type: 'address' },
    { name: 'signer', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'makerAmount', type: 'uint256' },
    { name: 'takerAmount', type: 'uint256' },
    { name: 'side', type: 'uint8' },
    { name: 'signatureType', type: 'uint8' },
    { name: 'timestamp', type: 'uint256' },
    { name: 'metadata', type: 'bytes32' },
    { name: 'builder', type: 'bytes32' },
  ],
};

export const CLOB_AUTH_TYPES = {
  ClobAuth: [
    { name: 'address', type: 'address' },
    { name: 'timestamp', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'message', type: 'string' },
  ],
};

export const orderDomain = (
  verifyingContract = STANDARD_EXCHANGE,
  chainId = CHAIN_ID,
): TypedDataDomain => ({
  name: 'Polymarket CTF Exchange',
  version: '2',
  chainId,
  verifyingContract,
});

export type UnsignedOrder = Omit<SignedOrder, 'signature'>;

export function unsignedOrder(
  wallet: Wallet,
  overrides: Partial<UnsignedOrder> = {},
): UnsignedOrder {
  return {
    salt: 1234567890123,
    maker: wallet.address,
    signer: wallet.address,
    tokenId: '71321045679252212594626385532706912750332728571942532289631379312455583992563',
    makerAmount: '4200000',
    takerAmount: '10000000',
    side: 'BUY',
    signatureType: 0,
    timestamp: '1767225600123',
    metadata: ZERO_BYTES32,
    builder: ZERO_BYTES32,
    ...overrides,
  };
}

/** The EIP-712 message for ethers: side as its uint8 value, like the official client. */
export const orderMessage = (order: UnsignedOrder): Record<string, unknown> => ({
  ...order,
  side: order.side === 'BUY' ? 0 : 1,
});

export async function signOrder(
  wallet: Wallet,
  order: UnsignedOrder,
  domain: TypedDataDomain = orderDomain(),
): Promise<SignedOrder> {
  const signature = await wallet.signTypedData(domain, ORDER_TYPES, orderMessage(order));
  return { ...order, signature };
}

export const CLOB_AUTH_MESSAGE = 'This message attests that I control the given wallet';

export async function l1Headers(
  wallet: Wallet,
  timestamp: number,
  nonce = 0,
  chainId = CHAIN_ID,
  message = CLOB_AUTH_MESSAGE,
): Promise<Record<string, string>> {
  const signature = await wallet.signTypedData(
    { name: 'ClobAuthDomain', version: '1', chainId },
    CLOB_AUTH_TYPES,
    { address: wallet.address, timestamp: String(timestamp), nonce, message },
  );
  return {
    poly_address: wallet.address,
    poly_signature: signature,
    poly_timestamp: String(timestamp),
    poly_nonce: String(nonce),
  };
}

/** HMAC-SHA256 of the L2 message as raw bytes; callers pick the encoding. */
export const l2Hmac = (secret: string, message: string): Buffer =>
  createHmac('sha256', Buffer.from(secret, 'base64url')).update(message).digest();

/** A fixed test key, so failures reproduce. */
export const testWallet = (seed: number): Wallet =>
  new Wallet(
    '0x' +
      (BigInt(seed) + 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318n)
        .toString(16)
        .padStart(64, '0'),
  );
