import { Type } from 'typebox';
import { renderIconSvg } from '../../catalog/index.js';
import type { TypedFastify } from '../typed.js';

/** GET /assets/icons/{name}.svg: the catalog's images, drawn by the service itself. */
export function assetRoutes(app: TypedFastify): void {
  app.get(
    '/assets/icons/:file',
    {
      schema: {
        tags: ['assets'],
        summary: 'Icon of a catalog item (SVG)',
        params: Type.Object({ file: Type.String({ pattern: '\\.svg$', maxLength: 300 }) }),
      },
    },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.svg'.length);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(renderIconSvg(name));
    },
  );
}
