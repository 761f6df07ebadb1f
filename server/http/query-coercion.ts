import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { badParameter } from '../contract/index.js';

/**
 * The one rule by which query strings and path parameters become typed values (docs/protocol.md,
 * "Query strings"). Integers are decimal digits with an optional minus and must be safe
 * integers; numbers are decimals (an exponent allowed) and must be finite; booleans are `true` or `false`; list parameters
 * (`x-query-list`) take comma-joined and repeated values; any other parameter is given once.
 * A query parameter the route does not declare is refused, except the cache buster `_`.
 * Schema validation (bounds, patterns, defaults) follows on the typed values.
 */

/** Accepted on every route and ignored: answers are never served stale, so it has its effect. */
export const CACHE_BUSTER = '_';

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

type Kind = 'integer' | 'number' | 'boolean' | 'text';

interface Parameter {
  kind: Kind;
  list: boolean;
  minimum?: number;
  maximum?: number;
}

type SchemaNode = Record<string, unknown>;
type Parameters = Map<string, Parameter>;
/** Fastify's parsed query or params: strings (repeated query names: arrays), typed in place. */
type RawValues = Record<string, unknown>;

function kindOf(schema: SchemaNode | undefined): Kind {
  const type = schema?.['type'];
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  return 'text';
}

function parameterOf(schema: SchemaNode): Parameter {
  const list = schema['x-query-list'] === true;
  const scalar = list ? (schema['items'] as SchemaNode | undefined) : schema;
  const bound = (name: string) => {
    const value = scalar?.[name];
    return typeof value === 'number' ? { [name]: value } : {};
  };
  return { kind: kindOf(scalar), list, ...bound('minimum'), ...bound('maximum') };
}

/** The declared parameters of a query or params schema (none without a schema). */
export function declaredParameters(schema: unknown): Parameters {
  const properties = (schema as SchemaNode | undefined)?.['properties'] as
    Record<string, SchemaNode> | undefined;
  return new Map(
    Object.entries(properties ?? {}).map(([name, property]) => [name, parameterOf(property)]),
  );
}

function integerOf(name: string, text: string, parameter: Parameter): number {
  if (!INTEGER.test(text)) throw badParameter(name, 'must be integer');
  const value = Number(text);
  if (Number.isSafeInteger(value)) return value === 0 ? 0 : value;
  const negative = text.startsWith('-');
  if (negative && parameter.minimum !== undefined) {
    throw badParameter(name, `must be >= ${parameter.minimum}`);
  }
  if (!negative && parameter.maximum !== undefined) {
    throw badParameter(name, `must be <= ${parameter.maximum}`);
  }
  throw badParameter(
    name,
    `must be between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`,
  );
}

function scalarOf(name: string, text: string, parameter: Parameter): unknown {
  switch (parameter.kind) {
    case 'integer':
      return integerOf(name, text, parameter);
    case 'number': {
      const value = Number(text);
      if (!DECIMAL.test(text) || !Number.isFinite(value)) {
        throw badParameter(name, 'must be number');
      }
      return value;
    }
    case 'boolean':
      if (text === 'true') return true;
      if (text === 'false') return false;
      throw badParameter(name, 'must be boolean');
    case 'text':
      return text;
  }
}

function valueOf(name: string, raw: string | string[], parameter: Parameter): unknown {
  if (parameter.list) {
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => part.split(','));
    return parts
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map((part) => scalarOf(name, part, parameter));
  }
  if (Array.isArray(raw)) throw badParameter(name, 'must be given once');
  return scalarOf(name, raw, parameter);
}

/** Types the raw values in place; `strict`: a name not declared is refused. */
export function coerceValues(values: RawValues, declared: Parameters, strict: boolean): void {
  for (const name of Object.keys(values)) {
    const raw = values[name] as string | string[] | undefined;
    const parameter = declared.get(name);
    if (!parameter) {
      if (!strict) continue;
      if (name === CACHE_BUSTER) {
        delete values[name];
        continue;
      }
      throw badParameter(name, 'is not a parameter of this route');
    }
    if (raw !== undefined) values[name] = valueOf(name, raw, parameter);
  }
}

/**
 * Installs the rule on every route that calls a method of the application layer (the terminal's
 * static files keep the browser's conventions). It runs before schema validation.
 */
export function installQueryCoercion(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.call) return;
    const query = declaredParameters(route.schema?.querystring);
    const params = declaredParameters(route.schema?.params);
    const coerce = async (request: FastifyRequest) => {
      coerceValues(request.query as RawValues, query, true);
      coerceValues(request.params as RawValues, params, false);
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), coerce]
      : [coerce];
  });
}
