import { Type } from 'typebox';
import {
  ActivityEvent,
  ActivityQuery,
  ClosedPosition,
  ClosedPositionsQuery,
  PublicTrade,
  PublicTradesQuery,
} from '../public-data.js';
import { defineMethod } from './define.js';

// The venue's public data of the specification: fills, a wallet's activity and closed positions.

const read = { auth: 'public', errors: ['invalid_input', 'not_found', 'rate_limited'] } as const;
const publicData = { tags: ['public data'], statuses: [400, 429] } as const;
const LISTS = 'market (and type) take comma-joined or repeated values.';

export const publicDataMethods = {
  trades: defineMethod({
    ...read,
    limits: ['public-data', 'public-trades'],
    name: 'publicdata.trades',
    summary: 'Public fills, newest first',
    input: PublicTradesQuery,
    output: Type.Array(PublicTrade),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/trades',
      summary: 'Fill sides of every wallet, newest first (taker sides only by default)',
      description: `filterType and filterAmount go together. ${LISTS}`,
    },
  }),
  activity: defineMethod({
    ...read,
    limits: ['public-data'],
    name: 'publicdata.activity',
    summary: "A wallet's trades and redemptions",
    input: ActivityQuery,
    output: Type.Array(ActivityEvent),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/activity',
      summary: "A wallet's trades (both sides) and redemptions, newest first by default",
      description: `start and end are Unix seconds, inclusive. ${LISTS}`,
    },
  }),
  closedPositions: defineMethod({
    ...read,
    limits: ['public-data', 'closed-positions'],
    name: 'publicdata.closedPositions',
    summary: "A wallet's closed positions with PnL",
    input: ClosedPositionsQuery,
    output: Type.Array(ClosedPosition),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/closed-positions',
      summary: "A wallet's positions of resolved markets and positions sold down to nothing",
      description: LISTS,
    },
  }),
} as const;
