import type { Auth } from '../../auth/index.js';
import type { Catalog } from '../../catalog/index.js';
import type { MarketData, OrderBookMarketLists } from '../../marketdata/index.js';
import { localVenueControl, type MirrorControl, type PublicDataCache } from '../../mirror/index.js';
import type { PublicData } from '../../publicdata/index.js';
import type { AccountViews, TradingService, VenueOperations } from '../../trading/index.js';
import type { DispatchTable } from '../handler.js';
import { createAccountHandlers } from './account.js';
import { createAccountExtraHandlers, createBuilderFeeHandlers } from './account-extras.js';
import { createAuthHandlers } from './auth.js';
import { createCatalogHandlers } from './catalog.js';
import { createCatalogLookupHandlers } from './catalog-lookups.js';
import { createMarketDataHandlers } from './market-data.js';
import { createMetaHandlers } from './meta.js';
import { createMirrorPublicDataHandlers } from './mirror-public-data.js';
import { createMirrorHandlers } from './mirror.js';
import { createOperatorHandlers } from './operator.js';
import { createMarketListHandlers, createMarketSettingsHandlers } from './order-book.js';
import { createPublicDataHandlers } from './public-data.js';
import { createTradingHandlers } from './trading.js';

/** The domain services behind the scripts' methods; an absent one leaves its methods out. */
export interface ServiceHandlerDeps {
  catalog: Catalog;
  auth?: Auth | undefined;
  trading?: TradingService | undefined;
  accountViews?: AccountViews | undefined;
  /** Local-venue mode only. */
  operations?: VenueOperations | undefined;
  marketLists?: OrderBookMarketLists | undefined;
  marketData?: MarketData | undefined;
  publicData?: PublicData | undefined;
  /** Mirror mode: public data and comments from the upstream through the cache. */
  mirrorPublicData?: PublicDataCache | undefined;
  /** Mirror mode's status and sync; unset: a local venue's status. */
  mirror?: MirrorControl | undefined;
}

/** The implementations of the public, l1, l2 and operator methods the services allow. */
export function createServiceHandlers(deps: ServiceHandlerDeps): DispatchTable {
  return {
    ...createMetaHandlers(),
    ...createCatalogHandlers(deps.catalog),
    ...createCatalogLookupHandlers(deps.catalog),
    ...createMarketSettingsHandlers(deps.catalog),
    ...(deps.marketLists && createMarketListHandlers(deps.marketLists)),
    ...(deps.marketData && createMarketDataHandlers(deps.marketData)),
    ...(deps.publicData && createPublicDataHandlers(deps.publicData)),
    ...(deps.auth && createAuthHandlers(deps.auth)),
    ...(deps.trading && createTradingHandlers(deps.trading)),
    ...(deps.accountViews && createAccountHandlers(deps.accountViews)),
    ...(deps.accountViews && createAccountExtraHandlers(deps.accountViews)),
    ...createBuilderFeeHandlers(),
    ...(deps.operations && createOperatorHandlers(deps.operations)),
    ...createMirrorHandlers(deps.mirror ?? localVenueControl),
    // Last: it replaces the local public data and the catalog's comment reads.
    ...(deps.mirrorPublicData && createMirrorPublicDataHandlers(deps.mirrorPublicData)),
  };
}
