// The market feature's public API: other features and app/ import it from here only.
export { useLiveMarket } from './api/live-market.js';
export { MarketPage } from './components/market-page.js';
export type { MarketFeed } from './market-feed.js';
export type { OrderBook } from './order-book.js';
export { useFeedStatus, useLivePrices, useSelectedMarketFeed } from './use-market-feed.js';
export {
  pinSelected,
  useBoardCommands,
  type BoardCommand,
  type BoardKey,
} from './board/board-commands.js';
export { moveBoardFocus, toggleBoard, toggleDepth } from './board/board-store.js';
