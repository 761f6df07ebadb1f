import { ClobClient } from '@polymarket/clob-client-v2';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { polygon } from 'viem/chains';
import { expect } from 'vitest';
import { testWallet } from '../support/credentials.js';
import type { Venue } from '../support/venue.js';

export interface ClientTrader {
  address: string;
  /** The official client with the wallet's API credentials; a refused call throws ApiError. */
  client: ClobClient;
}

/**
 * A wallet funded by the faucet that trades through the official client: a viem signer (the
 * client's documented signer) and credentials from createOrDeriveApiKey.
 */
export async function startClientTrader(
  venue: Pick<Venue, 'trading'>,
  host: string,
  seed: string,
  funds: number,
): Promise<ClientTrader> {
  const wallet = testWallet(`compat ${seed}`);
  const signer = createWalletClient({
    account: privateKeyToAccount(wallet.privateKey as Hex),
    chain: polygon,
    transport: http(host),
  });
  const l1 = new ClobClient({ host, chain: 137, signer });
  const creds = await l1.createOrDeriveApiKey();
  expect(creds.key).toMatch(/^[0-9a-f-]{36}$/);
  // Creating them again is refused (400) and the client falls back to deriving the same ones.
  expect(await l1.createOrDeriveApiKey()).toEqual(creds);
  const funded = venue.trading.venue.faucet(wallet.address, Math.round(funds * 1e6));
  expect(funded.balanceMicros).toBe(Math.round(funds * 1e6));
  return {
    address: wallet.address,
    client: new ClobClient({ host, chain: 137, signer, creds, throwOnError: true }),
  };
}
