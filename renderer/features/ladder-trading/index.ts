// The ladder-trading feature's public API: one-click trading from the ladder, the trading keys,
// and the account's orders and fills on the market's ladder, tape and chart.
export { fillMarks, ownTapeKeys, tapeKey, type FillMark, type MyFill } from './fill-marks.js';
export { useMyFills } from './api/my-fills.js';
export { clearClickHint, hoverLevel } from './click-hint.js';
export { LadderHint } from './components/ladder-hint.js';
export { LadderTradingControls } from './components/trading-controls.js';
export type { LadderDesk } from './desk.js';
export { focusDesk } from './focused-desk.js';
export { markerTitle } from './grant-tags.js';
export { publishTradingKeyLabels } from './key-labels.js';
export { levelKey, type OwnLevel } from './own-levels.js';
export { disarm, useTradingKeys, type TradingKey } from './trading-keys.js';
export { useLadderTradingState } from './trading-settings.js';
export { useLadderDesk, type LadderTrading } from './use-ladder-desk.js';
