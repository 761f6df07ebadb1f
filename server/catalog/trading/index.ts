export { createTradingMarkets, type TradingMarkets } from './trading-markets.js';
export { createClobMarketQuery, REWARDS_ASSET_ADDRESS } from './clob-market.js';
