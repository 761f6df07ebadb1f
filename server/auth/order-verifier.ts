import { addressBytes, addressOfPublicKey } from './address.js';
import type { AuthConfig, ExchangeKind } from './config.js';
import { recoverDepositWalletController } from './deposit-wallet-signature.js';
import { isCanonical, recoverPublicKey, signatureBytes } from './ecdsa.js';
import { domainSeparator, typedDataDigest } from './eip712.js';
import {
  encodeOrder,
  type EncodedOrder,
  type Rejection,
  type SignedOrderFields,
} from './order-hash.js';
import { recoverOnWorker, type RecoveryJob } from './recovery-worker.js';

export const ORDER_DOMAIN_NAME = 'Polymarket CTF Exchange';
export const ORDER_DOMAIN_VERSION = '2';

export interface SignedOrder extends SignedOrderFields {
  signature: string;
}

/** Which funder wallets a signing key may trade for (see funder-registry.ts). */
export interface FunderCheck {
  controls(signer: string, funder: string, signatureType: number): boolean;
}

export type OrderHashResult = { ok: true; orderHash: string } | Rejection;

export interface OrderVerifier {
  /** The EIP-712 digest the exchange calls the order hash: the key for replay detection. */
  hash(order: SignedOrderFields, exchange: ExchangeKind): OrderHashResult;
  /** Checks the order's signature for its signatureType; never throws on a bad order. */
  verify(order: SignedOrder, exchange: ExchangeKind): OrderHashResult;
  /**
   * Recovers the signing keys of orders about to be verified on a worker thread, so that
   * `verify` of these very objects finds the costly part done. Never rejects.
   */
  recoverAhead(orders: readonly { order: SignedOrder; exchange: ExchangeKind }[]): Promise<void>;
}

/** An order encoded, and its signer recovered, ahead of `verify` (see `recoverAhead`). */
interface Prepared {
  exchange: ExchangeKind;
  /** The signed values and signature it was made from: a changed order is verified afresh. */
  values: readonly unknown[];
  encoded: EncodedOrder;
  digest: Uint8Array;
  /** The address whose key signed the digest; null when no key did; undefined: not recovered. */
  recovered: Uint8Array | null | undefined;
}

const signedValues = (order: SignedOrder): unknown[] => [
  order.salt,
  order.maker,
  order.signer,
  order.tokenId,
  order.makerAmount,
  order.takerAmount,
  order.side,
  order.signatureType,
  order.timestamp,
  order.metadata,
  order.builder,
  order.signature,
];

const sameValues = (values: readonly unknown[], order: SignedOrder): boolean =>
  signedValues(order).every((value, i) => value === values[i]);

const INVALID = 'invalid order signature';
const hex = (bytes: Uint8Array): string => '0x' + Buffer.from(bytes).toString('hex');

export function createOrderVerifier(config: AuthConfig, funders: FunderCheck): OrderVerifier {
  const separators = {} as Record<ExchangeKind, Uint8Array>;
  for (const kind of Object.keys(config.exchanges) as ExchangeKind[]) {
    const contract = addressBytes(config.exchanges[kind]);
    if (!contract) throw new Error(`exchange ${kind} is not an address: ${config.exchanges[kind]}`);
    separators[kind] = domainSeparator({
      name: ORDER_DOMAIN_NAME,
      version: ORDER_DOMAIN_VERSION,
      chainId: config.chainId,
      verifyingContract: contract,
    });
  }
  const prepared = new WeakMap<SignedOrder, Prepared>();

  const preparedFor = (order: SignedOrder, exchange: ExchangeKind): Prepared | undefined => {
    const ahead = prepared.get(order);
    return ahead && ahead.exchange === exchange && sameValues(ahead.values, order)
      ? ahead
      : undefined;
  };

  function verifySigner(order: SignedOrder, digest: Uint8Array, signer: Buffer): Rejection | null {
    const bytes = signatureBytes(order.signature);
    if (!bytes) return { ok: false, reason: 'order.signature must be a 0x-prefixed 65-byte hex' };
    const publicKey = recoverPublicKey(digest, bytes);
    return publicKey && signer.equals(addressOfPublicKey(publicKey))
      ? null
      : { ok: false, reason: INVALID };
  }

  return {
    hash(order, exchange) {
      const encoded = encodeOrder(order);
      if (!encoded.ok) return encoded;
      return {
        ok: true,
        orderHash: hex(typedDataDigest(separators[exchange], encoded.structHash)),
      };
    },

    verify(order, exchange) {
      const ahead = preparedFor(order, exchange);
      const encoded = ahead?.encoded ?? encodeOrder(order);
      if (!encoded.ok) return encoded;
      const { structHash, maker, signer } = encoded;
      const separator = separators[exchange];
      const digest = ahead?.digest ?? typedDataDigest(separator, structHash);
      const orderHash = hex(digest);
      const type = order.signatureType;

      if (type === 0 || type === 3) {
        if (!maker.equals(signer)) {
          return {
            ok: false,
            reason: `order.maker must equal order.signer for signatureType ${type}`,
          };
        }
      }
      if (type === 3) {
        const controller = recoverDepositWalletController({
          signature: order.signature,
          wallet: signer,
          chainId: config.chainId,
          separator,
          structHash,
        });
        if (!controller) return { ok: false, reason: INVALID };
        return funders.controls(hex(controller), hex(signer), type)
          ? { ok: true, orderHash }
          : { ok: false, reason: 'the signing key is not registered for this deposit wallet' };
      }
      if (ahead?.recovered !== undefined) {
        if (!ahead.recovered || !signer.equals(ahead.recovered))
          return { ok: false, reason: INVALID };
      } else {
        const rejection = verifySigner(order, digest, signer);
        if (rejection) return rejection;
      }
      if (type !== 0 && !funders.controls(hex(signer), hex(maker), type)) {
        return { ok: false, reason: 'order.signer is not registered as controlling order.maker' };
      }
      return { ok: true, orderHash };
    },

    async recoverAhead(orders) {
      const jobs: RecoveryJob[] = [];
      const pending: [SignedOrder, Prepared][] = [];
      for (const { order, exchange } of orders) {
        // signatureType 3 signs through its wallet (deposit-wallet-signature.ts): left to verify.
        if (order.signatureType === 3 || preparedFor(order, exchange)) continue;
        const values = signedValues(order);
        const encoded = encodeOrder(order);
        const signature = signatureBytes(order.signature);
        if (!encoded.ok || !signature || !isCanonical(signature)) continue;
        const digest = typedDataDigest(separators[exchange], encoded.structHash);
        jobs.push({ digest, signature });
        pending.push([order, { exchange, values, encoded, digest, recovered: undefined }]);
      }
      const signers = await recoverOnWorker(jobs);
      // Kept even when not recovered (the worker declined or failed): `verify` then recovers
      // the key itself but reuses the encoding and the digest.
      signers.forEach((recovered, i) => {
        const [order, ahead] = pending[i]!;
        ahead.recovered = recovered;
        prepared.set(order, ahead);
      });
    },
  };
}
