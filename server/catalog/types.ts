import type {
  Comment,
  CommentsQuery,
  Event,
  EventsQuery,
  Market,
  MarketsQuery,
  SearchQuery,
  SearchResult,
  Series,
  SeriesQuery,
  Tag,
  TagsQuery,
} from '../contract/index.js';

/**
 * The catalog surface as the transports see it. Rejections are thrown as ServiceError
 * (400 naming the parameter, 404 for an unknown id); every method is synchronous SQLite.
 */
export interface Catalog {
  listMarkets(query: MarketsQuery): Market[];
  /** By numeric id or 0x condition id. */
  getMarket(idOrConditionId: string, creator?: string): Market;
  listEvents(query: EventsQuery): Event[];
  getEvent(id: number, creator?: string): Event;
  getEventBySlug(slug: string, creator?: string): Event;
  listSeries(query: SeriesQuery): Series[];
  listTags(query: TagsQuery): Tag[];
  search(query: SearchQuery): SearchResult;
  commentsByUser(address: string, query: CommentsQuery): Comment[];
  /** Changes whenever any catalog answer may have changed (see catalogVersion). */
  version(): string;
}

export interface CatalogOptions {
  /** Base URL that relative asset paths (`/assets/...`) are served under, read per request. */
  assetBaseUrl: () => string;
}
