import type { Catalog, MarketSearch } from '../../../catalog/index.js';
import type { L1Signer, UpstreamAccount, UpstreamCaller } from '../../../mirror/index.js';
import type { TerminalDeps, CurrentAccount, TerminalSigner } from '../../../terminal/index.js';

/** The vault's current account as mirror mode needs it: it signs orders and L1 headers. */
export interface MirrorSigner
  extends Pick<TerminalSigner, 'address' | 'funder' | 'signatureType' | 'signOrder'>, L1Signer {}

/** The terminal's methods in mirror mode: trading and portfolio go to the upstream. */
export interface MirrorTerminalDeps {
  upstream: UpstreamAccount;
  /** The synced catalog: tick size and neg risk of an order's market, names of positions. */
  catalog: Pick<Catalog, 'tradingMarket' | 'tradingMarketByToken'>;
  searchMarkets: MarketSearch['searchMarkets'];
  /** For trading and the user's actions (activity for the auto-lock). */
  signer: () => MirrorSigner;
  /** For reads: the same account without its key (not activity). */
  account: CurrentAccount;
  status: TerminalDeps['status'];
  now?: () => number;
}

/**
 * The account whose upstream credentials a read uses. The key is asked for only when the
 * credentials must be derived first, so reads do not keep the vault unlocked.
 */
export const readCaller = (
  deps: Pick<MirrorTerminalDeps, 'account' | 'signer'>,
): UpstreamCaller => ({
  address: deps.account().address,
  signer: () => deps.signer(),
});
