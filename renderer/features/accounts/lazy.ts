// What app/ loads on demand, each in its own chunk: imported with `import()` only.
export { AccountsDialog } from './components/accounts-dialog.js';
