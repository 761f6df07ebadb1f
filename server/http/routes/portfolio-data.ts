import { Type } from 'typebox';
import {
  ErrorBody,
  HoldersQuery,
  LeaderboardEntry,
  LeaderboardQuery,
  LiveVolume,
  LiveVolumeQuery,
  MarketPositionsQuery,
  OpenInterest,
  OpenInterestQuery,
  Position,
  PositionsQuery,
  PublicProfile,
  PublicProfileQuery,
  TokenHolders,
  TokenPositions,
  Traded,
  TradedQuery,
  ValueQuery,
  WalletValue,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 429: ErrorBody };
const LISTS = 'market (and eventId) take comma-joined or repeated values.';
const tags = ['public data'];

/**
 * The venue's public data beyond the specification (docs/compatibility-data.md): a wallet's
 * positions and their value, holders and positions per market, open interest, an event's
 * volume, the leaderboard; and the catalog's public profiles.
 */
export function portfolioDataRoutes(route: MethodRoute): void {
  route('GET', '/positions', 'publicdata.positions', {
    schema: {
      tags,
      summary: "A wallet's current positions marked to the live book, largest first by default",
      description: `market and eventId cannot go together. ${LISTS}`,
      querystring: PositionsQuery,
      response: { 200: Type.Array(Position), ...errors },
    },
  });
  route('GET', '/value', 'publicdata.value', {
    schema: {
      tags,
      summary: "What a wallet's current positions are worth at their marks",
      description: LISTS,
      querystring: ValueQuery,
      response: { 200: Type.Array(WalletValue), ...errors },
    },
  });
  route('GET', '/traded', 'publicdata.traded', {
    schema: {
      tags,
      summary: 'How many markets a wallet has traded',
      querystring: TradedQuery,
      response: { 200: Traded, ...errors },
    },
  });
  route('GET', '/holders', 'publicdata.holders', {
    schema: {
      tags,
      summary: 'The largest holders of each token of the markets',
      description: LISTS,
      querystring: HoldersQuery,
      response: { 200: Type.Array(TokenHolders), ...errors },
    },
  });
  route('GET', '/oi', 'publicdata.openInterest', {
    schema: {
      tags,
      summary: 'Open interest per market, or of the whole venue ("GLOBAL") without market',
      description: LISTS,
      querystring: OpenInterestQuery,
      response: { 200: Type.Array(OpenInterest), ...errors },
    },
  });
  route('GET', '/live-volume', 'publicdata.liveVolume', {
    schema: {
      tags,
      summary: "An event's traded volume, per market and in total",
      querystring: LiveVolumeQuery,
      response: { 200: Type.Array(LiveVolume), 404: ErrorBody, ...errors },
    },
  });
  route('GET', '/v1/market-positions', 'publicdata.marketPositions', {
    schema: {
      tags,
      summary: "Every wallet's position in a market, per token (limit and offset per token)",
      querystring: MarketPositionsQuery,
      response: { 200: Type.Array(TokenPositions), ...errors },
    },
  });
  route('GET', '/v1/leaderboard', 'publicdata.leaderboard', {
    schema: {
      tags,
      summary: 'Traders ranked by PnL or volume over a period',
      querystring: LeaderboardQuery,
      response: { 200: Type.Array(LeaderboardEntry), ...errors },
    },
  });
  route('GET', '/public-profile', 'catalog.publicProfile', {
    schema: {
      tags: ['catalog'],
      summary: "A wallet's public profile, by its address or its proxy wallet",
      querystring: PublicProfileQuery,
      response: { 200: PublicProfile, 404: ErrorBody, ...errors },
    },
  });
}
