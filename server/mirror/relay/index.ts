export { relayAnswerHeaders, relayRequestHeaders } from './headers.js';
export { createTradingRelay } from './relay.js';
export { RELAYED_METHODS } from './relayed-methods.js';
export { upstreamStreamUrl, type StreamChannel } from './stream-url.js';
