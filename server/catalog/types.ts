import type {
  ClobMarket,
  Comment,
  CommentsQuery,
  EncodedJson,
  Event,
  EventsKeysetPage,
  EventsKeysetQuery,
  EventsQuery,
  Market,
  MarketsKeysetPage,
  MarketsKeysetQuery,
  MarketsQuery,
  ParentCommentsQuery,
  RelatedTagsQuery,
  Sport,
  TagRelationship,
  Team,
  TeamsQuery,
  SearchQuery,
  SearchResult,
  Series,
  SeriesQuery,
  Tag,
  TagsQuery,
} from '../contract/index.js';

/** A tag named by id or by slug. */
export type TagKey = { id: number } | { slug: string };

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
  /** GET /public-search, already encoded: its pages are large and their events reused. */
  search(query: SearchQuery): EncodedJson<SearchResult>;
  commentsByUser(address: string, query: CommentsQuery): Comment[];
  /** GET /comments: an event's or a series' comments. */
  commentsByParent(query: ParentCommentsQuery): Comment[];
  /** GET /comments/{id}: the comment, as a one-item array. */
  comment(id: number): Comment[];
  marketBySlug(slug: string, creator?: string): Market;
  tag(key: TagKey): Tag;
  /** The tags of a market: those of its event (by numeric id or condition id). */
  marketTags(idOrConditionId: string): Tag[];
  eventTags(eventId: number): Tag[];
  relatedTags(key: TagKey, query: RelatedTagsQuery): TagRelationship[];
  relatedTagTags(key: TagKey, query: RelatedTagsQuery): Tag[];
  seriesById(id: number): Series;
  marketsKeyset(query: MarketsKeysetQuery): MarketsKeysetPage;
  eventsKeyset(query: EventsKeysetQuery): EventsKeysetPage;
  /** GET /sports: the leagues of the catalog's sports markets, by id. */
  listSports(): Sport[];
  listTeams(query: TeamsQuery): Team[];
  /** Changes whenever any catalog answer may have changed (see catalogVersion). */
  version(): string;
  /**
   * The market that trades `tokenId` and the token's outcome index; undefined for an unknown
   * token. Called on every order: memoised until a trading column of the catalog changes.
   */
  tradingMarketByToken(tokenId: string): { market: TradingMarket; tokenIndex: 0 | 1 } | undefined;
  /** The market of a condition id (any case), memoised like tradingMarketByToken. */
  tradingMarket(conditionId: string): TradingMarket | undefined;
  /** GET /clob-markets/{condition_id}: the market's settings; 404 for an unknown market. */
  clobMarket(conditionId: string): ClobMarket;
}

export interface TradingToken {
  tokenId: string;
  outcome: string;
  outcomeIndex: 0 | 1;
}

/**
 * What the trading layer needs of a binary market. Shared and frozen: never mutate one.
 * Amounts are integers: ticks of 0.0001 for prices, micro-units for sizes and fee rates.
 */
export interface TradingMarket {
  /** markets.id */
  marketId: number;
  conditionId: string;
  question: string;
  slug: string;
  /** Absolute URL of the market's icon. */
  icon: string;
  eventSlug: string;
  /** By outcome index. */
  tokens: readonly [TradingToken, TradingToken];
  /** Tick size in ticks of 0.0001 (tick_size_micros / 100). */
  tickTicks: number;
  minSizeMicros: number;
  negRisk: boolean;
  /** The engine's FeeParams shape: `fd: {r, e, to}` with r in micro-units. */
  fee: { rateMicros: number; exponent: number; takerOnly: boolean };
  makerBaseFeeBps: number;
  takerBaseFeeBps: number;
  active: boolean;
  closed: boolean;
  archived: boolean;
  acceptingOrders: boolean;
  winningOutcomeIndex: number | null;
}

export interface CatalogOptions {
  /** Base URL that relative asset paths (`/assets/...`) are served under, read per request. */
  assetBaseUrl: () => string;
}
