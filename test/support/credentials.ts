// Test-side L1 and L2 signing (ethers and node:crypto), independent of server/auth's own code.
import { createHmac } from 'node:crypto';
import { id, Wallet } from 'ethers';
import { expect } from 'vitest';
import type { ApiCredentials } from '../../server/auth/index.js';
import type { TestService } from './app.js';

export const CHAIN_ID = 137;

const CLOB_AUTH_TYPES = {
  ClobAuth: [
    { name: 'address', type: 'address' },
    { name: 'timestamp', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'message', type: 'string' },
  ],
};

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A fixed key per seed, so failures reproduce. */
export const testWallet = (seed: number | string): Wallet =>
  new Wallet(id(`marketdesk test wallet ${seed}`));

/** The POLY_ L1 headers of a ClobAuth signature, as the official client sends them. */
export async function l1Headers(
  wallet: Wallet,
  nonce: number | string | bigint = 0,
  timestamp: number = nowSeconds(),
  chainId: number = CHAIN_ID,
): Promise<Record<string, string>> {
  const signature = await wallet.signTypedData(
    { name: 'ClobAuthDomain', version: '1', chainId },
    CLOB_AUTH_TYPES,
    {
      address: wallet.address,
      timestamp: String(timestamp),
      nonce: BigInt(nonce),
      message: 'This message attests that I control the given wallet',
    },
  );
  return {
    POLY_ADDRESS: wallet.address,
    POLY_SIGNATURE: signature,
    POLY_TIMESTAMP: String(timestamp),
    POLY_NONCE: String(nonce),
  };
}

export interface L2Options {
  timestamp?: number;
  /** 'base64url' (default) is what real clients send, '=' padding kept; the spec says hex. */
  encoding?: 'base64url' | 'hex';
  prefix?: 'POLY_' | 'SVC_';
}

/**
 * The L2 headers of a request: HMAC-SHA256 under the base64url secret of TIMESTAMP + METHOD +
 * path (any query string is dropped, as the official client signs it) + the exact body text.
 */
export function l2Headers(
  creds: ApiCredentials,
  address: string,
  method: string,
  path: string,
  body?: string,
  { timestamp = nowSeconds(), encoding = 'base64url', prefix = 'POLY_' }: L2Options = {},
): Record<string, string> {
  const message = String(timestamp) + method.toUpperCase() + path.split('?')[0] + (body ?? '');
  const digest = createHmac('sha256', Buffer.from(creds.secret, 'base64url'))
    .update(message)
    .digest();
  const signature =
    encoding === 'hex'
      ? digest.toString('hex')
      : digest.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
  return {
    [`${prefix}ADDRESS`]: address,
    [`${prefix}SIGNATURE`]: signature,
    [`${prefix}TIMESTAMP`]: String(timestamp),
    [`${prefix}API_KEY`]: creds.apiKey,
    [`${prefix}PASSPHRASE`]: creds.passphrase,
  };
}

/** Creates the wallet's API credentials for `nonce` through POST /auth/api-key. */
export async function createKey(
  service: TestService,
  wallet: Wallet,
  nonce: number | string = 0,
): Promise<ApiCredentials> {
  const response = await service.app.inject({
    method: 'POST',
    url: '/auth/api-key',
    headers: await l1Headers(wallet, nonce),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
