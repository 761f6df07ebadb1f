import type { FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { methods, type MethodName, type MethodSpec } from '../contract/index.js';
import { EncodedJson, type CallContext, type CallRequest, type Dispatcher } from '../rpc/index.js';
import { limitHeaders, throttledBody } from './rate-limits.js';
import type { TypedFastify } from './typed.js';

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
      url: request.url,
      body: request.rawBody,
      headers: request.headers,
      remoteAddress: request.socket.remoteAddress,
    },
  };
}

function authenticate(dispatcher: Dispatcher, name: MethodName, request: FastifyRequest): void {
  contexts.set(request, dispatcher.authenticate(name, callRequest(request)));
}

/**
 * Runs the dispatcher's phases at the HTTP moments that keep the wire as it was: the rate limits
 * as the request arrives (malformed requests count too; every limited answer carries the
 * RateLimit-* headers of the binding rule), the operator's token before the body is read, L1/L2
 * signatures once the raw body is there but before validation (an unauthenticated caller
 * learns nothing about the input). The route's own handler then invokes the method.
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
    if (specOf(name).auth === 'operator') authenticate(dispatcher, name, request);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const name = request.routeOptions.config.call;
    try {
      if (name && !contexts.has(request)) authenticate(dispatcher, name, request);
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

export interface MethodRouteOptions extends Pick<RouteShorthandOptions, 'constraints'> {
  schema: FastifySchema;
  /** The answer depends only on the URL and the catalog version (answer-replay.ts). */
  catalogAnswer?: boolean;
  /** Writes the answer itself (an SVG, say) instead of the JSON default. */
  send?: (reply: FastifyReply, answer: unknown) => unknown;
}

/**
 * Declares routes as path + verb + method: the schemas describe the wire (query, params, body,
 * answers; Fastify validates and coerces with them, and they make /openapi.json), the
 * dispatcher does the rest. A method without an implementation here gets no route.
 */
export function methodRoutes(app: TypedFastify, dispatcher: Dispatcher) {
  return (verb: Verb, url: string, name: MethodName, options: MethodRouteOptions): void => {
    if (!dispatcher.has(name)) return;
    const { send = sendAnswer, catalogAnswer, schema, constraints } = options;
    app.route({
      method: verb,
      url,
      schema,
      ...(constraints ? { constraints } : {}),
      config: { call: name, ...(catalogAnswer ? { catalogAnswer } : {}) },
      handler: async (request, reply) => {
        const context = contexts.get(request);
        if (!context) throw new Error(`${url}: no call context for ${name}`);
        const answer = await dispatcher.invoke(name, inputOf(request), context, {
          validated: true,
        });
        return send(reply, answer);
      },
    });
  };
}

export type MethodRoute = ReturnType<typeof methodRoutes>;
