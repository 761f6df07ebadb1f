import { Type } from 'typebox';
import {
  ActivityEvent,
  ActivityQuery,
  ClosedPosition,
  ClosedPositionsQuery,
  ErrorBody,
  PublicTrade,
  PublicTradesQuery,
} from '../../contract/index.js';
import type { PublicData } from '../../publicdata/index.js';
import type { TypedFastify } from '../typed.js';

const errors = { 400: ErrorBody, 429: ErrorBody };
const LISTS = 'market (and type) take comma-joined or repeated values.';

/** GET /trades, /activity, /closed-positions: the venue's public data, newest first. */
export function publicDataRoutes(app: TypedFastify, publicData: PublicData): void {
  app.get(
    '/trades',
    {
      config: { limits: ['public-data', 'public-trades'] },
      schema: {
        tags: ['public data'],
        summary: 'Fill sides of every wallet, newest first (taker sides only by default)',
        description: `filterType and filterAmount go together. ${LISTS}`,
        querystring: PublicTradesQuery,
        response: { 200: Type.Array(PublicTrade), ...errors },
      },
    },
    async (request) => publicData.trades(request.query),
  );

  app.get(
    '/activity',
    {
      config: { limits: ['public-data'] },
      schema: {
        tags: ['public data'],
        summary: "A wallet's trades (both sides) and redemptions, newest first by default",
        description: `start and end are Unix seconds, inclusive. ${LISTS}`,
        querystring: ActivityQuery,
        response: { 200: Type.Array(ActivityEvent), ...errors },
      },
    },
    async (request) => publicData.activity(request.query),
  );

  app.get(
    '/closed-positions',
    {
      config: { limits: ['public-data', 'closed-positions'] },
      schema: {
        tags: ['public data'],
        summary: "A wallet's positions of resolved markets and positions sold down to nothing",
        description: LISTS,
        querystring: ClosedPositionsQuery,
        response: { 200: Type.Array(ClosedPosition), ...errors },
      },
    },
    async (request) => publicData.closedPositions(request.query),
  );
}
