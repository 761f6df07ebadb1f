import type { FastifyRequest } from 'fastify';
import type { MethodName, VenueSurface } from '../contract/index.js';
import type { TypedFastify } from './typed.js';

/**
 * The venue serves its catalog, public data and order book from three hosts. Besides the
 * combined root, each surface is mounted under its own prefix on the same port, so a client
 * that takes three base URLs gets each surface exactly as the venue serves it.
 */
export type Surface = VenueSurface;

export const SURFACE_PREFIXES: Readonly<Record<Surface, string>> = {
  catalog: '/catalog',
  data: '/data',
  clob: '/clob',
};

/** The surface of each method family (the name's first part); other families stay at the root. */
const FAMILY_SURFACES: Readonly<Record<string, Surface>> = {
  catalog: 'catalog',
  publicdata: 'data',
  meta: 'clob',
  orderbook: 'clob',
  marketdata: 'clob',
  auth: 'clob',
  trading: 'clob',
  account: 'clob',
};

/** The surface a method belongs to by its family; null for the service's own (operator, icons). */
export function surfaceOfMethod(name: MethodName): Surface | null {
  return FAMILY_SURFACES[name.slice(0, name.indexOf('.'))] ?? null;
}

/**
 * The URL as the venue's own host of the surface receives it: clients sign L2 requests over
 * the venue's path (`/order`), not over the mount's (`/clob/order`).
 */
export function venueUrl(request: FastifyRequest): string {
  const mount = request.routeOptions.config.mount;
  return mount ? request.url.slice(SURFACE_PREFIXES[mount].length) || '/' : request.url;
}

const API_KEY_HEADERS = ['poly_api_key', 'svc_api_key'];

type ConstraintStrategy = Parameters<TypedFastify['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * The order book's account routes `/data/orders`, `/data/trades` and `/data/order/{id}` lie
 * under the public-data mount `/data`, whose `/trades` is the public fills. Where a path is
 * both, a request that carries an API key (L2 headers, which the account route needs anyway)
 * reaches the account route and any other the public-data mount (docs/compatibility.md).
 */
export const apiKeyConstraint: ConstraintStrategy = {
  name: 'apiKey',
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request) =>
    API_KEY_HEADERS.some((name) => request.headers[name] !== undefined) ? 'present' : 'absent',
  mustMatchWhenDerived: false,
};
