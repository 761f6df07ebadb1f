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
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 429: ErrorBody };
const LISTS = 'market (and type) take comma-joined or repeated values.';
const tags = ['public data'];

/** GET /trades, /activity, /closed-positions: the venue's public data, newest first. */
export function publicDataRoutes(route: MethodRoute): void {
  route('GET', '/trades', 'publicdata.trades', {
    schema: {
      tags,
      summary: 'Fill sides of every wallet, newest first (taker sides only by default)',
      description: `filterType and filterAmount go together. ${LISTS}`,
      querystring: PublicTradesQuery,
      response: { 200: Type.Array(PublicTrade), ...errors },
    },
  });
  route('GET', '/activity', 'publicdata.activity', {
    schema: {
      tags,
      summary: "A wallet's trades (both sides) and redemptions, newest first by default",
      description: `start and end are Unix seconds, inclusive. ${LISTS}`,
      querystring: ActivityQuery,
      response: { 200: Type.Array(ActivityEvent), ...errors },
    },
  });
  route('GET', '/closed-positions', 'publicdata.closedPositions', {
    schema: {
      tags,
      summary: "A wallet's positions of resolved markets and positions sold down to nothing",
      description: LISTS,
      querystring: ClosedPositionsQuery,
      response: { 200: Type.Array(ClosedPosition), ...errors },
    },
  });
}
