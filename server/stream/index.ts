export { attachStreams, type StreamDeps, type StreamHandle } from './attach-streams.js';
export type { StreamLimits } from './limits.js';
