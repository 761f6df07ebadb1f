import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

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
    /** Rate-limit scopes this route counts against (see server/limits). */
    limits?: readonly string[];
    /** The answer depends only on the URL and the catalog version (see response-cache.ts). */
    catalogAnswer?: boolean;
    /** 'l2': the API-key HMAC is verified before the handler (see l2-auth.ts). */
    auth?: 'l2';
  }

  interface FastifyRequest {
    /** The exact text of a JSON body, which L2 signatures cover; undefined without a body. */
    rawBody: string | undefined;
  }
}
