import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import {
  methods,
  type MethodName,
  type MethodSpec,
  EncodedJson,
  type CallContext,
  type RequestRelay,
} from '../contract/index.js';
import { type CallRequest, type Dispatcher } from '../rpc/index.js';
import { limitHeaders, throttledBody } from './rate-limits.js';
import type { TypedFastify } from './typed.js';
import { relayRoutes } from './relay-routes.js';
import {
  SURFACE_PREFIXES,
  apiKeyConstraint,
  surfaceOfMethod,
  venueUrl,
  type Surface,
} from './surfaces.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const contexts = new WeakMap<FastifyRequest, CallContext>();

const specOf = (name: MethodName): MethodSpec => (methods as Record<string, MethodSpec>)[name]!;

/** The dispatcher's view of an HTTP request: client address, and what signatures cover. */
function callRequest(request: FastifyRequest): CallRequest {
  return {
    transport: 'http',
    client: request.ip,
    http: {
      method: request.method,
      url: venueUrl(request),
      body: request.rawBody,
      headers: request.headers,
      remoteAddress: request.socket.remoteAddress,
    },
  };
}

/** Who calls; a signed method's limit decision goes out in its RateLimit-* headers. */
function authenticate(
  dispatcher: Dispatcher,
  name: MethodName,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { context, limit } = dispatcher.authenticate(name, callRequest(request));
  contexts.set(request, context);
  if (limit) reply.headers(limitHeaders(limit));
}

/**
 * Runs the dispatcher's phases at the HTTP moments that keep the wire as it was: the rate limits
 * of unsigned methods as the request arrives (malformed requests count too; every limited
 * answer carries the RateLimit-* headers of the binding rule), the operator's token before the
 * body is read, L1/L2 signatures once the raw body is there but before validation (an
 * unauthenticated caller learns nothing about the input), and with them the signed methods'
 * limits, per signer. The route's own handler then invokes the method.
 */
