import { beforeEach, describe, expect, it } from 'vitest';
import {
  createAuth,
  type Auth,
  type ExchangeKind,
  type SignedOrder,
} from '../../../server/auth/index.js';
import { createApiKeyAuthVerifier } from '../../../server/auth/api-key-auth.js';
import { openDatabase } from '../../../server/storage/index.js';
import fixture from './fixtures/official-client-v2.json' with { type: 'json' };
import { memoryMasterKey } from './store-helpers.js';

// The fixture was produced by @polymarket/clob-client-v2@1.1.0's own code (OrderBuilder,
// orderToJsonV2, createL1Headers, createL2Headers, buildOrderHash) with an ethers v5 Wallet and a
// viem wallet client: what the official client sends, byte for byte, without depending on it.

const orders = fixture.orders as Record<
  string,
  { exchange: ExchangeKind; orderHash: string; body: { order: SignedOrder } }
>;

let auth: Auth;

beforeEach(() => {
  auth = createAuth(openDatabase(':memory:'), { masterKey: memoryMasterKey() });
});

describe('the official client v2', () => {
  it('signs EOA orders that verify, with the same order hash it computes', () => {
    for (const name of ['eoaBuyStandard', 'eoaSellNegRisk', 'viemEoaBuy']) {
      const { exchange, orderHash, body } = orders[name]!;
      expect(auth.orders.verify(body.order, exchange)).toEqual({ ok: true, orderHash });
    }
  });

  it('signs proxy and safe orders that verify once the funder is registered', () => {
    const { proxyBuy, safeSell } = orders as Record<string, (typeof orders)[string]>;
    expect(auth.orders.verify(proxyBuy!.body.order, 'standard').ok).toBe(false);
    auth.funders.register(fixture.address, fixture.funder, 1);
    expect(auth.orders.verify(proxyBuy!.body.order, 'standard')).toEqual({
      ok: true,
      orderHash: proxyBuy!.orderHash,
    });
    expect(auth.orders.verify(safeSell!.body.order, 'negRisk').ok).toBe(false);
    auth.funders.register(fixture.address, fixture.funder, 2);
    expect(auth.orders.verify(safeSell!.body.order, 'negRisk').ok).toBe(true);
  });

  it('signs deposit-wallet (EIP-1271, ERC-7739 nested) orders that verify for a registered key', () => {
    const { order } = orders['depositWalletBuy']!.body;
    expect(auth.orders.verify(order, 'standard')).toEqual({
      ok: false,
      reason: 'the signing key is not registered for this deposit wallet',
    });
    auth.funders.register(fixture.address, fixture.depositWallet, 3);
    expect(auth.orders.verify(order, 'standard')).toEqual({
      ok: true,
      orderHash: orders['depositWalletBuy']!.orderHash,
    });
    expect(auth.orders.verify({ ...order, takerAmount: '20000001' }, 'standard').ok).toBe(false);
    expect(auth.orders.verify(order, 'negRisk').ok).toBe(false);
    const truncated = { ...order, signature: order.signature.slice(0, -2) };
    expect(auth.orders.verify(truncated, 'standard').ok).toBe(false);
    const otherKey = { ...order, signature: order.signature.replace(/^0x../, '0x00') };
    expect(auth.orders.verify(otherKey, 'standard').ok).toBe(false);
  });

  it('sends L1 headers that authenticate the wallet and nonce', () => {
    for (const [name, nonce] of [
      ['nonce0', '0'],
      ['nonce7', '7'],
      ['viemNonce0', '0'],
    ] as const) {
      expect(auth.verifyWallet(fixture.l1[name], fixture.timestamp)).toEqual({
        ok: true,
        identity: { address: fixture.address, nonce },
      });
    }
  });

  it('sends L2 headers whose HMAC verifies, for requests with and without a body', () => {
    const credentials = {
      apiKey: fixture.credentials.key,
      address: fixture.address,
      hmacKey: Buffer.from(fixture.credentials.secret, 'base64url'),
      passphrase: fixture.credentials.passphrase,
    };
    const verify = createApiKeyAuthVerifier(auth.config, (key) =>
      key === credentials.apiKey ? credentials : undefined,
    );
    for (const request of Object.values(fixture.l2)) {
      expect(verify(request, fixture.timestamp)).toEqual({
        ok: true,
        identity: { address: fixture.address, apiKey: fixture.credentials.key },
      });
    }
  });
});
