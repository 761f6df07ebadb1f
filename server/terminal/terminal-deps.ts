import type { Catalog, MarketSearch } from '../catalog/index.js';
import type { MirrorStatus, ServiceStatus } from '../contract/index.js';
import type { Ledger } from '../ledger/index.js';
import type { AccountViews, TradingService, VenueOperations } from '../trading/index.js';
import type { Static } from 'typebox';
import type { CurrentAccount, CurrentSigner } from './terminal-signer.js';

export interface TerminalDeps {
  trading: Pick<TradingService, 'prepareOrders' | 'postOrder' | 'cancels' | 'books'>;
  /** The venue's operations in local-venue mode; null in mirror mode (no faucet). */
  venue: Pick<VenueOperations, 'faucet'> | null;
  accountViews: Pick<AccountViews, 'latestUserOrders' | 'latestAccountTrades'>;
  ledger: Pick<Ledger, 'findAccount' | 'positionsOf'>;
  catalog: Pick<Catalog, 'getMarket' | 'tradingMarket' | 'tradingMarketByToken'>;
  searchMarkets: MarketSearch['searchMarkets'];
  /** For trading and the user's actions (activity for the auto-lock). */
  signer: CurrentSigner;
  /** For reads: the same account without its key (not activity). */
  account: CurrentAccount;
  status: {
    version: string;
    mode: Static<typeof ServiceStatus>['mode'];
    chainId: number;
    /** The scripts' HTTP API as it is now (null while the port is off). */
    apiUrl: () => string | null;
    /** Mirror mode's status (upstream, online, sync); unset in local-venue mode. */
    mirror?: () => MirrorStatus;
  };
  now?: () => number;
}
