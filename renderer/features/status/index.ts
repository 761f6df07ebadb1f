// The status feature's public API: other features and app/ import it from here only.
export { useMirrorStatus } from './api/mirror-status.js';
export { StatusBar } from './components/status-bar.js';
export { lastSync, syncProgress } from './mirror-view.js';