export function installMethodHooks(app: TypedFastify, dispatcher: Dispatcher): void {
  app.addHook('onRequest', async (request, reply) => {
    const name = request.routeOptions.config.call;
    if (!name) return;
    const decision = dispatcher.admit(name, callRequest(request));
    if (decision) {
      reply.headers(limitHeaders(decision));
      if (!decision.allowed) return reply.code(429).type(JSON_TYPE).send(throttledBody(decision));
    }
    if (specOf(name).auth === 'operator') authenticate(dispatcher, name, request, reply);
  });
  app.addHook('preValidation', (request, reply, done) => {
    const name = request.routeOptions.config.call;
    try {
      if (name && !contexts.has(request)) authenticate(dispatcher, name, request, reply);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** The input of a method from the request: a JSON array body as is, else params, query, body. */
function inputOf(request: FastifyRequest): unknown {
  const body = request.body as Record<string, unknown> | unknown[] | null | undefined;
  if (Array.isArray(body)) return body;
  const query = request.query as Record<string, unknown>;
  const params = request.params as Record<string, unknown>;
  if (Object.keys(query).length === 0 && Object.keys(params).length === 0) return body ?? {};
  return { ...query, ...params, ...body };
}

/** How an answer goes out: stored JSON as its bytes, a string as a JSON string, else serialized. */
function sendAnswer(reply: FastifyReply, answer: unknown): unknown {
  if (answer instanceof EncodedJson) return reply.type(JSON_TYPE).send(answer.bytes);
  // A bare string would go out as text/plain; the venue answers JSON strings ("OK").
  if (typeof answer === 'string') return reply.type(JSON_TYPE).send(JSON.stringify(answer));
  return answer;
}

type Verb = 'GET' | 'POST' | 'DELETE';

const serializeAsItIs = (answer: unknown): string => JSON.stringify(answer);

export interface MethodRouteOptions extends Pick<RouteShorthandOptions, 'constraints'> {
  schema: FastifySchema;
  /** The answer depends only on the URL and the catalog version (answer-replay.ts). */
  catalogAnswer?: boolean;
  /** Writes the answer itself (an SVG, say) instead of the JSON default. */
  send?: (reply: FastifyReply, answer: unknown) => unknown;
  /**
   * The venue surface whose mount also serves the route (surfaces.ts); by default the surface
   * of the method's family, null for the combined root only.
   */
  surface?: Surface | null;
  /** False: only under the surface's prefix, where the combined root gives the path to another. */
  atRoot?: boolean;
}

/** How a surface's mount changes answers where the venue's form differs from the root's. */
export type SurfaceAnswers = Partial<Record<Surface, (answer: unknown) => unknown>>;

interface Placement {
  verb: Verb;
  url: string;
  name: MethodName;
  options: MethodRouteOptions;
  /** Under a surface's prefix: the surface; at the combined root: null. */
  mount: Surface | null;
  /** Passed upstream as it came (mirror mode) instead of invoking the method here. */
  relayed: boolean;
}

const isPlainAnswer = (answer: unknown) => !(answer instanceof EncodedJson);

/** Where a declared route is served: the combined root, its surface's mount, or both. */
function placementsOf(
  verb: Verb,
  url: string,
  name: MethodName,
  options: MethodRouteOptions,
  relayed: boolean,
) {
  const surface = options.surface === undefined ? surfaceOfMethod(name) : options.surface;
  const placements: Placement[] = [];
  if (options.atRoot !== false) placements.push({ verb, url, name, options, mount: null, relayed });
  if (surface) {
    const mounted = `${SURFACE_PREFIXES[surface]}${url === '/' ? '' : url}`;
    placements.push({ verb, url: mounted || '/', name, options, mount: surface, relayed });
  }
  return placements;
}

/**
 * A root route and a mount route on the same path: the account route (L2) keeps requests that
 * carry an API key, the mount takes the others (surfaces.ts). Any other clash is a mistake.
 */
function separateClashes(
  placements: Placement[],
): Map<Placement, RouteShorthandOptions['constraints']> {
  const byPath = new Map<string, Placement[]>();
  for (const placement of placements) {
    const key = `${placement.verb} ${placement.url}`;
    byPath.set(key, [...(byPath.get(key) ?? []), placement]);
  }
  const constraints = new Map<Placement, RouteShorthandOptions['constraints']>();
  for (const [key, group] of byPath) {
    const unconstrained = group.filter((placement) => !placement.options.constraints);
    if (unconstrained.length < 2) continue;
    const account = unconstrained.find(
      (placement) => placement.mount === null && specOf(placement.name).auth === 'l2',
    );
    if (unconstrained.length > 2 || !account) throw new Error(`${key} is declared twice`);
    constraints.set(account, { apiKey: 'present' });
  }
  return constraints;
}

/**
 * Declares routes as path + verb + method: the schemas describe the wire (query, params, body,
 * answers; Fastify validates with them after query-coercion.ts, and they make /openapi.json), the
 * dispatcher does the rest. A method without an implementation here gets no route. `route`
 * collects the declarations; `mount` registers each at the combined root and under its
 * surface's prefix (surfaces.ts), where `surfaceAnswers` turns answers into the venue's form.
 * Mount copies of root routes stay out of /openapi.json; mount-only routes are in it.
 *
 * With a `relay` (mirror mode), the routes of the relayed methods (the L1 and L2 ones) pass
 * their requests upstream as they came (relay-routes.ts), whether or not the dispatcher
 * implements them, and the upstream's order-book reads are never replayed.
 */
export function methodRoutes(
  app: TypedFastify,
  dispatcher: Dispatcher,
  surfaceAnswers: SurfaceAnswers = {},
  relay?: RequestRelay,
) {
  const placements: Placement[] = [];

  const register = (placement: Placement, constraints: RouteShorthandOptions['constraints']) => {
    const { verb, url, name, options, mount } = placement;
    const { send = sendAnswer } = options;
    const catalogAnswer = options.catalogAnswer && !relay?.upstreamReads.has(name);
    const adapt = mount ? surfaceAnswers[mount] : undefined;
    const schema =
      mount && options.atRoot !== false ? { ...options.schema, hide: true } : options.schema;
    app.route({
      method: verb,
      url,
      schema,
      // A mirror's catalog objects are its upstream's with every key they came with; the
      // answer schemas name the documented fields only, and serializing by them drops the rest.
      ...(relay && options.catalogAnswer ? { serializerCompiler: () => serializeAsItIs } : {}),
      ...(constraints ? { constraints } : {}),
      config: {
        call: name,
        ...(catalogAnswer ? { catalogAnswer } : {}),
        ...(mount ? { mount } : {}),
      },
      handler: async (request, reply) => {
        const context = contexts.get(request);
        if (!context) throw new Error(`${url}: no call context for ${name}`);
        const answer = await dispatcher.invoke(name, inputOf(request), context, {
          validated: true,
        });
        return send(reply, adapt && isPlainAnswer(answer) ? adapt(answer) : answer);
      },
    });
  };

  const route = (verb: Verb, url: string, name: MethodName, options: MethodRouteOptions): void => {
    const relayed = relay?.relayedMethods.has(name) ?? false;
    if (relayed || dispatcher.has(name)) {
      placements.push(...placementsOf(verb, url, name, options, relayed));
    }
  };

  const mount = (): void => {
    app.addConstraintStrategy(apiKeyConstraint);
    const clashes = separateClashes(placements);
    const relayed: Parameters<typeof relayRoutes>[2] = [];
    for (const placement of placements) {
      // Route constraints choose between forms that share a root path; a mount has one form.
      const constraints = placement.mount ? undefined : placement.options.constraints;
      const chosen = clashes.get(placement) ?? constraints;
      if (!placement.relayed) register(placement, chosen);
      else
        relayed.push({
          ...placement,
          surface: surfaceOfMethod(placement.name) ?? 'clob',
          constraints: chosen,
        });
    }
    if (relay && relayed.length > 0) relayRoutes(app, relay, relayed);
  };

  return { route, mount };
}

export type MethodRoute = ReturnType<typeof methodRoutes>['route'];
