import { Signature, TypedDataEncoder, type Wallet } from 'ethers';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveAuthConfig } from '../../../server/auth/config.js';
import { createOrderVerifier, type SignedOrder } from '../../../server/auth/order-verifier.js';
import { recoverOnWorker } from '../../../server/auth/recovery-worker.js';
import {
  ORDER_TYPES,
  orderDomain,
  orderMessage,
  signOrder,
  testWallet,
  unsignedOrder,
} from './signing.js';

const funders = { controls: () => false };
const config = resolveAuthConfig();

let wallet: Wallet;
let other: Wallet;
let signed: SignedOrder;
beforeAll(async () => {
  wallet = testWallet(1);
  other = testWallet(2);
  signed = await signOrder(wallet, unsignedOrder(wallet));
});

const digestOf = (order: SignedOrder) =>
  Buffer.from(
    TypedDataEncoder.hash(orderDomain(), ORDER_TYPES, orderMessage(order)).slice(2),
    'hex',
  );
const signatureOf = (order: SignedOrder) => Buffer.from(order.signature.slice(2), 'hex');

const job = (order: SignedOrder) => ({ digest: digestOf(order), signature: signatureOf(order) });
const hex = (signer: Uint8Array | null | undefined) =>
  signer ? '0x' + Buffer.from(signer).toString('hex') : signer;

describe('recoverOnWorker', () => {
  it('answers each call with the signers of its own jobs, in order', async () => {
    const byOther = await signOrder(other, unsignedOrder(wallet, { salt: 7 }));
    const [first, second] = await Promise.all([
      recoverOnWorker([job(signed), job(byOther)]),
      recoverOnWorker([job(byOther), job(signed)]),
    ]);
    const [mine, its] = [wallet.address.toLowerCase(), other.address.toLowerCase()];
    expect(first.map(hex)).toEqual([mine, its]);
    expect(second.map(hex)).toEqual([its, mine]);
  });

  it('answers null for a signature no key made', async () => {
    const broken = Buffer.from(signatureOf(signed));
    broken.fill(0xff, 0, 32);
    const signers = await recoverOnWorker([
      { digest: digestOf(signed), signature: broken },
      job(signed),
      job(signed),
      job(signed),
    ]);
    expect(signers.map(hex)).toEqual([null, ...Array(3).fill(wallet.address.toLowerCase())]);
  });

  it('leaves a turn of fewer than four jobs to the caller', async () => {
    const [few, alone] = await Promise.all([
      recoverOnWorker([job(signed), job(signed)]),
      recoverOnWorker([job(signed)]),
    ]);
    expect([...few, ...alone]).toEqual([undefined, undefined, undefined]);
  });

  /** Calls recoverOnWorker with these numbers of jobs in one turn; the jobs of each message. */
  async function handOvers(jobsPerCall: readonly number[]) {
    const parts: number[] = [];
    const original = Worker.prototype.postMessage;
    const spy = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (
      this: Worker,
      message: { jobs: ArrayBuffer },
      transfer,
    ) {
      parts.push(message.jobs.byteLength / 97);
      original.call(this, message, transfer);
    });
    try {
      const calls = jobsPerCall.map((count) =>
        recoverOnWorker(Array.from({ length: count }, () => job(signed))),
      );
      const duringTurn = [...parts];
      const answers = await Promise.all(calls);
      return { duringTurn, parts, signers: answers.flat().map(hex) };
    } finally {
      spy.mockRestore();
    }
  }

  it('hands a busy turn over in parts of 16 as it goes, and answers every job', async () => {
    const { duringTurn, parts, signers } = await handOvers(Array(20).fill(1));
    // The sixteenth job went at once, while the turn went on; the last four at its end.
    expect(duringTurn).toEqual([16]);
    expect(parts).toEqual([16, 4]);
    expect(signers).toEqual(Array(20).fill(wallet.address.toLowerCase()));
  });

  it('sends the rest of a turn that handed a part over, however small', async () => {
    const { parts, signers } = await handOvers(Array(18).fill(1));
    expect(parts).toEqual([16, 2]);
    expect(signers).toEqual(Array(18).fill(wallet.address.toLowerCase()));
  });

  it('never splits one call: a batch of orders crossing 16 goes whole', async () => {
    const { duringTurn, parts } = await handOvers([10, 15, 3]);
    expect(duringTurn).toEqual([25]);
    expect(parts).toEqual([25, 3]);
  });
});

describe('verify after recoverAhead', () => {
  it('gives what verifying from scratch gives, for good and bad signatures', async () => {
    const sig = Signature.from(signed.signature);
    const flippedV = sig.r + sig.s.slice(2) + (sig.v === 27 ? '1c' : '1b');
    const orders: SignedOrder[] = [
      signed,
      await signOrder(other, unsignedOrder(wallet, { salt: 8 })),
      { ...signed, signature: flippedV },
      { ...signed, signatureType: 1 },
      await signOrder(wallet, unsignedOrder(wallet, { side: 'SELL', salt: 9 })),
    ];
    const ahead = createOrderVerifier(config, funders);
    const fresh = createOrderVerifier(config, funders);
    await ahead.recoverAhead(orders.map((order) => ({ order, exchange: 'standard' as const })));
    const results = orders.map((order) => ahead.verify(order, 'standard'));
    expect(results).toEqual(orders.map((order) => fresh.verify(order, 'standard')));
    expect(results.map((result) => result.ok)).toEqual([true, false, false, false, true]);
  });

  it('verifies an order changed since, or asked for another exchange, from scratch', async () => {
    const verifier = createOrderVerifier(config, funders);
    const changed = { ...signed };
    const forNegRisk = { ...signed };
    await verifier.recoverAhead([
      { order: changed, exchange: 'standard' },
      { order: forNegRisk, exchange: 'negRisk' },
    ]);
    changed.salt = 99;
    expect(verifier.verify(changed, 'standard')).toEqual({
      ok: false,
      reason: 'invalid order signature',
    });
    expect(verifier.verify(forNegRisk, 'standard').ok).toBe(true);
    expect(verifier.verify(forNegRisk, 'negRisk').ok).toBe(false);
  });
});
