import { describe, expect, it } from 'vitest';
import {
  relayAnswerHeaders,
  relayRequestHeaders,
  RELAYED_METHODS,
  upstreamStreamUrl,
} from '../../../server/mirror/index.js';

describe('what the trading relay passes on', () => {
  it("keeps the caller's credentials and content headers, nothing of the connection", () => {
    const relayed = relayRequestHeaders({
      host: '127.0.0.1:8437',
      connection: 'keep-alive, x-private',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'content-length': '12',
      'content-encoding': 'gzip',
      'accept-encoding': 'gzip, br',
      te: 'trailers',
      upgrade: 'h2c',
      'proxy-authorization': 'Basic eA==',
      authorization: 'Bearer local-admin-token',
      cookie: 'session=1',
      'x-forwarded-for': '10.0.0.1',
      'content-type': 'application/json',
      accept: '*/*',
      'user-agent': '@polymarket/clob-client',
      poly_address: '0xabc',
      poly_signature: 'c2ln',
      poly_timestamp: '1700000000',
      poly_api_key: 'key',
      poly_passphrase: 'pass',
      poly_nonce: '0',
      svc_api_key: 'svc-key',
    });
    expect(relayed).toEqual({
      'content-type': 'application/json',
      accept: '*/*',
      'user-agent': '@polymarket/clob-client',
      poly_address: '0xabc',
      poly_signature: 'c2ln',
      poly_timestamp: '1700000000',
      poly_api_key: 'key',
      poly_passphrase: 'pass',
      poly_nonce: '0',
      svc_api_key: 'svc-key',
    });
  });

  it("gives back the answer's type, Retry-After and rate-limit headers only", () => {
    expect(
      relayAnswerHeaders({
        'content-type': 'application/json',
        'content-length': '20',
        'content-encoding': 'br',
        connection: 'close',
        'set-cookie': '__cf_bm=1',
        'retry-after': '3',
        'ratelimit-limit': '10',
        'ratelimit-remaining': '0',
        'ratelimit-reset': '3',
        'ratelimit-policy': '10;w=10',
        'x-ratelimit-limit': '10',
        location: 'https://clob.example/order',
        date: 'Wed, 25 Nov 2026 16:00:00 GMT',
      }),
    ).toEqual({
      'content-type': 'application/json',
      'retry-after': '3',
      'ratelimit-limit': '10',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '3',
      'ratelimit-policy': '10;w=10',
      'x-ratelimit-limit': '10',
      location: 'https://clob.example/order',
    });
  });

  it('relays every L1 and L2 method and the venue records, no public read', () => {
    for (const name of ['auth.createApiKey', 'trading.postOrder', 'trading.heartbeat'] as const) {
      expect(RELAYED_METHODS.has(name), name).toBe(true);
    }
    expect(RELAYED_METHODS.has('account.orders')).toBe(true);
    expect(RELAYED_METHODS.has('account.builderTrades')).toBe(true);
    expect(RELAYED_METHODS.has('marketdata.book')).toBe(false);
    expect(RELAYED_METHODS.has('catalog.markets')).toBe(false);
    expect(RELAYED_METHODS.has('venue.faucet')).toBe(false);
    expect(RELAYED_METHODS.has('terminal.placeOrder')).toBe(false);
  });

  it("finds the upstream's stream channels", () => {
    expect(upstreamStreamUrl({ clob: 'https://clob.polymarket.com' }, 'market')).toBe(
      'wss://ws-subscriptions-clob.polymarket.com/ws/market',
    );
    expect(upstreamStreamUrl({ clob: 'http://127.0.0.1:8437/clob' }, 'user')).toBe(
      'ws://127.0.0.1:8437/ws/user',
    );
    expect(upstreamStreamUrl({ clob: 'https://desk.example:9000' }, 'market')).toBe(
      'wss://desk.example:9000/ws/market',
    );
  });
});
