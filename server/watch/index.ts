export { createWatchlistHandlers, type WatchlistMethod } from './watchlists.js';
