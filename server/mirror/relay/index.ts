export { relayAnswerHeaders, relayRequestHeaders } from './headers.js';
export {
  createTradingRelay,
  type RelayAnswer,
  type RelayRequest,
  type TradingRelay,
} from './relay.js';
export { RELAYED_METHODS } from './relayed-methods.js';
export { upstreamStreamUrl, type StreamChannel } from './stream-url.js';
