import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { guardConnections } from './connection-guard.js';
import type { ConnectionLimits } from './limits.js';
import { answerRawJson, foreignRequest } from '../../wire/index.js';
import { boundRequestsInFlight } from './requests-in-flight.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function answerJson(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  response.writeHead(status, {
    connection: 'close',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** The message of a client error node:http reports before any request exists. */
function clientErrorAnswer(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [408, 'request timeout: the request was not received in time'];
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'request headers too large'];
  return [400, `malformed HTTP request${error.code ? ` (${error.code})` : ''}`];
}

/**
 * Answers node:http's client errors (malformed requests, timeouts) in the JSON error model,
 * when no answer has begun on the connection; it is closed either way (Fastify's
 * `clientErrorHandler`).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // The answer in progress on the connection, if any: node:http makes the same check.
  const pending = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (pending?.headersSent) return void socket.destroy();
  const [status, message] = clientErrorAnswer(error);
  answerRawJson(socket, status, message);
}

/**
 * The HTTP port's server: timeouts for idle and slow connections, capped connections, a bound
 * on each connection's requests in flight, and JSON answers where node:http would answer
 * without a body (a request without Host) or not at all (CONNECT). A request under a name that
 * is not the port's (DNS rebinding) or from a page of another origin is refused before anything
 * reads it (wire/local-hosts.ts).
 */
export function createHttpServer(limits: ConnectionLimits, handle: Handler): Server {
  const bounded = boundRequestsInFlight(limits.maxRequestsInFlight, handle);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
      // Answered below in the JSON model instead of node:http's empty 400.
      requireHostHeader: false,
    },
    (request, response) => {
      if (request.httpVersion === '1.1' && request.headers.host === undefined) {
        return answerJson(response, 400, 'the Host header is required (HTTP/1.1)');
      }
      const foreign = foreignRequest(request, server);
      if (foreign) return answerJson(response, foreign.status, foreign.message);
      bounded(request, response);
    },
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    answerRawJson(socket, 405, 'CONNECT is not supported: this is not a proxy'),
  );
  guardConnections(server, limits);
  return server;
}
