// The ticket feature's public API: other features and app/ import it from here only.
export { TicketPanel } from './components/ticket-panel.js';
export { orderFailureNotice } from '../../lib/order-failure.js';
export { requestTicketSide } from './ticket-commands.js';
export { parseMicros } from './units.js';
