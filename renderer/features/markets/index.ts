// The markets feature's public API: other features and app/ import it from here only.
export { prefetchFirstMarkets } from './api/markets-list.js';
export { MarketIcon } from './components/market-icon.js';
export { MarketsPanel } from './components/markets-panel.js';
export { direction, displayPrice, formatMarketPrice } from './market-row-model.js';
export {
  marketState,
  marketStateLabel,
  stateLabel,
  type MarketState,
} from './market-resolution.js';
export { useDebouncedValue } from './use-debounced-value.js';
export { StarButton } from './watchlists/components/star-button.js';
export { useWatchlistCommands } from './watchlists/watchlist-commands.js';
export { requestStarSelected } from './watchlists/watchlist-store.js';
