/**
 * The sports market types of the local catalog: every game of its leagues is a market on who
 * wins (a soccer match three of them: home, draw, away), the kind the venue calls moneyline.
 * A mirror relays GET /sports/market-types, so this list is the local venue's only.
 */
export const LOCAL_SPORTS_MARKET_TYPES: readonly string[] = ['moneyline'];
