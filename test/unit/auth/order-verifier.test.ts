import { Signature, TypedDataEncoder, type Wallet } from 'ethers';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthConfig } from '../../../server/auth/config.js';
import { createOrderVerifier, type SignedOrder } from '../../../server/auth/order-verifier.js';
import {
  NEG_RISK_EXCHANGE,
  ORDER_TYPES,
  orderDomain,
  orderMessage,
  signOrder,
  testWallet,
  unsignedOrder,
} from './signing.js';

const registered = new Set<string>();
const funders = {
  controls: (signer: string, funder: string, type: number) =>
    registered.has(`${signer}|${funder}|${type}`),
};
const verifier = createOrderVerifier(resolveAuthConfig(), funders);

let wallet: Wallet;
let other: Wallet;
let signed: SignedOrder;

beforeAll(async () => {
  wallet = testWallet(1);
  other = testWallet(2);
  signed = await signOrder(wallet, unsignedOrder(wallet));
});

describe('order signatures (EOA, signatureType 0)', () => {
  it('accepts an order signed with ethers and exposes the EIP-712 order hash', () => {
    const result = verifier.verify(signed, 'standard');
    const expected = TypedDataEncoder.hash(orderDomain(), ORDER_TYPES, orderMessage(signed));
    expect(result).toEqual({ ok: true, orderHash: expected });
    expect(verifier.hash(signed, 'standard')).toEqual({ ok: true, orderHash: expected });
  });

  it('accepts the salt as a decimal string and addresses in any case', () => {
    const variant = { ...signed, salt: String(signed.salt), maker: signed.maker.toLowerCase() };
    expect(verifier.verify(variant, 'standard').ok).toBe(true);
  });

  it('accepts SELL orders and neg-risk orders on their own exchange', async () => {
    const sell = await signOrder(wallet, unsignedOrder(wallet, { side: 'SELL' }));
    expect(verifier.verify(sell, 'standard').ok).toBe(true);
    const negRisk = await signOrder(wallet, unsignedOrder(wallet), orderDomain(NEG_RISK_EXCHANGE));
    expect(verifier.verify(negRisk, 'negRisk').ok).toBe(true);
  });

  const INVALID = { ok: false, reason: 'invalid order signature' };

  it.each([
    ['salt', { salt: 1234567890124 }, INVALID],
    ['tokenId', { tokenId: '1' }, INVALID],
    ['makerAmount', { makerAmount: '4200001' }, INVALID],
    ['takerAmount', { takerAmount: '9999999' }, INVALID],
    ['side', { side: 'SELL' as const }, INVALID],
    ['timestamp', { timestamp: '1767225600124' }, INVALID],
    ['metadata', { metadata: '0x' + '01'.repeat(32) }, INVALID],
    ['builder', { builder: '0x' + 'ab'.repeat(32) }, INVALID],
    [
      'signer and maker',
      { signer: '0x' + '11'.repeat(20), maker: '0x' + '11'.repeat(20) },
      INVALID,
    ],
  ])('rejects a tampered %s', (_field, change, expected) => {
    expect(verifier.verify({ ...signed, ...change }, 'standard')).toEqual(expected);
  });

  it('does not sign expiration or taker (extra fields do not change the hash)', () => {
    const withExtras = { ...signed, expiration: '1800000000', taker: '0x' + '00'.repeat(20) };
    expect(verifier.verify(withExtras, 'standard')).toEqual(verifier.verify(signed, 'standard'));
  });

  it('rejects a signature made for another chain id', async () => {
    const order = await signOrder(wallet, unsignedOrder(wallet), orderDomain(undefined, 80002));
    expect(verifier.verify(order, 'standard')).toEqual({
      ok: false,
      reason: 'invalid order signature',
    });
    const amoy = createOrderVerifier(resolveAuthConfig({ chainId: 80002 }), funders);
    expect(amoy.verify(order, 'standard').ok).toBe(true);
  });

  it('rejects a signature made for the other exchange contract', () => {
    expect(verifier.verify(signed, 'negRisk').ok).toBe(false);
  });

  it('rejects an order signed by someone other than its signer', async () => {
    const forged = await signOrder(other, unsignedOrder(wallet));
    expect(verifier.verify(forged, 'standard')).toEqual({
      ok: false,
      reason: 'invalid order signature',
    });
  });

  it('rejects a changed signatureType', () => {
    expect(verifier.verify({ ...signed, signatureType: 1 }, 'standard').ok).toBe(false);
  });

  it('requires maker == signer for an EOA order', async () => {
    const order = await signOrder(wallet, unsignedOrder(wallet, { maker: other.address }));
    expect(verifier.verify(order, 'standard')).toEqual({
      ok: false,
      reason: 'order.maker must equal order.signer for signatureType 0',
    });
  });

  it('accepts only the canonical signature form (v 27/28, low s)', () => {
    const sig = Signature.from(signed.signature);
    const v01 = sig.r + sig.s.slice(2) + (sig.v - 27).toString(16).padStart(2, '0');
    expect(verifier.verify({ ...signed, signature: v01 }, 'standard').ok).toBe(false);
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const highS = (n - BigInt(sig.s)).toString(16).padStart(64, '0');
    const flippedV = sig.v === 27 ? '1c' : '1b';
    const malleable = sig.r + highS + flippedV;
    expect(verifier.verify({ ...signed, signature: malleable }, 'standard').ok).toBe(false);
    const flipped = sig.r + sig.s.slice(2) + flippedV;
    expect(verifier.verify({ ...signed, signature: flipped }, 'standard').ok).toBe(false);
  });

  it.each([
    ['salt', { salt: -1 }, 'order.salt must be a non-negative integer below 2^256'],
    ['salt', { salt: 1.5 }, 'order.salt must be a non-negative integer below 2^256'],
    [
      'tokenId',
      { tokenId: '2'.repeat(79) },
      'order.tokenId must be a non-negative integer below 2^256',
    ],
    [
      'makerAmount',
      { makerAmount: '' },
      'order.makerAmount must be a non-negative integer below 2^256',
    ],
    [
      'timestamp',
      { timestamp: '0x10' },
      'order.timestamp must be a non-negative integer below 2^256',
    ],
    ['maker', { maker: '0x1234' }, 'order.maker must be a 0x-prefixed 20-byte hex address'],
    ['side', { side: 'buy' }, 'order.side must be BUY or SELL'],
    ['side', { side: 'toString' }, 'order.side must be BUY or SELL'],
    ['signatureType', { signatureType: '0' }, 'order.signatureType must be 0, 1, 2 or 3'],
    ['builder', { builder: undefined }, 'order.builder must be 0x-prefixed 32-byte hex'],
    ['signatureType', { signatureType: 4 }, 'order.signatureType must be 0, 1, 2 or 3'],
    ['metadata', { metadata: '0x00' }, 'order.metadata must be 0x-prefixed 32-byte hex'],
    ['signature', { signature: '0xdeadbeef' }, 'order.signature must be a 0x-prefixed 65-byte hex'],
  ])('names the malformed field %s', (_field, change, reason) => {
    const order = { ...signed, ...change } as SignedOrder;
    expect(verifier.verify(order, 'standard')).toEqual({ ok: false, reason });
  });
});

