import { TypedDataEncoder, verifyTypedData, Wallet } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOB_AUTH_MESSAGE } from '../../../server/auth/index.js';
import { ServiceError } from '../../../server/contract/index.js';
import type { OrderToSign } from '../../../server/vault/index.js';
import {
  CLOB_AUTH_TYPES,
  NEG_RISK_EXCHANGE,
  ORDER_TYPES,
  orderDomain,
  orderMessage,
  ZERO_BYTES32,
} from '../auth/signing.js';
import { PASSPHRASE, TEST_KEY, vaultFixture, type Fixture } from './helpers.js';

const wallet = new Wallet(TEST_KEY);
const ORDER: OrderToSign = {
  salt: 987654321,
  tokenId: '71321045679252212594626385532706912750332728571942532289631379312455583992563',
  makerAmount: '4200000',
  takerAmount: '10000000',
  side: 'BUY',
  timestamp: '1767225600123',
  metadata: ZERO_BYTES32,
  builder: ZERO_BYTES32,
};
const FUNDER = '0x' + 'cd'.repeat(20);

let fixture: Fixture;
let id: string;
beforeEach(async () => {
  fixture = vaultFixture();
  id = (await fixture.vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE)).id;
});
afterEach(() => fixture.close());

const lockedError = (run: () => unknown): ServiceError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected a ServiceError');
};

describe('signing with the vault', () => {
  it('refuses to sign while locked, even through a signer taken before the lock', async () => {
    const { vault } = fixture;
    expect(lockedError(() => vault.signer()).code).toBe('locked');
    await vault.unlock(PASSPHRASE);
    const signer = vault.signer();
    vault.lock();
    expect(lockedError(() => signer.signOrder(ORDER, 'standard')).code).toBe('locked');
    expect(lockedError(() => vault.apiKeys()).code).toBe('locked');
  });

  it("signs orders that the service's verifier and ethers both accept, on both exchanges", async () => {
    const { vault, auth } = fixture;
    await vault.unlock(PASSPHRASE);
    const signer = vault.signer();
    expect(signer).toMatchObject({ address: wallet.address, maker: wallet.address });
    for (const [exchange, contract] of [
      ['standard', undefined],
      ['negRisk', NEG_RISK_EXCHANGE],
    ] as const) {
      const signed = signer.signOrder(ORDER, exchange);
      expect(signed).toMatchObject({ ...ORDER, maker: wallet.address, signatureType: 0 });
      const verified = auth.orders.verify(signed, exchange);
      const domain = orderDomain(contract);
      expect(verified).toEqual({
        ok: true,
        orderHash: TypedDataEncoder.hash(domain, ORDER_TYPES, orderMessage(signed)),
      });
      const { signature, ...fields } = signed;
      expect(verifyTypedData(domain, ORDER_TYPES, orderMessage(fields), signature)).toBe(
        wallet.address,
      );
    }
    const wrongExchange = auth.orders.verify(signer.signOrder(ORDER, 'standard'), 'negRisk');
    expect(wrongExchange.ok).toBe(false);
  });

  it('signs for a proxy funder (type 1) and a deposit wallet (type 3)', async () => {
    const { vault, auth } = fixture;
    vault.setFunder(id, FUNDER, 1);
    await vault.unlock(PASSPHRASE);
    auth.funders.register(wallet.address, FUNDER, 1);
    const proxied = vault.signer().signOrder(ORDER, 'standard');
    expect(proxied).toMatchObject({ signer: wallet.address, signatureType: 1 });
    expect(proxied.maker.toLowerCase()).toBe(FUNDER);
    expect(auth.orders.verify(proxied, 'standard').ok).toBe(true);

    vault.setFunder(id, FUNDER, 3);
    auth.funders.register(wallet.address, FUNDER, 3);
    const deposit = vault.signer().signOrder(ORDER, 'negRisk');
    expect(deposit.signer).toBe(deposit.maker);
    expect(deposit.signatureType).toBe(3);
    expect(auth.orders.verify(deposit, 'negRisk')).toMatchObject({ ok: true });
    expect(auth.orders.verify({ ...deposit, salt: 1 }, 'negRisk').ok).toBe(false);
  });

  it("signs ClobAuth L1 headers that the service's verifier and ethers accept", async () => {
    const { vault, auth } = fixture;
    await vault.unlock(PASSPHRASE);
    const headers = vault.signer().l1Headers(3, 1_767_225_600);
    expect(auth.verifyWallet({ ...headers }, 1_767_225_600)).toEqual({
      ok: true,
      identity: { address: wallet.address, nonce: '3' },
    });
    const message = {
      address: wallet.address,
      timestamp: '1767225600',
      nonce: 3,
      message: CLOB_AUTH_MESSAGE,
    };
    const domain = { name: 'ClobAuthDomain', version: '1', chainId: 137 };
    expect(verifyTypedData(domain, CLOB_AUTH_TYPES, message, headers.POLY_SIGNATURE)).toBe(
      wallet.address,
    );
  });

  it("derives the account's API key itself, the same after a restart; new keys for scripts", async () => {
    const { vault, auth } = fixture;
    await vault.unlock(PASSPHRASE);
    const identity = vault.signer().apiIdentity();
    expect(identity.address).toBe(wallet.address);
    expect(auth.credentials.lookup(identity.apiKey)?.address).toBe(wallet.address);
    expect(vault.signer().apiIdentity()).toEqual(identity);

    const script = vault.createApiKey();
    const second = vault.createApiKey();
    expect(auth.credentials.lookup(script.apiKey)?.passphrase).toBe(script.passphrase);
    expect(new Set([identity.apiKey, script.apiKey, second.apiKey]).size).toBe(3);
    expect(vault.apiKeys().sort()).toEqual([identity.apiKey, script.apiKey, second.apiKey].sort());

    const again = fixture.reopen();
    await again.unlock(PASSPHRASE);
    expect(again.signer().apiIdentity()).toEqual(identity);
  });
});
