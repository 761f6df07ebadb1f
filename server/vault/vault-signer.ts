import { TypedDataEncoder } from 'ethers/hash';
import {
  CLOB_AUTH_MESSAGE,
  type ApiKeyIdentity,
  type Auth,
  type ExchangeKind,
  type SignedOrder,
  type SignedOrderFields,
} from '../auth/index.js';
import { ServiceError } from '../contract/index.js';
import { signDigest } from './key-pair.js';
import { signDepositWalletOrder } from './deposit-wallet.js';

/** An order's signed fields but the ones the account decides: maker, signer, signatureType. */
export type OrderToSign = Omit<SignedOrderFields, 'maker' | 'signer' | 'signatureType'>;

/** The L1 headers of the venue's API (POST /auth/api-key, GET /auth/derive-api-key). */
export interface L1Headers {
  POLY_ADDRESS: string;
  POLY_SIGNATURE: string;
  POLY_TIMESTAMP: string;
  POLY_NONCE: string;
}

/**
 * The current account's signing key, held by the vault. Every call checks that the vault is
 * still unlocked with this account (else ServiceError 'locked') and counts as activity for the
 * auto-lock. The key itself is never exposed.
 */
export interface VaultSigner {
  /** The account's EOA, checksummed: the key's address. */
  readonly address: string;
  /** The wallet that pays: the funder for signature types 1-3, else `address`. */
  readonly maker: string;
  readonly funder: string | null;
  readonly signatureType: 0 | 1 | 2 | 3;
  /**
   * The order completed with maker, signer and signatureType and signed (EIP-712, CTF Exchange
   * v2) for the chain's standard or neg-risk exchange. For signatureType 3 the signature is the
   * deposit wallet's nested (ERC-7739) form.
   */
  signOrder(order: OrderToSign, exchange: ExchangeKind): SignedOrder;
  /** ClobAuth (L1) headers, e.g. for an upstream venue; timestamp in Unix seconds. */
  l1Headers(nonce?: number, timestampSeconds?: number): L1Headers;
  /** The account's API key (nonce 0), derived or created in-process: the intake's caller. */
  apiIdentity(): ApiKeyIdentity;
}

export interface SignerAccount {
  address: string;
  funder: string | null;
  signatureType: 0 | 1 | 2 | 3;
}

/** The current account without its key: who signs and who pays. */
export interface CurrentAccount extends SignerAccount {
  /** The wallet that pays: the funder for signature types 1-3, else `address`. */
  maker: string;
}

export const makerOf = ({ address, funder, signatureType }: SignerAccount): string =>
  signatureType !== 0 && funder ? funder : address;

export interface SignerDeps {
  auth: Auth;
  /** The unlocked key of `account`; throws 'locked' when the vault no longer holds it. */
  key(): Buffer;
  nowMs: () => number;
  apiIdentity: () => ApiKeyIdentity;
}

const CLOB_AUTH_TYPES = {
  ClobAuth: [
    { name: 'address', type: 'address' },
    { name: 'timestamp', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'message', type: 'string' },
  ],
};

/** The ClobAuth EIP-712 digest of the venue's L1 authentication. */
export function clobAuthDigest(
  chainId: number,
  address: string,
  timestamp: string,
  nonce: number,
): Buffer {
  const digest = TypedDataEncoder.hash(
    { name: 'ClobAuthDomain', version: '1', chainId },
    CLOB_AUTH_TYPES,
    { address, timestamp, nonce, message: CLOB_AUTH_MESSAGE },
  );
  return Buffer.from(digest.slice(2), 'hex');
}

export function signL1Headers(
  chainId: number,
  address: string,
  key: Buffer,
  nonce: number,
  timestampSeconds: number,
): L1Headers {
  const timestamp = String(timestampSeconds);
  return {
    POLY_ADDRESS: address,
    POLY_SIGNATURE: signDigest(clobAuthDigest(chainId, address, timestamp, nonce), key),
    POLY_TIMESTAMP: timestamp,
    POLY_NONCE: String(nonce),
  };
}

export function createVaultSigner(account: SignerAccount, deps: SignerDeps): VaultSigner {
  const { address, funder, signatureType } = account;
  const maker = makerOf(account);
  const { config } = deps.auth;

  return {
    address,
    maker,
    funder,
    signatureType,

    signOrder(order, exchange) {
      const key = deps.key();
      if (signatureType === 3) {
        const fields = { ...order, maker, signer: maker, signatureType };
        return signDepositWalletOrder(fields, exchange, config, key);
      }
      const fields: SignedOrderFields = { ...order, maker, signer: address, signatureType };
      const hashed = deps.auth.orders.hash(fields, exchange);
      if (!hashed.ok) throw new ServiceError('invalid_input', hashed.reason);
      const digest = Buffer.from(hashed.orderHash.slice(2), 'hex');
      return { ...fields, signature: signDigest(digest, key) };
    },

    l1Headers(nonce = 0, timestampSeconds = Math.floor(deps.nowMs() / 1000)) {
      return signL1Headers(config.chainId, address, deps.key(), nonce, timestampSeconds);
    },

    apiIdentity: () => deps.apiIdentity(),
  };
}
