import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';

/** How long a refused connection may take to read its answer before it is destroyed. */
const LINGER_MS = 1_000;

/**
 * Answers on a bare socket (no request object: a refused connection, a client error, an
 * upgrade or CONNECT) with the service's JSON error model, then closes the connection. What
 * the client still sends is read and dropped, so it sees the answer rather than a reset.
 */
export function answerRawJson(
  socket: Duplex,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: message });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
