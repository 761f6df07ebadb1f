import type { FastifyInstance } from 'fastify';
import type { LimitDecision, RateLimiter } from '../limits/index.js';

/** The RateLimit-* (and, on refusal, Retry-After) headers of a decision. */
export function limitHeaders(decision: LimitDecision): Record<string, string> {
  const resetSeconds = String(Math.max(1, Math.ceil(decision.resetMs / 1000)));
  const headers: Record<string, string> = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': resetSeconds,
    'ratelimit-policy': `${decision.limit};w=${Math.ceil(decision.windowMs / 1000)}`,
  };
  if (!decision.allowed) headers['retry-after'] = resetSeconds;
  return headers;
}

/** The JSON body of a 429. */
export const throttledBody = (decision: LimitDecision): string =>
  JSON.stringify({
    error: `rate limit exceeded for ${decision.scope}; retry in ${Math.max(1, Math.ceil(decision.resetMs / 1000))} s`,
  });

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
    reply.headers(limitHeaders(decision));
    if (!decision.allowed) {
      return reply.code(429).type('application/json; charset=utf-8').send(throttledBody(decision));
    }
  });
}
