import { Type } from 'typebox';
import type { MethodRoute } from '../method-routes.js';

/** Health and meta routes that the venue's clients call before anything else. */
export function metaRoutes(route: MethodRoute): void {
  const ok = { schema: { tags: ['meta'], response: { 200: Type.Literal('OK') } } };
  route('GET', '/', 'meta.root', ok);
  route('GET', '/ok', 'meta.ok', ok);
  route('GET', '/time', 'meta.time', {
    schema: { tags: ['meta'], response: { 200: Type.Integer() } },
  });
  route('GET', '/version', 'meta.version', {
    schema: { tags: ['meta'], response: { 200: Type.Object({ version: Type.Integer() }) } },
  });
}
