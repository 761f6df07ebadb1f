import { addressBytes, addressOfPublicKey } from './address.js';
import type { AuthConfig, ExchangeKind } from './config.js';
import { recoverDepositWalletController } from './deposit-wallet-signature.js';
import { recoverPublicKey, signatureBytes } from './ecdsa.js';
import { domainSeparator, typedDataDigest } from './eip712.js';
import { encodeOrder, type Rejection, type SignedOrderFields } from './order-hash.js';

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
}

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

  function verifySigner(signature: string, digest: Uint8Array, signer: Buffer): Rejection | null {
    const bytes = signatureBytes(signature);
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
      const encoded = encodeOrder(order);
      if (!encoded.ok) return encoded;
      const { structHash, maker, signer } = encoded;
      const separator = separators[exchange];
      const digest = typedDataDigest(separator, structHash);
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
      const rejection = verifySigner(order.signature, digest, signer);
      if (rejection) return rejection;
      if (type !== 0 && !funders.controls(hex(signer), hex(maker), type)) {
        return { ok: false, reason: 'order.signer is not registered as controlling order.maker' };
      }
      return { ok: true, orderHash };
    },
  };
}
