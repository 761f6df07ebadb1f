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

export const publicDataMethods = {
  trades: defineMethod({
    ...read,
    limits: ['public-data', 'public-trades'],
    name: 'publicdata.trades',
    summary: 'Public fills, newest first',
    input: PublicTradesQuery,
    output: Type.Array(PublicTrade),
  }),
  activity: defineMethod({
    ...read,
    limits: ['public-data'],
    name: 'publicdata.activity',
    summary: "A wallet's trades and redemptions",
    input: ActivityQuery,
    output: Type.Array(ActivityEvent),
  }),
  closedPositions: defineMethod({
    ...read,
    limits: ['public-data', 'closed-positions'],
    name: 'publicdata.closedPositions',
    summary: "A wallet's closed positions with PnL",
    input: ClosedPositionsQuery,
    output: Type.Array(ClosedPosition),
  }),
} as const;
