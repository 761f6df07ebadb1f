export { createWatchlistHandlers, type WatchlistMethod } from './watchlists.js';
export { createWatch, type Watch, type WatchDeps, type WatchMethod } from './watch.js';
