import { Type } from 'typebox';
import type { MethodRoute } from '../method-routes.js';

/**
 * Health and meta routes that the venue's clients call before anything else. GET / answers the
 * order book's "OK" at the combined root and under /clob.
 */
export function metaRoutes(route: MethodRoute): void {
  const ok = { schema: { tags: ['meta'], response: { 200: Type.Literal('OK') } } };
  route('GET', '/', 'meta.root', ok);
  route('GET', '/ok', 'meta.ok', ok);
  // The public-data host answers its root, the catalog host /status (plain text).
  route('GET', '/', 'publicdata.health', {
    atRoot: false,
    schema: {
      tags: ['meta'],
      summary: 'Health check of the public-data surface',
      response: { 200: Type.Object({ data: Type.Literal('OK') }) },
    },
  });
  route('GET', '/status', 'catalog.status', {
    atRoot: false,
    send: (reply, answer) => reply.type('text/plain; charset=utf-8').send(answer),
    schema: {
      tags: ['meta'],
      summary: 'Health check of the catalog surface (plain text)',
      response: { 200: Type.String() },
    },
  });
  route('GET', '/time', 'meta.time', {
    schema: { tags: ['meta'], response: { 200: Type.Integer() } },
  });
  route('GET', '/version', 'meta.version', {
    schema: { tags: ['meta'], response: { 200: Type.Object({ version: Type.Integer() }) } },
  });
}
