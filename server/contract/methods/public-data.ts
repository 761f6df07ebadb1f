import { Type } from 'typebox';
import {
  ActivityEvent,
  ActivityQuery,
  ClosedPosition,
  ClosedPositionsQuery,
  PublicTrade,
  PublicTradesQuery,
} from '../public-data.js';
import {
  AccountingSnapshotQuery,
  BuilderLeaderboardEntry,
  BuilderLeaderboardQuery,
  BuilderVolumeEntry,
  BuilderVolumeQuery,
  ComboActivityPage,
  ComboActivityQuery,
  ComboPositionsPage,
  ComboPositionsQuery,
  ZipArchive,
} from '../venue-data-extras.js';
import { defineMethod } from './define.js';

// The venue's public data of the specification: fills, a wallet's activity and closed positions;
// and what the venue added in 2026: builders' rankings, combo products, accounting snapshots.

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
  builderLeaderboard: defineMethod({
    ...read,
    limits: ['public-data'],
    name: 'publicdata.builderLeaderboard',
    summary: 'Builder codes ranked by the volume their orders traded',
    input: BuilderLeaderboardQuery,
    output: Type.Array(BuilderLeaderboardEntry),
    http: {
      ...publicData,
      verb: 'GET',
      path: '/v1/builders/leaderboard',
      summary: 'Builder codes ranked by the volume of their orders over the period',
    },
  }),
  builderVolume: defineMethod({
    ...read,
    limits: ['public-data'],
    name: 'publicdata.builderVolume',
    summary: "Each builder code's volume per day",
    input: BuilderVolumeQuery,
    output: Type.Array(BuilderVolumeEntry),
    http: { ...publicData, verb: 'GET', path: '/v1/builders/volume' },
  }),
  comboPositions: defineMethod({
    ...read,
    limits: ['public-data', 'positions'],
    name: 'publicdata.comboPositions',
    summary: "A wallet's combo positions (the local venue offers no combos)",
    input: ComboPositionsQuery,
    output: ComboPositionsPage,
    http: {
      ...publicData,
      verb: 'GET',
      path: '/v1/positions/combos',
      summary: "A wallet's combinatorial positions (none: the local venue offers no combos)",
    },
  }),
  comboActivity: defineMethod({
    ...read,
    limits: ['public-data'],
    name: 'publicdata.comboActivity',
    summary: "A wallet's combo events (the local venue offers no combos)",
    input: ComboActivityQuery,
    output: ComboActivityPage,
    http: {
      ...publicData,
      verb: 'GET',
      path: '/v1/activity/combos',
      summary: "A wallet's combo splits, merges and redemptions (none: no combos here)",
    },
  }),
  accountingSnapshot: defineMethod({
    ...read,
    limits: ['public-data', 'positions'],
    name: 'publicdata.accountingSnapshot',
    summary: "A wallet's positions and equity as a ZIP of CSV files",
    input: AccountingSnapshotQuery,
    output: ZipArchive,
    http: {
      ...publicData,
      verb: 'GET',
      path: '/v1/accounting/snapshot',
      summary: "A ZIP holding the wallet's positions.csv and equity.csv",
      text: {
        contentType: 'application/zip',
        headers: { 'content-disposition': 'attachment; filename="accounting-snapshot.zip"' },
      },
      wire: { answer: null },
    },
  }),
} as const;
