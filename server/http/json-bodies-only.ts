import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';
const REFUSAL = JSON.stringify({
  error: 'unsupported content type: send the body as JSON (Content-Type: application/json)',
});

/** Whether the request carries body bytes (a declared length above 0, or a chunked body). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/** The media type without its parameters, lower-cased: `application/json`. */
const mediaTypeOf = (contentType: string | undefined): string =>
  (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();

/**
 * Every body the port takes is JSON. A body of any other type (a web page's `no-cors` fetch
 * sends `text/plain`, which needs no preflight) is refused 415 as the request arrives, before
 * its route's rate limits or authentication: a page cannot spend the limits the user's scripts
 * share, and a JSON body from another origin needs a preflight, which this port never grants.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request.raw)) return;
    if (mediaTypeOf(request.headers['content-type']) === 'application/json') return;
    return reply.code(415).type(JSON_TYPE).send(REFUSAL);
  });
}
