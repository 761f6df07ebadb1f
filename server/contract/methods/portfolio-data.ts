import { Type } from 'typebox';
import {
  HoldersQuery,
  LeaderboardEntry,
  LeaderboardQuery,
  LiveVolume,
  LiveVolumeQuery,
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
  MarketPositionsQuery,
  ValueQuery,
  WalletValue,
} from '../portfolio-data.js';
import { defineMethod } from './define.js';

// The venue's public data beyond the specification: positions, values and rankings read live
// from the ledger. The HTTP routes of the same names call these methods.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;
const data = ['public-data'] as const;
const publicData = { tags: ['public data'], statuses: [400, 429] } as const;
const LISTS = 'market (and eventId) take comma-joined or repeated values.';

export const portfolioDataMethods = {
  positions: defineMethod({
    ...read,
    limits: [...data, 'positions'],
    name: 'publicdata.positions',
    summary: "A wallet's current positions marked to the live book",
    input: PositionsQuery,
    output: Type.Array(Position),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/positions',
      summary: "A wallet's current positions marked to the live book, largest first by default",
      description: `market and eventId cannot go together. ${LISTS}`,
    },
  }),
  value: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.value',
    summary: "What a wallet's current positions are worth",
    input: ValueQuery,
    output: Type.Array(WalletValue),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/value',
      summary: "What a wallet's current positions are worth at their marks",
      description: LISTS,
    },
  }),
  traded: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.traded',
    summary: 'How many markets a wallet has traded',
    input: TradedQuery,
    output: Traded,
    http: { ...publicData, verb: 'GET', path: '/traded' },
  }),
  holders: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.holders',
    summary: 'The top holders of each token of the markets',
    input: HoldersQuery,
    output: Type.Array(TokenHolders),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/holders',
      summary: 'The largest holders of each token of the markets',
      description: LISTS,
    },
  }),
  openInterest: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.openInterest',
    summary: 'Open interest of markets, or of the whole venue',
    input: OpenInterestQuery,
    output: Type.Array(OpenInterest),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/oi',
      summary: 'Open interest per market, or of the whole venue ("GLOBAL") without market',
      description: LISTS,
    },
  }),
  liveVolume: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.liveVolume',
    summary: "An event's traded volume, per market and in total",
    input: LiveVolumeQuery,
    output: Type.Array(LiveVolume),
    http: {
      ...publicData,
      statuses: [400, 404, 429],
      verb: 'GET',
      path: '/live-volume',
    },
  }),
  marketPositions: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.marketPositions',
    summary: "Every wallet's position in a market, per token",
    input: MarketPositionsQuery,
    output: Type.Array(TokenPositions),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/v1/market-positions',
      summary: "Every wallet's position in a market, per token (limit and offset per token)",
    },
  }),
  leaderboard: defineMethod({
    ...read,
    limits: data,
    name: 'publicdata.leaderboard',
    summary: 'Traders ranked by PnL or volume over a period',
    input: LeaderboardQuery,
    output: Type.Array(LeaderboardEntry),
    http: { ...publicData, verb: 'GET', path: '/v1/leaderboard' },
  }),
  publicProfile: defineMethod({
    ...read,
    limits: ['catalog'],
    name: 'catalog.publicProfile',
    summary: "A wallet's public profile",
    input: PublicProfileQuery,
    output: PublicProfile,
    http: {
      tags: ['catalog'],
      statuses: [400, 404, 429],
      verb: 'GET',
      path: '/public-profile',
      summary: "A wallet's public profile, by its address or its proxy wallet",
    },
  }),
} as const;
