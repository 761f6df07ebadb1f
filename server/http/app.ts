import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Catalog } from '../catalog/index.js';
import type { RequestRelay } from '../contract/index.js';
import type { MarketData } from '../marketdata/index.js';
import { venueAssetIds } from '../publicdata/index.js';
import type { Dispatcher } from '../rpc/index.js';
import { installQueryCoercion } from './query-coercion.js';
import { validatorCompiler } from './schema-validation.js';
import { decodeRequestBodies } from './body-encoding.js';
import {
  answerClientError,
  createHttpServer,
  DEFAULT_CONNECTION_LIMITS,
  type ConnectionLimits,
} from './connections/index.js';
import { installErrorModel } from './errors.js';
import { lazySerializers } from './lazy-serializers.js';
import { allowHostNames } from '../wire/index.js';
import { keepRawJsonBodies } from './raw-json-body.js';
import { acceptJsonBodiesOnly } from './json-bodies-only.js';
import { installMethodHooks, methodRoutes } from './method-routes.js';
import { installOpenApi } from './openapi.js';
import { installAnswerReplay, type AnswerReplay } from './answer-replay.js';
import { bindingRoutes } from './binding-routes.js';
import { orderBookForm } from './order-book-form.js';
import { bookReplaySource } from './routes/order-book-replay.js';
import { terminalAppRoutes } from './routes/terminal-app.js';

export interface AppDeps {
  /** The application layer the routes call: routes exist for the methods it implements. */
  dispatcher: Dispatcher;
  /** The catalog: its version keys the stored answers; its assets are the data surface's. */
  catalog: Catalog;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** The local books whose bodies GET /book may replay; unset: order-book reads are never replayed. */
  marketData?: MarketData | undefined;
  /** The built renderer, served at /app/ (web mode); absent: no /app/ routes. */
  rendererDir?: string | undefined;
  /** Bounds of the port's connections; unset ones keep their defaults. */
  connections?: Partial<ConnectionLimits> | undefined;
  /** Host names answered besides the loopback ones and the bound address (wire/local-hosts.ts). */
  allowedHosts?: readonly string[] | undefined;
  /**
   * Mirror mode: the routes of the relayed methods (every L1 and L2 one) pass their requests to
   * the upstream unchanged instead of calling the dispatcher.
   */
  relay?: RequestRelay | undefined;
}

/** Builds the whole HTTP service without listening; tests drive it with `inject`. */
export async function buildApp(deps: AppDeps) {
  // Filled in once the hooks that store answers are installed on the app it serves.
  const replay: { current?: AnswerReplay } = {};
  const bodyLimit = deps.bodyLimit ?? 1_048_576;
  const connections = { ...DEFAULT_CONNECTION_LIMITS, ...deps.connections };
  const app = Fastify({
    // Stored catalog answers are replayed before Fastify routes the request (answer-replay.ts).
    serverFactory: (handler) => {
      const server = createHttpServer(connections, (request, response) => {
        // HEAD is routed as GET (node:http leaves a HEAD answer's body out by itself), so that
        // no route is registered twice: registering routes is a good part of start-up.
        if (request.method === 'HEAD') request.method = 'GET';
        if (!replay.current?.serve(request, response)) handler(request, response);
      });
      allowHostNames(server, deps.allowedHosts ?? []);
      return server;
    },
    clientErrorHandler: answerClientError,
    logger: deps.logger ?? false,
    bodyLimit,
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
    // Errors raised before routing (bad URL encoding, over-long parameter) keep the JSON model.
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      reply.code(error.statusCode ?? 400).send({ error: error.message }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  const { dispatcher } = deps;
  installErrorModel(app);
  installQueryCoercion(app);
  decodeRequestBodies(app, bodyLimit);
  keepRawJsonBodies(app);
  acceptJsonBodiesOnly(app);
  installMethodHooks(app, dispatcher);
  replay.current = installAnswerReplay(app, () => deps.catalog.version(), dispatcher.limit);
  // Hand-written: GET /book's stored bodies are written on node:http before Fastify routes.
  // A mirror's books are the upstream's: no local book may be replayed in front of them.
  if (deps.marketData && !deps.relay) replay.current.addSource(bookReplaySource(deps.marketData));
  await installOpenApi(app);

  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<TypeBoxTypeProvider>();
    const { route, mount } = methodRoutes(
      typed,
      dispatcher,
      { data: venueAssetIds(deps.catalog) },
      deps.relay,
    );
    // Hand-written: a binding names the constraint; telling the forms apart is code.
    typed.addConstraintStrategy(orderBookForm);
    bindingRoutes(route);
    mount();
    // Hand-written: the renderer's files are no method of the application layer.
    if (deps.rendererDir) terminalAppRoutes(typed, { rendererDir: deps.rendererDir });
  });
  await app.ready();
  return app;
}
