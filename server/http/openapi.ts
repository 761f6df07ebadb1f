import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';

/** GET /openapi.json: OpenAPI 3.1 generated from the schemas that validate the routes. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Marketdesk local venue service',
        version: '1',
        description:
          'Catalog, public data, order-book and trading surfaces of the prediction-market venue.',
      },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
