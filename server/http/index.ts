export { buildApp, dispatcherOf, type AppDeps, type VenueAccess } from './app.js';
export { statusOfCode } from './errors.js';
