// Signs orders with native libsecp256k1 over the digest server/auth computes: thousands per
// second, for property tests and benches that need many signed orders (the ethers-signed path
// in venue.ts is the independent check of the digest itself).
import { createRequire } from 'node:module';
import type { Auth } from '../../server/auth/index.js';

interface Secp256k1 {
  ecdsaSign(digest: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recid: number };
}
const secp256k1 = createRequire(import.meta.url)('secp256k1') as Secp256k1;

export const ZERO32 = '0x' + '00'.repeat(32);

export interface FastOrder {
  salt: number;
  maker: string;
  signer: string;
  tokenId: string;
  makerAmount: string;
  takerAmount: string;
  side: 'BUY' | 'SELL';
  signatureType: number;
  timestamp: string;
  metadata: string;
  builder: string;
}

/** The order's signature by `privateKey` (0x hex), for the standard or neg-risk exchange. */
export function fastSign(
  auth: Auth,
  privateKey: string,
  order: FastOrder,
  negRisk = false,
): string {
  const hashed = auth.orders.hash(order, negRisk ? 'negRisk' : 'standard');
  if (!hashed.ok) throw new Error(hashed.reason);
  const digest = Buffer.from(hashed.orderHash.slice(2), 'hex');
  const { signature, recid } = secp256k1.ecdsaSign(digest, Buffer.from(privateKey.slice(2), 'hex'));
  return '0x' + Buffer.from(signature).toString('hex') + (27 + recid).toString(16);
}

let salt = 1;

/** A signed POST /order body for a limit order at `priceTicks` (1e-4) of `sizeMicros` shares. */
export function fastOrderBody(
  auth: Auth,
  wallet: { address: string; privateKey: string },
  apiKey: string,
  params: {
    tokenId: string;
    side: 'BUY' | 'SELL';
    priceTicks: number;
    sizeMicros: number;
    orderType?: 'GTC' | 'GTD' | 'FOK' | 'FAK';
    negRisk?: boolean;
  },
) {
  const collateral = String((params.priceTicks * params.sizeMicros) / 10_000);
  const shares = String(params.sizeMicros);
  const order: FastOrder = {
    salt: salt++,
    maker: wallet.address,
    signer: wallet.address,
    tokenId: params.tokenId,
    makerAmount: params.side === 'BUY' ? collateral : shares,
    takerAmount: params.side === 'BUY' ? shares : collateral,
    side: params.side,
    signatureType: 0,
    timestamp: String(Date.now()),
    metadata: ZERO32,
    builder: ZERO32,
  };
  return {
    order: {
      ...order,
      expiration: '0',
      signature: fastSign(auth, wallet.privateKey, order, params.negRisk),
    },
    owner: apiKey,
    orderType: params.orderType ?? 'GTC',
  };
}
