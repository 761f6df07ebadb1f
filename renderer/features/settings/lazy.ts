// What app/ loads on demand, in its own chunk: imported with `import()` only.
export { SettingsDialog } from './components/settings-dialog.js';
