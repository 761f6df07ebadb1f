// A replay of the venue's catalog host for mirror tests (docs/mirror.md, "What the mirror
// copies"): generated objects with every field the venue sends, its lists and its quirks.
export { ReplayCatalog, DEFAULT_SIZE, type ReplayCatalogSize } from './replay-catalog.js';
export {
  DEFAULT_SWITCHES,
  startReplayVenue,
  type FaultKind,
  type ReplaySwitches,
  type ReplayVenue,
} from './replay-server.js';
export type { Json } from './catalog-objects.js';
