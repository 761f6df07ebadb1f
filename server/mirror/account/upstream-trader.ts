import type { ApiCredentials } from '../../auth/index.js';
import { ServiceError } from '../../contract/index.js';
import type { L1Headers } from '../../vault/index.js';
import { UpstreamError, type UpstreamClient } from '../upstream/index.js';
import type { UpstreamCredentialStore } from './credential-store.js';
import { l2Headers } from './l2-headers.js';
import { serviceErrorOf } from './upstream-errors.js';

/** What deriving an account's upstream credentials needs: its address and its L1 signature. */
export interface L1Signer {
  /** The signing key's address (EIP-55): the owner of the API key. */
  readonly address: string;
  l1Headers(nonce: number, timestampSeconds: number): L1Headers;
}

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** The venue path on the order-book surface, e.g. `/order`: what the L2 signature covers. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

export interface UpstreamTrader {
  /** The order-book surface's base URL: whose credentials these are. */
  readonly upstream: string;
  /**
   * An L2-signed request of the account on the order-book surface. `signer` is called only when
   * the account has no credentials at the upstream yet, or the upstream refused them (then they
   * are derived again once): reads of an account with credentials never need the key.
   */
  call<T>(address: string, signer: () => L1Signer, request: UpstreamRequest): Promise<T>;
  /** The account's API credentials at the upstream, derived through it when not held yet. */
  credentials(address: string, signer: () => L1Signer): Promise<ApiCredentials>;
  /** An unauthenticated GET on the upstream's public-data surface. */
  publicData<T>(pathAndQuery: string): Promise<T>;
  /**
   * New API credentials of the account at the upstream for scripts, at the first nonce above
   * the terminal's own that has none (the secret is answered once, never stored here).
   */
  createScriptKey(signer: L1Signer): Promise<ApiCredentials>;
}

export interface UpstreamTraderOptions {
  client: Pick<UpstreamClient, 'json' | 'urls'>;
  store: UpstreamCredentialStore;
  /** Per request; a request with no answer by then is `upstream_unreachable`. Default 10 s. */
  timeoutMs?: number;
  now?: () => number;
}

// The terminal's own key at the upstream is nonce 0, as the vault's local key is.
const TERMINAL_NONCE = 0;
/** Nonces tried for a script's key, one request each. */
const MAX_SCRIPT_NONCE = 50;

const isCredentials = (value: unknown): value is ApiCredentials => {
  const record = value as Record<string, unknown> | null;
  return (
    typeof record?.apiKey === 'string' &&
    typeof record.secret === 'string' &&
    typeof record.passphrase === 'string'
  );
};

const withQuery = (path: string, query: UpstreamRequest['query']): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * Trading at the upstream for the vault's accounts: API credentials derived through the
 * upstream (L1 ClobAuth headers the vault signs, to GET /auth/derive-api-key, else POST
 * /auth/api-key), kept sealed per (account, upstream), and L2-signed requests under them.
 * Timestamps follow the upstream's clock, read from GET /time when credentials are derived.
 */
