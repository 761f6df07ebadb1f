// What is loaded on demand, in its own chunk: imported with `import()` only.
export { ScriptsSection } from './components/scripts-section.js';
