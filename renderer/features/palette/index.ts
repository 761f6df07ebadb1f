// The palette feature's public API: other features and app/ import it from here only.
export { useGlobalShortcuts } from './use-global-shortcuts.js';
