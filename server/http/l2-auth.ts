import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { ServiceError } from '../contract/index.js';
import type { ApiKeyIdentity, Auth } from '../auth/index.js';

const callers = new WeakMap<FastifyRequest, ApiKeyIdentity>();

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Verifies the API-key HMAC of every route declared with `config: { auth: 'l2' }` in its
 * preValidation phase: after the rate limits (onRequest) and the body parser (the HMAC covers
 * `request.rawBody`), before validation, so an unauthenticated caller learns nothing about the
 * input. A failure is 401 `{"error": reason}`. Install before the routes are registered; without
 * `auth`, registering such a route throws, so no route is ever left unguarded.
 */
export function installL2Auth(app: FastifyInstance, auth: Auth | undefined): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.auth !== 'l2') return;
    if (!auth) throw new Error(`${route.url} needs L2 auth, but the app was built without auth`);
    const verify: preValidationHookHandler = (request, _reply, done) => {
      const result = auth.verifyApiKey(
        {
          method: request.method,
          url: request.url,
          body: request.rawBody,
          headers: request.headers,
        },
        Math.floor(Date.now() / 1000),
      );
      if (!result.ok) return done(new ServiceError('unauthenticated', result.reason));
      callers.set(request, result.identity);
      done();
    };
    route.preValidation = [verify, ...asArray(route.preValidation)];
  });
}

/** The verified caller of a route declared with `config: { auth: 'l2' }`. */
export function l2Caller(request: FastifyRequest): ApiKeyIdentity {
  const caller = callers.get(request);
  if (!caller) throw new Error(`${request.url}: l2Caller on a route not declared auth: 'l2'`);
  return caller;
}
