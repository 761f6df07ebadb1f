import { createAuthHandlers, type Auth } from '../../auth/index.js';
import {
  createCatalogHandlers,
  createCatalogLookupHandlers,
  createCommentHandlers,
  createMarketSettingsHandlers,
  createMetaHandlers,
  type Catalog,
} from '../../catalog/index.js';
import type { DispatchTable } from '../../contract/index.js';
import {
  createMarketDataHandlers,
  createMarketListHandlers,
  type MarketData,
  type OrderBookMarketLists,
} from '../../marketdata/index.js';
import { createPublicDataHandlers, type PublicData } from '../../publicdata/index.js';
import {
  createAccountExtraHandlers,
  createAccountHandlers,
  createBuilderFeeHandlers,
  createOperatorHandlers,
  createTradingHandlers,
  type AccountViews,
  type TradingService,
  type VenueOperations,
} from '../../trading/index.js';
import { mergeHandlers } from '../handler-table.js';
import { createMirrorHandlers, localVenueStatus, type VenueStatus } from './mirror.js';

/**
 * The methods served alike whatever the venue: the clock, the catalog's reads (a mirror's
 * catalog is synced into the same tables), the order-book surface's market lists and the
 * builder fees.
 */
export function createCatalogReadHandlers(
  catalog: Catalog,
  marketLists?: OrderBookMarketLists,
): DispatchTable {
  return mergeHandlers(
    createMetaHandlers(),
    createCatalogHandlers(catalog),
    createCatalogLookupHandlers(catalog),
    marketLists && createMarketListHandlers(marketLists),
    createBuilderFeeHandlers(),
  );
}

/** The local venue's parts behind the scripts' methods; an absent one leaves its methods out. */
export interface LocalVenueParts {
  catalog: Catalog;
  auth?: Auth | undefined;
  trading?: TradingService | undefined;
  accountViews?: AccountViews | undefined;
  operations?: VenueOperations | undefined;
  marketData?: MarketData | undefined;
  publicData?: PublicData | undefined;
}

/**
 * The local venue's own methods: comments, market settings, books and quotes, public data,
 * API keys, trading, the account's reads, the operator's tools and the venue's status.
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
    parts.operations && createOperatorHandlers(parts.operations),
    createMirrorHandlers(localVenueStatus),
  );
}

export interface ServiceHandlerDeps extends LocalVenueParts {
  marketLists?: OrderBookMarketLists | undefined;
}

/** A local venue's whole table from its parts (apps that tests build without a venue). */
export const createServiceHandlers = (deps: ServiceHandlerDeps): DispatchTable =>
  mergeHandlers(
    createCatalogReadHandlers(deps.catalog, deps.marketLists),
    createLocalVenueHandlers(deps),
  );

export { createMirrorHandlers, localVenueStatus, type VenueStatus };
