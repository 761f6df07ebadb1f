import type { RelayAnswer, RequestRelay } from '../../contract/index.js';
import { UPSTREAM_READ_METHODS } from '../order-book/book-reads.js';
import { UpstreamError, type UpstreamClient } from '../upstream/index.js';
import { relayAnswerHeaders, relayRequestHeaders } from './headers.js';
import { RELAYED_METHODS } from './relayed-methods.js';

const UNREACHABLE = 'upstream unreachable';

/** The 503 of a call the upstream did not answer. */
function unreachableAnswer(error: UpstreamError): RelayAnswer {
  const message = error.message.startsWith(UNREACHABLE)
    ? error.message
    : `${UNREACHABLE}: ${error.message}`;
  return {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify({ error: message })),
  };
}

/** A `.` or `..` segment, spelled out or percent-encoded, that URL parsing would resolve. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * A relayed route's parameter (`/data/order/{id}`) is the caller's text: as `..` it would move
 * the request off the route to another upstream path once the URL is parsed, so it stays here.
 */
function dotSegmentAnswer(pathAndQuery: string): RelayAnswer | null {
  const path = pathAndQuery.split('?', 1)[0]!;
  if (!DOT_SEGMENT.test(path)) return null;
  return {
    status: 400,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify({ error: 'path: no . or .. segments' })),
  };
}

/**
 * Passes the trading and account calls of mirror mode to the upstream: each as it came
 * (credentials, content type, body bytes), the answer as the upstream gave it (status, body,
 * content type, Retry-After and rate-limit headers). No answer: 503
 * `{"error": "upstream unreachable: <why>"}`.
 */
export function createTradingRelay(upstream: Pick<UpstreamClient, 'forward'>): RequestRelay {
  return {
    relayedMethods: RELAYED_METHODS,
    upstreamReads: UPSTREAM_READ_METHODS,
    async relay(surface, request) {
      const refused = dotSegmentAnswer(request.pathAndQuery);
      if (refused) return refused;
      try {
        const answer = await upstream.forward(surface, {
          method: request.method,
          pathAndQuery: request.pathAndQuery,
          headers: relayRequestHeaders(request.headers),
          ...(request.body && request.body.length > 0 ? { body: request.body } : {}),
        });
        return {
          status: answer.status,
          headers: relayAnswerHeaders(answer.headers),
          body: answer.body,
        };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === null) {
          return unreachableAnswer(error);
        }
        throw error;
      }
    },
  };
}
