import { Type } from 'typebox';
import { MirrorStatus, SyncNowBody } from '../mirror.js';
import { defineMethod } from './define.js';
import { OPERATOR_GUARD } from './http-notes.js';

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
    http: {
      tags: ['mirror'],
      verb: 'GET',
      path: '/sync/status',
      description: 'In local-venue mode `mode` is `local-venue` and the mirror fields are null.',
    },
  }),
  syncNow: defineMethod({
    name: 'mirror.syncNow',
    summary: 'Start a catalog sync now (mirror mode)',
    auth: 'operator',
    limits: [],
    errors: ['invalid_input', 'unauthenticated', 'forbidden', 'unavailable'],
    input: SyncNowBody,
    output: MirrorStatus,
    http: {
      tags: ['mirror'],
      statuses: [400, 401, 403, 404],
      verb: 'POST',
      path: '/sync',
      summary: 'Start a catalog sync now (mirror mode; 404 in local-venue mode)',
      description: `Operator route: ${OPERATOR_GUARD} Answers the status at once; the sync runs on (follow it with GET /sync/status).`,
    },
  }),
} as const;
