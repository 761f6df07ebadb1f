import type { Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthConfig } from '../../../server/auth/config.js';
import { createWalletAuthVerifier } from '../../../server/auth/wallet-auth.js';
import { l1Headers, testWallet } from './signing.js';

const NOW = 1_767_225_600;
const verify = createWalletAuthVerifier(resolveAuthConfig());

let wallet: Wallet;
let headers: Record<string, string>;

beforeAll(async () => {
  wallet = testWallet(3);
  headers = await l1Headers(wallet, NOW, 0);
});

const rejection = (reason: string) => ({ ok: false, status: 401, reason });

describe('L1 (wallet) authentication', () => {
  it('accepts a ClobAuth signature made with ethers and names the wallet and nonce', () => {
    expect(verify(headers, NOW)).toEqual({
      ok: true,
      identity: { address: wallet.address, nonce: '0' },
    });
  });

  it('accepts SVC_ and POLY_ prefixes in any case, and a missing NONCE as 0', async () => {
    const svc = {
      SVC_ADDRESS: headers.poly_address,
      Svc_Signature: headers.poly_signature,
      svc_timestamp: headers.poly_timestamp,
    };
    expect(verify(svc, NOW).ok).toBe(true);
    const seven = await l1Headers(wallet, NOW, 7);
    const upper = Object.fromEntries(Object.entries(seven).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verify(upper, NOW)).toEqual({
      ok: true,
      identity: { address: wallet.address, nonce: '7' },
    });
  });

  it('accepts the claimed address in any case', () => {
    expect(verify({ ...headers, poly_address: wallet.address.toLowerCase() }, NOW).ok).toBe(true);
  });

  it('rejects a signature by another wallet than ADDRESS', async () => {
    const other = await l1Headers(testWallet(4), NOW, 0);
    const claimed = { ...other, poly_address: wallet.address };
    expect(verify(claimed, NOW)).toEqual(rejection('invalid L1 signature for ADDRESS'));
  });

  it('rejects a signature over another nonce, timestamp, chain or message', async () => {
    expect(verify({ ...headers, poly_nonce: '1' }, NOW).ok).toBe(false);
    expect(verify({ ...headers, poly_timestamp: String(NOW + 1) }, NOW).ok).toBe(false);
    expect(verify(await l1Headers(wallet, NOW, 0, 80002), NOW).ok).toBe(false);
    expect(verify(await l1Headers(wallet, NOW, 0, 137, 'I control it'), NOW).ok).toBe(false);
  });

  it('accepts a timestamp within 300 s of server time and rejects one outside', () => {
    expect(verify(headers, NOW + 300).ok).toBe(true);
    expect(verify(headers, NOW - 300).ok).toBe(true);
    const stale = 'TIMESTAMP is more than 300 s from server time; sync with GET /time';
    expect(verify(headers, NOW + 301)).toEqual(rejection(stale));
    expect(verify(headers, NOW - 301)).toEqual(rejection(stale));
  });

  it('explains malformed or missing headers with a 401', () => {
    expect(verify({ ...headers, poly_address: 'me' }, NOW)).toEqual(
      rejection('ADDRESS header must be a 0x-prefixed 20-byte hex address'),
    );
    expect(verify({ ...headers, poly_signature: '0x12' }, NOW)).toEqual(
      rejection('SIGNATURE header must be a 0x-prefixed 65-byte hex'),
    );
    const { poly_timestamp: _dropped, ...noTimestamp } = headers;
    expect(verify(noTimestamp, NOW)).toEqual(rejection('missing TIMESTAMP header'));
    expect(verify({ ...headers, poly_timestamp: '1767225600000' }, NOW)).toEqual(
      rejection('TIMESTAMP must be Unix seconds'),
    );
    expect(verify({ ...headers, poly_nonce: '-1' }, NOW)).toEqual(
      rejection('NONCE must be a non-negative integer'),
    );
  });
});
