import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { TypedFastify } from '../typed.js';

/** Health and meta routes that the venue's clients call before anything else. */
export function metaRoutes(app: TypedFastify): void {
  const ok = { schema: { tags: ['meta'], response: { 200: Type.Literal('OK') } } };
  // A bare string would go out as text/plain; the venue answers the JSON string "OK".
  const answerOk = async (_request: unknown, reply: FastifyReply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify('OK'));
  // GET / is an order-book read in the specification's limits table (50 / 10 s).
  app.get('/', { ...ok, config: { limits: ['order-book', 'ok-root'] } }, answerOk);
  app.get('/ok', ok, answerOk);
  app.get('/time', { schema: { tags: ['meta'], response: { 200: Type.Integer() } } }, async () =>
    Math.floor(Date.now() / 1000),
  );
  app.get(
    '/version',
    { schema: { tags: ['meta'], response: { 200: Type.Object({ version: Type.Integer() }) } } },
    async () => ({ version: 2 }),
  );
}