describe('order signatures for funder wallets (signatureType 1 and 2)', () => {
  const funder = '0x' + '5a'.repeat(20);

  it('accepts them only once the signer is registered for that funder and type', async () => {
    const proxy = await signOrder(
      wallet,
      unsignedOrder(wallet, { maker: funder, signatureType: 1 }),
    );
    const safe = await signOrder(
      wallet,
      unsignedOrder(wallet, { maker: funder, signatureType: 2 }),
    );
    expect(verifier.verify(proxy, 'standard')).toEqual({
      ok: false,
      reason: 'order.signer is not registered as controlling order.maker',
    });
    registered.add(`${wallet.address.toLowerCase()}|${funder}|1`);
    expect(verifier.verify(proxy, 'standard').ok).toBe(true);
    expect(verifier.verify(safe, 'standard').ok).toBe(false);
    expect(verifier.verify({ ...proxy, signatureType: 2 }, 'standard').ok).toBe(false);
  });

  it('still requires the signer to have signed', async () => {
    registered.add(`${wallet.address.toLowerCase()}|${funder}|2`);
    const forged = await signOrder(
      other,
      unsignedOrder(wallet, { maker: funder, signatureType: 2 }),
    );
    expect(verifier.verify(forged, 'standard')).toEqual({
      ok: false,
      reason: 'invalid order signature',
    });
  });
});
