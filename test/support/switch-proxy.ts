import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An HTTP proxy in front of an upstream that counts the requests it passes and can be switched
 * off (its port refuses connections, open ones are cut) and on again at the same address: the
 * upstream going away and coming back, as a mirror sees it.
 */
export interface SwitchProxy {
  url: string;
  /** Paths with queries passed upstream, in order. */
  requests: string[];
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startSwitchProxy(target: string): Promise<SwitchProxy> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const targetUrl = new URL(target);
  const handler = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    requests.push(incoming.url ?? '');
    const forwarded = httpRequest(
      {
        host: targetUrl.hostname,
        port: targetUrl.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: targetUrl.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  };
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    down: stop,
    up: listen,
    close: stop,
  };
}
