import { Type } from 'typebox';
import { MirrorStatus, SyncNowBody } from '../mirror.js';
import { defineMethod } from './define.js';

// Mirror mode (docs/mirror.md): its status, and a catalog sync on demand. The service's own
// routes: at the root only, under no surface prefix.

export const mirrorMethods = {
  status: defineMethod({
    name: 'mirror.status',
    summary: "The service's mode, its upstream and the catalog sync",
    auth: 'public',
    limits: [],
    errors: [],
    input: Type.Object({}),
    output: MirrorStatus,
  }),
  syncNow: defineMethod({
    name: 'mirror.syncNow',
    summary: 'Start a catalog sync now (mirror mode)',
    auth: 'operator',
    limits: [],
    errors: ['invalid_input', 'unauthenticated', 'forbidden', 'unavailable'],
    input: SyncNowBody,
    output: MirrorStatus,
  }),
} as const;
