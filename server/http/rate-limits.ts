import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../limits/index.js';

/**
 * Applies the limiter per client (remote address) on every route that names scopes, before
 * validation, so malformed requests count too. Every limited answer carries the RateLimit-*
 * headers of the binding rule; a refusal is 429 JSON with Retry-After.
 */
export function installRateLimits(app: FastifyInstance, limiter: RateLimiter | null): void {
  if (!limiter) return;
  app.addHook('onRequest', async (request, reply) => {
    const scopes = request.routeOptions.config.limits;
    if (!scopes || scopes.length === 0) return;
    const decision = limiter.take(request.ip, scopes, Date.now());
    if (!decision) return;
    const resetSeconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
    reply.header('ratelimit-limit', decision.limit);
    reply.header('ratelimit-remaining', decision.remaining);
    reply.header('ratelimit-reset', resetSeconds);
    reply.header('ratelimit-policy', `${decision.limit};w=${Math.ceil(decision.windowMs / 1000)}`);
    if (!decision.allowed) {
      reply.header('retry-after', resetSeconds);
      return reply
        .code(429)
        .send({ error: `rate limit exceeded for ${decision.scope}; retry in ${resetSeconds} s` });
    }
  });
}
