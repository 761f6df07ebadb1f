// The venue's newest official SDK, @polymarket/client, unpatched and pointed at a local venue:
// its three surfaces through forkEnvironmentConfig (the catalog, public-data and order-book
// mounts of the one port) and its two WebSocket channels. The SDK declares Node 24 and uses the
// global WebSocket; Node 20 has none, so the ws package stands in for it.
import {
  createPublicClient,
  createSecureClient,
  forkEnvironmentConfig,
  type EnvironmentConfig,
} from '@polymarket/client';
import { privateKey } from '@polymarket/client/viem';
import WebSocket from 'ws';
import { testWallet } from '../support/credentials.js';

const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

/** The SDK's environment for a venue listening at `host` (`http://127.0.0.1:<port>`). */
export function sdkEnvironment(host: string): EnvironmentConfig {
  const ws = host.replace(/^http/, 'ws');
  return forkEnvironmentConfig({
    name: 'marketdesk-local',
    chainId: 137,
    gamma: { rest: `${host}/catalog` },
    data: { rest: `${host}/data` },
    clob: {
      rest: `${host}/clob`,
      market: { ws: `${ws}/ws/market` },
      user: { ws: `${ws}/ws/user` },
    },
  });
}

/** A client without a wallet: discovery, public data, the books and the market channel. */
export const sdkPublicClient = (host: string) =>
  createPublicClient({ environment: sdkEnvironment(host) });

export interface SdkTrader {
  address: string;
  client: Awaited<ReturnType<typeof createSecureClient>>;
}

/**
 * A wallet trading as itself (an EOA account, signature type 0) through the SDK: it creates or
 * derives its API key from the venue on the way in. Fund it with the venue's faucet.
 */
export async function sdkSecureClient(host: string, seed: string): Promise<SdkTrader> {
  const wallet = testWallet(`sdk ${seed}`);
  const client = await createSecureClient({
    environment: sdkEnvironment(host),
    signer: privateKey(wallet.privateKey),
    wallet: wallet.address,
  });
  return { address: wallet.address, client };
}