export function createUpstreamTrader(options: UpstreamTraderOptions): UpstreamTrader {
  const { client, store } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const upstream = client.urls.clob;
  const held = new Map<string, ApiCredentials>();
  const deriving = new Map<string, Promise<ApiCredentials>>();
  let clockOffsetSeconds = 0;

  const nowSeconds = () => Math.floor(now() / 1000) + clockOffsetSeconds;

  async function syncClock(): Promise<void> {
    const before = Math.floor(now() / 1000);
    const server = await client.json<unknown>('clob', '/time', { retries: 1, timeoutMs });
    if (typeof server === 'number' && Number.isFinite(server)) {
      clockOffsetSeconds = Math.round(server) - before;
    }
  }

  const credentialsOf = (answer: unknown): ApiCredentials => {
    if (!isCredentials(answer)) {
      throw new ServiceError('upstream_unreachable', 'the upstream answered no API credentials');
    }
    return { apiKey: answer.apiKey, secret: answer.secret, passphrase: answer.passphrase };
  };

  /** POST /auth/api-key at `nonce`: new credentials, or a 4xx when the nonce has some. */
  const createKey = async (signer: L1Signer, nonce: number): Promise<ApiCredentials> =>
    credentialsOf(
      await client.json('clob', '/auth/api-key', {
        method: 'POST',
        headers: { ...signer.l1Headers(nonce, nowSeconds()) },
        retries: 0,
        timeoutMs,
      }),
    );

  async function derive(signer: L1Signer): Promise<ApiCredentials> {
    await syncClock();
    try {
      return credentialsOf(
        await client.json('clob', '/auth/derive-api-key', {
          headers: { ...signer.l1Headers(TERMINAL_NONCE, nowSeconds()) },
          retries: 1,
          timeoutMs,
        }),
      );
    } catch (error) {
      // No key at nonce 0 yet (the venue answers 4xx): create it.
      if (!(error instanceof UpstreamError) || error.status === null || error.status >= 500) {
        throw error;
      }
      return createKey(signer, TERMINAL_NONCE);
    }
  }

  async function credentials(address: string, signer: () => L1Signer): Promise<ApiCredentials> {
    const owner = address.toLowerCase();
    const known = held.get(owner) ?? store.get(owner, upstream);
    if (known) {
      held.set(owner, known);
      return known;
    }
    let pending = deriving.get(owner);
    if (!pending) {
      pending = derive(signer()).then((derived) => {
        store.put(owner, upstream, derived);
        held.set(owner, derived);
        return derived;
      });
      deriving.set(owner, pending);
      void pending.then(
        () => deriving.delete(owner),
        () => deriving.delete(owner),
      );
    }
    try {
      return await pending;
    } catch (error) {
      throw serviceErrorOf(error);
    }
  }

  function forget(address: string): void {
    const owner = address.toLowerCase();
    held.delete(owner);
    store.forget(owner, upstream);
  }

  async function signedCall<T>(
    address: string,
    keys: ApiCredentials,
    request: UpstreamRequest,
  ): Promise<T> {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers = l2Headers(keys, address, {
      method: request.method,
      path: request.path,
      timestampSeconds: nowSeconds(),
      ...(body !== undefined ? { body } : {}),
    });
    // Reads may be retried once; a write never is, so an order is never posted twice.
    const write = request.method !== 'GET';
    return client.json<T>('clob', withQuery(request.path, request.query), {
      method: request.method,
      headers,
      body: request.body,
      retries: write ? 0 : 1,
      timeoutMs,
    });
  }

  return {
    upstream,
    credentials,

    async call<T>(address: string, signer: () => L1Signer, request: UpstreamRequest) {
      const write = request.method !== 'GET';
      const keys = await credentials(address, signer);
      try {
        return await signedCall<T>(address, keys, request);
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status !== 401) {
          throw serviceErrorOf(error, write);
        }
      }
      // Refused: the key was revoked or the upstream was reset. Derive it again, once.
      forget(address);
      const renewed = await credentials(address, signer);
      try {
        return await signedCall<T>(address, renewed, request);
      } catch (error) {
        throw serviceErrorOf(error, write);
      }
    },

    async createScriptKey(signer) {
      try {
        await syncClock();
        for (let nonce = TERMINAL_NONCE + 1; nonce <= MAX_SCRIPT_NONCE; nonce++) {
          try {
            return await createKey(signer, nonce);
          } catch (error) {
            // The nonce has a key already (a 400): try the next.
            if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
          }
        }
      } catch (error) {
        throw serviceErrorOf(error, true);
      }
      throw new ServiceError(
        'invalid_input',
        `the account has upstream API keys at every nonce up to ${MAX_SCRIPT_NONCE}`,
      );
    },

    async publicData<T>(pathAndQuery: string) {
      try {
        return await client.json<T>('data', pathAndQuery, { retries: 1, timeoutMs });
      } catch (error) {
        throw serviceErrorOf(error);
      }
    },
  };
}
