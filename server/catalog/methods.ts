import {
  NO_ORDERBOOK_MESSAGE,
  ServiceError,
  type EncodingHandlerGroup,
  type HandlerGroup,
} from '../contract/index.js';
import { PRICE_SCALE } from '../shared/index.js';
import { renderIconSvg } from './icon-svg.js';
import { LOCAL_SPORTS_MARKET_TYPES } from './sports/market-types.js';
import type { Catalog, TradingMarket } from './types.js';

type CatalogMethod =
  | 'catalog.markets'
  | 'catalog.market'
  | 'catalog.events'
  | 'catalog.event'
  | 'catalog.eventBySlug'
  | 'catalog.series'
  | 'catalog.tags'
  | 'catalog.search';

type CommentMethod = 'catalog.comments' | 'catalog.commentsByParent' | 'catalog.comment';

/** The catalog's reads: markets, events, series, tags and search. */
export function createCatalogHandlers(catalog: Catalog): EncodingHandlerGroup<CatalogMethod> {
  return {
    'catalog.markets': (query) => catalog.listMarkets(query),
    'catalog.market': ({ id, creator }) => catalog.getMarket(id, creator),
    'catalog.events': (query) => catalog.listEvents(query),
    'catalog.event': ({ id, creator }) => catalog.getEvent(id, creator),
    'catalog.eventBySlug': ({ slug, creator }) => catalog.getEventBySlug(slug, creator),
    'catalog.series': (query) => catalog.listSeries(query),
    'catalog.tags': (query) => catalog.listTags(query),
    'catalog.search': (query) => catalog.search(query),
  };
}

/** The local venue's comments (a mirror reads the upstream's). */
export function createCommentHandlers(catalog: Catalog): HandlerGroup<CommentMethod> {
  return {
    'catalog.comments': ({ user_address, ...query }) => catalog.commentsByUser(user_address, query),
    'catalog.commentsByParent': (query) => catalog.commentsByParent(query),
    'catalog.comment': ({ id }) => catalog.comment(id),
  };
}

type LookupMethod =
  | 'catalog.marketBySlug'
  | 'catalog.marketTags'
  | 'catalog.eventTags'
  | 'catalog.tag'
  | 'catalog.tagBySlug'
  | 'catalog.relatedTags'
  | 'catalog.relatedTagsBySlug'
  | 'catalog.relatedTagTags'
  | 'catalog.relatedTagTagsBySlug'
  | 'catalog.seriesById'
  | 'catalog.marketsKeyset'
  | 'catalog.eventsKeyset'
  | 'catalog.sports'
  | 'catalog.sportsMarketTypes'
  | 'catalog.marketClarifications'
  | 'catalog.teams';

/** The catalog's reads beyond the specification. */
export function createCatalogLookupHandlers(catalog: Catalog): HandlerGroup<LookupMethod> {
  return {
    'catalog.marketBySlug': ({ slug, creator }) => catalog.marketBySlug(slug, creator),
    'catalog.marketTags': ({ id }) => catalog.marketTags(id),
    'catalog.eventTags': ({ id }) => catalog.eventTags(id),
    'catalog.tag': ({ id }) => catalog.tag({ id }),
    'catalog.tagBySlug': ({ slug }) => catalog.tag({ slug }),
    'catalog.relatedTags': ({ id, ...query }) => catalog.relatedTags({ id }, query),
    'catalog.relatedTagsBySlug': ({ slug, ...query }) => catalog.relatedTags({ slug }, query),
    'catalog.relatedTagTags': ({ id, ...query }) => catalog.relatedTagTags({ id }, query),
    'catalog.relatedTagTagsBySlug': ({ slug, ...query }) => catalog.relatedTagTags({ slug }, query),
    'catalog.seriesById': ({ id }) => catalog.seriesById(id),
    'catalog.marketsKeyset': (query) => catalog.marketsKeyset(query),
    'catalog.eventsKeyset': (query) => catalog.eventsKeyset(query),
    'catalog.sports': () => catalog.listSports(),
    'catalog.sportsMarketTypes': () => ({ marketTypes: [...LOCAL_SPORTS_MARKET_TYPES] }),
    // The local venue's resolver never clarifies a market's rules.
    'catalog.marketClarifications': () => [],
    'catalog.teams': (query) => catalog.listTeams(query),
  };
}

type SettingsMethod =
  | 'orderbook.tickSize'
  | 'orderbook.negRisk'
  | 'orderbook.feeRate'
  | 'orderbook.marketByToken'
  | 'orderbook.clobMarket';

/** The market settings the venue's clients read before they sign an order. */
export function createMarketSettingsHandlers(catalog: Catalog): HandlerGroup<SettingsMethod> {
  const marketOfToken = (tokenId: string): TradingMarket => {
    const found = catalog.tradingMarketByToken(tokenId);
    if (!found) throw new ServiceError('not_found', NO_ORDERBOOK_MESSAGE);
    return found.market;
  };
  return {
    'orderbook.tickSize': ({ token_id }) => ({
      minimum_tick_size: marketOfToken(token_id).tickTicks / PRICE_SCALE,
    }),
    'orderbook.negRisk': ({ token_id }) => ({ neg_risk: marketOfToken(token_id).negRisk }),
    'orderbook.feeRate': ({ token_id }) => ({
      base_fee: marketOfToken(token_id).takerBaseFeeBps,
    }),
    'orderbook.marketByToken': ({ token_id }) => {
      const market = marketOfToken(token_id);
      return {
        condition_id: market.conditionId,
        primary_token_id: market.tokens[0].tokenId,
        secondary_token_id: market.tokens[1].tokenId,
      };
    },
    'orderbook.clobMarket': ({ condition_id }) => catalog.clobMarket(condition_id),
  };
}

type MetaMethod =
  | 'meta.root'
  | 'meta.ok'
  | 'meta.time'
  | 'meta.version'
  | 'publicdata.health'
  | 'catalog.status'
  | 'assets.icon';

/** Health, time, protocol version and the icons the catalog draws itself. */
export function createMetaHandlers(): HandlerGroup<MetaMethod> {
  return {
    'meta.root': () => 'OK',
    'meta.ok': () => 'OK',
    'publicdata.health': () => ({ data: 'OK' }),
    'catalog.status': () => 'OK',
    'meta.time': () => Math.floor(Date.now() / 1000),
    'meta.version': () => ({ version: 2 }),
    'assets.icon': ({ file }) => renderIconSvg(file.slice(0, -'.svg'.length)),
  };
}
