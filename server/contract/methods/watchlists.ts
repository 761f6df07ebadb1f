import { Type } from 'typebox';
import {
  ConditionId,
  MAX_WATCHLIST_MARKETS,
  MAX_WATCHLISTS,
  Watchlist,
  WatchlistId,
  WatchlistName,
} from '../watchlists.js';
import { defineMethod } from './define.js';

// Watchlists (server/watch), for the terminal (auth `trader`: its own channel) and for scripts
// (a grant token of any mode, docs/scripts.md), so both see the same lists.

const TRADER_TOKEN =
  '`Authorization: Bearer <grant token>`: any grant, read-only ones included (docs/scripts.md).';
const trader = {
  auth: 'trader',
  limits: [],
  errors: ['invalid_input', 'unauthenticated', 'not_found'],
} as const;
const route = {
  tags: ['watchlists'],
  description: TRADER_TOKEN,
  statuses: [400, 401, 404],
  surface: null,
} as const;
const Lists = Type.Array(Watchlist);

export const watchlistMethods = {
  list: defineMethod({
    ...trader,
    name: 'watchlists.list',
    summary: 'Every watchlist and its markets, in the trader’s order',
    input: Type.Object({}),
    output: Lists,
    http: { ...route, verb: 'GET', path: '/watchlists' },
  }),
  create: defineMethod({
    ...trader,
    name: 'watchlists.create',
    summary: `A new, empty watchlist, last (at most ${MAX_WATCHLISTS})`,
    input: Type.Object({ name: WatchlistName }),
    output: Watchlist,
    http: { ...route, verb: 'POST', path: '/watchlists' },
  }),
  update: defineMethod({
    ...trader,
    name: 'watchlists.update',
    summary: `Rename a watchlist or set its markets in order (at most ${MAX_WATCHLIST_MARKETS})`,
    input: Type.Object({
      id: WatchlistId,
      name: Type.Optional(WatchlistName),
      markets: Type.Optional(Type.Array(ConditionId, { maxItems: MAX_WATCHLIST_MARKETS })),
    }),
    output: Watchlist,
    http: { ...route, verb: 'POST', path: '/watchlists/:id' },
  }),
  remove: defineMethod({
    ...trader,
    name: 'watchlists.delete',
    summary: 'Delete a watchlist',
    input: Type.Object({ id: WatchlistId }),
    output: Type.Object({ deleted: Type.Integer() }),
    http: { ...route, verb: 'DELETE', path: '/watchlists/:id' },
  }),
  order: defineMethod({
    ...trader,
    name: 'watchlists.order',
    summary: 'Put the watchlists in this order (every id once)',
    input: Type.Object({ ids: Type.Array(WatchlistId, { maxItems: MAX_WATCHLISTS }) }),
    output: Lists,
    http: { ...route, verb: 'POST', path: '/watchlists/order' },
  }),
  star: defineMethod({
    ...trader,
    name: 'watchlists.star',
    summary: 'Star a market (into a list, by default the first) or unstar it (from every list)',
    input: Type.Object({
      conditionId: ConditionId,
      starred: Type.Boolean(),
      listId: Type.Optional(WatchlistId),
    }),
    output: Lists,
    http: { ...route, verb: 'POST', path: '/watchlists/star' },
  }),
} as const;
