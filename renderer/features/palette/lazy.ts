// What app/ loads on demand, each in its own chunk: imported with `import()` only.
export { CommandPalette } from './components/command-palette.js';
export { HelpOverlay } from './components/help-overlay.js';
