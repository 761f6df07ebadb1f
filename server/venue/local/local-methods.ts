import { createAuthHandlers, type Auth } from '../../auth/index.js';
import {
  createCommentHandlers,
  createMarketSettingsHandlers,
  type Catalog,
} from '../../catalog/index.js';
import type { DispatchTable } from '../../contract/index.js';
import { createMarketDataHandlers, type MarketData } from '../../marketdata/index.js';
import { createPublicDataHandlers, type PublicData } from '../../publicdata/index.js';
import {
  createAccountExtraHandlers,
  createAccountHandlers,
  createOperatorHandlers,
  createTradingHandlers,
  type AccountViews,
  type TradingService,
  type VenueOperations,
} from '../../trading/index.js';
import { createRewardsHandlers, type Rewards } from '../../rewards/index.js';
import { mergeHandlers } from '../../rpc/index.js';
import { createStatusHandlers, localVenueStatus } from '../status-methods.js';

/** The local venue's parts behind the scripts' methods; an absent one leaves its methods out. */
export interface LocalVenueParts {
  catalog: Catalog;
  auth?: Auth | undefined;
  trading?: TradingService | undefined;
  accountViews?: AccountViews | undefined;
  operations?: VenueOperations | undefined;
  marketData?: MarketData | undefined;
  publicData?: PublicData | undefined;
  rewards?: Rewards | undefined;
}

/**
 * The local venue's own methods: comments, market settings, books and quotes, public data,
 * API keys, trading, the account's reads, liquidity rewards, the operator's tools and the venue's
 * status.
 */
export function createLocalVenueHandlers(parts: LocalVenueParts): DispatchTable {
  return mergeHandlers(
    createCommentHandlers(parts.catalog),
    createMarketSettingsHandlers(parts.catalog),
    parts.marketData && createMarketDataHandlers(parts.marketData),
    parts.publicData && createPublicDataHandlers(parts.publicData),
    parts.auth && createAuthHandlers(parts.auth),
    parts.trading && createTradingHandlers(parts.trading),
    parts.accountViews && createAccountHandlers(parts.accountViews),
    parts.accountViews && createAccountExtraHandlers(parts.accountViews),
    parts.rewards && createRewardsHandlers(parts.rewards),
    parts.operations && createOperatorHandlers(parts.operations),
    createStatusHandlers(localVenueStatus),
  );
}
