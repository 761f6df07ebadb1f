import type { ApiKeyIdentity, ExchangeKind, SignedOrder } from '../auth/index.js';
import type { OrderToSign } from '../trading/index.js';

/**
 * The vault's current account as the terminal's handlers need it. The vault keeps the private
 * key: it signs what it is given and never hands the key out.
 */
export interface TerminalSigner {
  /** The signing key's address. */
  readonly address: string;
  /** The wallet that pays for signature types 1-3 (a proxy or deposit wallet); null for 0. */
  readonly funder: string | null;
  readonly signatureType: 0 | 1 | 2 | 3;
  /**
   * The order completed with maker, signer and signatureType and signed (EIP-712, CTF Exchange
   * v2) for the standard or neg-risk exchange: what is posted, as it is (the vault's
   * VaultSigner fits as it is).
   */
  signOrder(order: OrderToSign, exchange: ExchangeKind): SignedOrder | Promise<SignedOrder>;
  /** The account's API key (the vault derives it): its orders are placed under it. */
  apiIdentity(): ApiKeyIdentity | Promise<ApiKeyIdentity>;
}

/**
 * The current account's signer. Throws ServiceError `locked` while the vault is locked and
 * `not_found` when it holds no account.
 */
export type CurrentSigner = () => TerminalSigner;

/** Who the current account is, without its key: what read-only methods need. */
export type AccountView = Pick<TerminalSigner, 'address' | 'funder' | 'signatureType'>;

/**
 * The current account's view; throws as CurrentSigner does. Unlike a signer it is not activity
 * for the vault's auto-lock, so reads never keep the vault unlocked.
 */
export type CurrentAccount = () => AccountView;

/** The wallet whose collateral and positions an account trades with. */
export const payingAddress = (account: AccountView): string =>
  (account.funder ?? account.address).toLowerCase();
