import { ErrorBody, MirrorStatus, SyncNowBody } from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const tags = ['mirror'];

/** GET /sync/status and POST /sync: mirror mode's status and catalog sync (root only). */
export function mirrorRoutes(route: MethodRoute): void {
  route('GET', '/sync/status', 'mirror.status', {
    schema: {
      tags,
      summary: "The service's mode, its upstream and the catalog sync",
      description: 'In local-venue mode `mode` is `local-venue` and the mirror fields are null.',
      response: { 200: MirrorStatus },
    },
  });
  route('POST', '/sync', 'mirror.syncNow', {
    schema: {
      tags,
      summary: 'Start a catalog sync now (mirror mode; 404 in local-venue mode)',
      description:
        'Operator route: loopback clients only (403 otherwise), with ' +
        '`Authorization: Bearer <content of <data-dir>/admin-token>` (401 otherwise). ' +
        'Answers the status at once; the sync runs on (follow it with GET /sync/status).',
      body: SyncNowBody,
      response: {
        200: MirrorStatus,
        400: ErrorBody,
        401: ErrorBody,
        403: ErrorBody,
        404: ErrorBody,
      },
    },
  });
}
