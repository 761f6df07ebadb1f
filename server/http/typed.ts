import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { MethodName } from '../contract/index.js';
import type { Surface } from './surfaces.js';

/** The Fastify instance routes are registered on: TypeBox schemas give request types. */
export type TypedFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The method of the application layer the route calls (see method-routes.ts). */
    call?: MethodName;
    /** The answer depends only on the URL and the catalog version (see answer-replay.ts). */
    catalogAnswer?: boolean;
    /** Served under this surface's prefix rather than at the combined root (surfaces.ts). */
    mount?: Surface;
  }

  interface FastifyRequest {
    /** The exact text of a JSON body, which L2 signatures cover; undefined without a body. */
    rawBody: string | undefined;
  }
}
