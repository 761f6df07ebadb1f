import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { MethodName, RequestRelay, VenueSurface } from '../contract/index.js';
import { venueUrl, type Surface } from './surfaces.js';

export interface RelayRoute {
  verb: 'GET' | 'POST' | 'DELETE';
  url: string;
  /** The method the route stands for (its auth says it is relayed). */
  name: MethodName;
  /** The upstream surface the request goes to. */
  surface: VenueSurface;
  /** Served under this surface's prefix, which is taken off the path sent upstream. */
  mount: Surface | null;
  constraints: RouteShorthandOptions['constraints'];
}

/**
 * Routes whose requests go upstream as they came (mirror mode): the upstream authenticates,
 * validates and rate-limits them, and its answer comes back as it is. They live in a scope of
 * their own whose one body parser keeps any body's bytes unparsed, so a malformed or unusual
 * body is the upstream's to judge; the method hooks skip them, as they name no `call`.
 */
export function relayRoutes(app: FastifyInstance, relay: RequestRelay, routes: RelayRoute[]): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    for (const { verb, url, surface, mount, constraints } of routes) {
      scope.route({
        method: verb,
        url,
        schema: { hide: true },
        ...(constraints ? { constraints } : {}),
        config: mount ? { mount } : {},
        handler: async (request, reply) => {
          const answer = await relay.relay(surface, {
            method: request.method,
            pathAndQuery: venueUrl(request),
            headers: request.headers,
            body: Buffer.isBuffer(request.body) ? request.body : undefined,
          });
          return reply.code(answer.status).headers(answer.headers).send(answer.body);
        },
      });
    }
  });
}
