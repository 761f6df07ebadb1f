import type { IncomingMessage, Server } from 'node:http';
import { answerRawJson } from '../wire/index.js';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';

/**
 * Refuses an upgrade with the service's JSON error model (`{"error": "..."}`) and closes the
 * connection, as the HTTP server answers a refused connection.
 */
export const refuseUpgrade = answerRawJson;

/**
 * Handshakes `ws` refuses (a wrong method, a missing key or version) are answered in the JSON
 * model instead of ws's text/html; its statuses are kept.
 */
export function answerHandshakeErrors(wss: WebSocketServer): void {
  wss.on('wsClientError', (error: Error, socket: Duplex) => {
    if (error.message === 'Invalid HTTP method') return refuseUpgrade(socket, 405, error.message);
    const headers: Record<string, string> = error.message.includes('Sec-WebSocket-Version')
      ? { 'Sec-WebSocket-Version': '13, 8' }
      : {};
    refuseUpgrade(socket, 400, error.message, headers);
  });
}

/** Whether the request asks for a WebSocket (and not, say, HTTP/2 over cleartext). */
export const asksForWebSocket = (request: IncomingMessage): boolean =>
  request.headers.upgrade?.toLowerCase() === 'websocket';

const UPGRADE_HEADERS = new Set(['upgrade', 'http2-settings']);

/**
 * Hands an upgrade request that is not for a WebSocket (`Upgrade: h2c` from `curl --http2`)
 * back to the HTTP server, which answers it as if the client had not asked to upgrade: its head
 * is written again without the upgrade headers and the socket given to the server afresh.
 */
export function serveWithoutUpgrade(
  server: Server,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = [raw[i]!, raw[i + 1]!];
    const lower = name.toLowerCase();
    if (UPGRADE_HEADERS.has(lower)) continue;
    if (lower === 'connection') {
      const kept = value
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== '' && !UPGRADE_HEADERS.has(token.toLowerCase()));
      if (kept.length > 0) lines.push(`${name}: ${kept.join(', ')}`);
      continue;
    }
    lines.push(`${name}: ${value}`);
  }
  socket.unshift(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), head]));
  server.emit('connection', socket);
}
