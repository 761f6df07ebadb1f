export { buildApp, type AppDeps } from './app.js';
export { statusOfCode } from './errors.js';
export { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connections/index.js';
