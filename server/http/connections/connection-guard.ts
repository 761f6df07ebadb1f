import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from './limits.js';
import { answerRawJson } from '../../wire/index.js';

type ConnectionListener = (socket: Socket) => void;

/**
 * Caps the server's open connections, in all and per client address. It sits in front of
 * node:http's own connection listener: a connection past a cap is answered with a JSON body
 * (429 past the client's share, 503 when the service is full) and closed without ever reaching
 * the HTTP parser. A socket handed to the server again (an
 * upgrade request that is served as plain HTTP after all) is not counted twice.
 */
export function guardConnections(
  server: Server,
  limits: Pick<ConnectionLimits, 'maxConnections' | 'maxConnectionsPerClient'>,
): void {
  const serve = server.listeners('connection') as ConnectionListener[];
  server.removeAllListeners('connection');
  const perAddress = new Map<string, number>();
  const counted = new WeakSet<Socket>();
  let total = 0;

  /** Counts the connection in; the refusal (status, message) when it does not fit. */
  const admit = (socket: Socket): [429 | 503, string] | null => {
    const address = socket.remoteAddress ?? '';
    const mine = perAddress.get(address) ?? 0;
    if (mine >= limits.maxConnectionsPerClient) {
      const most = limits.maxConnectionsPerClient;
      return [429, `too many connections from ${address} (at most ${most}); close some and retry`];
    }
    if (total >= limits.maxConnections) return [503, 'too many connections; retry later'];
    perAddress.set(address, mine + 1);
    total += 1;
    counted.add(socket);
    socket.once('close', () => {
      total -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left === 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
    return null;
  };

  server.on('connection', (socket: Socket) => {
    if (!counted.has(socket)) {
      const refusal = admit(socket);
      if (refusal !== null) {
        return answerRawJson(socket, refusal[0], refusal[1], { 'Retry-After': '1' });
      }
    }
    for (const listener of serve) listener.call(server, socket);
  });
}
