import type { FastifyInstance } from 'fastify';
import { quoteLongSalts } from './exact-salts.js';

/**
 * Parses JSON bodies as Fastify does (prototype-poisoning checks included) but first keeps their
 * exact text in `request.rawBody`, since L2 signatures cover the bytes as sent, not a
 * re-serialization. An empty body under a JSON content type is no body: the official client
 * sends `Content-Type: application/json` on every request, with `Content-Length: 0` on
 * POST /auth/api-key and on bodiless DELETEs. Long numeric order salts are kept exact
 * (exact-salts.ts).
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.decorateRequest('rawBody', undefined);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.length === 0) return done(null, undefined);
    return parseJson(request, quoteLongSalts(text), done);
  });
}
