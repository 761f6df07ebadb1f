// A started service (the product as `serve` starts it) with a vault account unlocked and paper
// collateral, and helpers to issue grants and act with them over the scripts' port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GrantLimits, MethodName, NewGrant } from '../../server/contract/index.js';
import type { ServiceConfig } from '../../server/config/config.js';
import { startService, type RunningService } from '../../server/host/compose.js';
import { quietConfig } from './quiet-service.js';

export const GRANT_KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
export const GRANT_PASSPHRASE = 'correct horse battery';

export const OPEN_LIMITS: GrantLimits = {
  scope: 'all',
  marketIds: [],
  eventSlug: null,
  sides: ['BUY', 'SELL'],
  orderTypes: ['GTC', 'GTD', 'FOK', 'FAK'],
  maxOrderSize: null,
  maxOrderNotional: null,
  maxOpenNotional: null,
  maxDailyNotional: null,
  bandTicks: null,
  ordersPerMinute: 6000,
  mode: 'trade',
};

export interface DemoToken {
  tokenId: string;
  otherTokenId: string;
  conditionId: string;
  eventSlug: string;
}

export interface GrantService {
  service: RunningService;
  url: string;
  accountId: string;
  /** A method on the renderer's channel (auth `session`). */
  session<T = unknown>(name: MethodName, input: object): Promise<T>;
  grant(
    limits?: Partial<GrantLimits>,
    extra?: Partial<NewGrant>,
  ): Promise<{ id: string; token: string }>;
  /** The scripts' port with a bearer token: status and JSON body. */
  script(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> & unknown[] }>;
  /** An open demo market, its tokens and event. */
  market(index?: number): Promise<DemoToken>;
  close(): Promise<void>;
}

export async function startGrantService(
  overrides: Partial<ServiceConfig> = {},
): Promise<GrantService> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-grants-'));
  const service = await startService(quietConfig(dir, { demo: true, ...overrides }));
  const { vault, dispatcher } = service.services;
  const account = await vault.importPrivateKey('Trader', GRANT_KEY, GRANT_PASSPHRASE);
  await vault.unlock(GRANT_PASSPHRASE, account.id);
  const session = async <T>(name: MethodName, input: object) =>
    (await dispatcher.dispatch(name, input, { transport: 'session', client: 'renderer' })) as T;
  if (!overrides.mirror) await session('terminal.faucet', { amount: '100000' });
  const markets = (async () => {
    const response = await fetch(
      `${service.url}/markets?limit=100&closed=false&order=id&ascending=true`,
    );
    return (await response.json()) as {
      conditionId: string;
      clobTokenIds: string;
      events?: { slug: string }[];
    }[];
  })();
  let grants = 0;
  return {
    service,
    url: service.url,
    accountId: account.id,
    session,
    async grant(limits = {}, extra = {}) {
      const created = await session<{ grant: { id: string }; token: string }>('grants.create', {
        accountId: account.id,
        name: `bot ${(grants += 1)}`,
        expiresAt: Date.now() + 3_600_000,
        limits: { ...OPEN_LIMITS, ...limits },
        ...extra,
      });
      return { id: created.grant.id, token: created.token };
    },
    async script(token, method, path, body) {
      const response = await fetch(`${service.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async market(index = 0) {
      const market = (await markets)[index]!;
      const [tokenId, otherTokenId] = JSON.parse(market.clobTokenIds) as [string, string];
      return {
        tokenId,
        otherTokenId,
        conditionId: market.conditionId,
        eventSlug: market.events?.[0]?.slug ?? '',
      };
    },
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
