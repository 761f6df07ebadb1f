export { buildApp, type AppDeps } from './app.js';
