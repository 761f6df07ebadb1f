/**
 * Catalog rows as the domain writes them: integers in micro-units for money, sizes and
 * prices (value × 1e6), ISO 8601 UTC strings for time, lower-case 0x addresses.
 */
export interface TagRecord {
  id: number;
  label: string;
  slug: string;
  forceShow?: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SeriesRecord {
  id: number;
  ticker: string;
  slug: string;
  title: string;
  seriesType: string;
  recurrence: string;
  image: string;
  icon: string;
  active: boolean;
  closed: boolean;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EventRecord {
  id: number;
  ticker: string;
  slug: string;
  title: string;
  description: string;
  resolutionSource: string;
  image: string;
  icon: string;
  startDate: string;
  creationDate: string;
  endDate: string;
  createdAt: string;
  updatedAt: string;
  active: boolean;
  closed: boolean;
  archived: boolean;
  featured: boolean;
  negRisk: boolean;
  negRiskMarketId: string;
  eventMetadata: Record<string, unknown>;
  tagIds: readonly number[];
  seriesIds: readonly number[];
}

export interface MarketTokenRecord {
  tokenId: string;
  outcome: string;
}

export interface MarketStatsRecord {
  volumeMicros: number;
  volume24hrMicros: number;
  volume1wkMicros: number;
  volume1moMicros: number;
  volume1yrMicros: number;
  liquidityMicros: number;
  bestBidMicros: number | null;
  bestAskMicros: number | null;
  lastTradePriceMicros: number | null;
  oneDayPriceChangeMicros: number | null;
  oneWeekPriceChangeMicros: number | null;
  oneMonthPriceChangeMicros: number | null;
  /** Complete sets outstanding (each backed by one unit of collateral), in micro-units. */
  openInterestMicros: number;
  competitiveMicros: number;
}

export interface MarketRecord {
  id: number;
  eventId: number;
  conditionId: string;
  questionId: string;
  question: string;
  slug: string;
  description: string;
  resolutionSource: string;
  image: string;
  icon: string;
  groupItemTitle: string;
  /** In outcome-index order; the labels are the tokens' outcomes. */
  tokens: readonly MarketTokenRecord[];
  startDate: string;
  endDate: string;
  createdAt: string;
  updatedAt: string;
  closedTime: string | null;
  active: boolean;
  closed: boolean;
  archived: boolean;
  featured: boolean;
  acceptingOrders: boolean;
  enableOrderBook: boolean;
  negRisk: boolean;
  negRiskMarketId: string;
  negRiskRequestId: string;
  tickSizeMicros: number;
  minOrderSizeMicros: number;
  makerBaseFeeBps: number;
  takerBaseFeeBps: number;
  feeRateMicros: number;
  feeExponent: number;
  feeTakerOnly: boolean;
  rewardsDailyRateMicros: number;
  rewardsMinSizeMicros: number;
  rewardsMaxSpreadMicros: number;
  creator: string;
  winningOutcomeIndex: number | null;
  stats: MarketStatsRecord;
}

export interface ProfileRecord {
  address: string;
  proxyWallet: string;
  name: string;
  pseudonym: string;
  bio: string;
  profileImage: string;
  displayUsernamePublic: boolean;
  isMod: boolean;
  isCreator: boolean;
  createdAt: string;
}

export interface CommentRecord {
  id: number;
  body: string;
  parentEntityType: 'Event' | 'Series';
  parentEntityId: number;
  parentCommentId: number | null;
  userAddress: string;
  replyAddress: string | null;
  createdAt: string;
  updatedAt: string;
  reportCount: number;
}

export interface ReactionRecord {
  id: number;
  commentId: number;
  reactionType: string;
  userAddress: string;
  createdAt: string;
}

/** A league of the catalog's sports markets (GET /sports). */
export interface SportRecord {
  id: number;
  /** The league's short name, lower-case: `nba`. */
  sport: string;
  image: string;
  /** Where results are settled: the league's site. */
  resolution: string;
  /** How a game is named: `home` (home team first) or `away`. */
  ordering: 'home' | 'away';
  tagIds: readonly number[];
  seriesId: number | null;
  createdAt: string;
}

/** A team of a league (GET /teams). */
export interface TeamRecord {
  id: number;
  name: string;
  /** The `sport` of its league. */
  league: string;
  record: string;
  logo: string;
  abbreviation: string;
  alias: string;
  createdAt: string;
  updatedAt: string;
}
