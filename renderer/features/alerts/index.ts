// The alerts feature's public API: other features and app/ import it from here only.
export { alertCommand } from './alert-command.js';
export { AlertBell } from './components/alert-bell.js';
export { AlertsHost } from './components/alerts-host.js';
export { AlertsTab } from './components/alerts-tab.js';
export { ConditionalStrip } from './components/conditional-strip.js';
export { ConditionalTab } from './components/conditional-tab.js';
export { ProtectButton } from './components/protect-button.js';
export { useAlertsTabRequest } from './use-alerts-tab-request.js';
