import { Type } from 'typebox';
import type { MethodRoute } from '../method-routes.js';

/** GET /assets/icons/{name}.svg: the catalog's images, drawn by the service itself. */
export function assetRoutes(route: MethodRoute): void {
  route('GET', '/assets/icons/:file', 'assets.icon', {
    schema: {
      tags: ['assets'],
      summary: 'Icon of a catalog item (SVG)',
      params: Type.Object({ file: Type.String({ pattern: '\\.svg$', maxLength: 300 }) }),
    },
    send: (reply, svg) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(svg),
  });
}
