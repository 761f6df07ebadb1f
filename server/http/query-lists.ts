import type { FastifyInstance, RouteOptions } from 'fastify';

type QueryObject = Record<string, string | string[] | undefined>;

/** Names of the querystring properties a route schema marks as lists (`x-query-list`). */
function listParameters(route: RouteOptions): string[] {
  const schema = route.schema?.querystring as
    { properties?: Record<string, Record<string, unknown>> } | undefined;
  return Object.entries(schema?.properties ?? {})
    .filter(([, property]) => property['x-query-list'] === true)
    .map(([name]) => name);
}

/**
 * Accepts list parameters both comma-joined (`id=1,2`) and repeated (`id=1&id=2`) by
 * splitting them into one array before validation.
 */
export function acceptQueryLists(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const names = listParameters(route);
    if (names.length === 0) return;
    const split = async (request: { query: unknown }) => {
      const query = request.query as QueryObject;
      for (const name of names) {
        const value = query[name];
        if (value === undefined) continue;
        const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(','));
        query[name] = parts.map((part) => part.trim()).filter((part) => part.length > 0);
      }
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), split]
      : [split];
  });
}
