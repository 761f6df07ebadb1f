import { Type, type Static } from 'typebox';

// Watchlists (server/watch): named lists of markets the trader follows, kept in the service's
// database so the desktop app, web mode and scripts see the same ones.

/** Lists a data dir keeps. */
export const MAX_WATCHLISTS = 50;
/** Markets one list holds. */
export const MAX_WATCHLIST_MARKETS = 500;

export const ConditionId = Type.String({
  pattern: '^0x[0-9a-fA-F]{64}$',
  description: "the market's condition id",
});
export const WatchlistId = Type.Integer({ minimum: 1, description: 'watchlist id' });
export const WatchlistName = Type.String({ minLength: 1, maxLength: 64 });

export const Watchlist = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Condition ids, in the trader's order. */
  markets: Type.Array(Type.String()),
});
export type Watchlist = Static<typeof Watchlist>;
