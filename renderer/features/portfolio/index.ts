// The portfolio feature's public API: other features and app/ import it from here only.
export { useBalance } from './api/balance.js';
export { useFaucet } from './api/faucet.js';
export { useOpenOrders } from './api/open-orders.js';
export { usePositions } from './api/positions.js';
export { FAUCET_AMOUNT } from './components/balance-bar.js';
export { PortfolioPanel } from './components/portfolio-panel.js';
export { downloadFile } from './download-file.js';
export { requestCancelAll, requestWatchForm } from './portfolio-commands.js';
export { createReconnectWatch } from './reconnect-watch.js';
