// A proxy in front of a venue's order-book surface that can lose one message of its market
// channel: HTTP passes through, and each WebSocket is relayed frame by frame, except the next
// upstream frame holding a `price_change` once `loseNextPriceChange()` is armed.
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

export interface LossyProxy {
  url: string;
  loseNextPriceChange(): void;
  /** Frames lost so far. */
  lost(): number;
  close(): Promise<void>;
}

export async function startLossyProxy(target: string): Promise<LossyProxy> {
  const upstream = new URL(target);
  let armed = false;
  let lost = 0;
  const sockets = new Set<Socket>();
  const server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const channels = new WebSocketServer({ noServer: true });
  server.on('upgrade', (incoming: IncomingMessage, socket: Socket, head: Buffer) => {
    channels.handleUpgrade(incoming, socket, head, (client) => {
      const relayed = new WebSocket(`ws://${upstream.host}${incoming.url ?? '/'}`, {
        perMessageDeflate: false,
      });
      const queued: string[] = [];
      relayed.on('open', () => queued.splice(0).forEach((text) => relayed.send(text)));
      client.on('message', (data: Buffer) => {
        const text = data.toString();
        if (relayed.readyState === WebSocket.OPEN) relayed.send(text);
        else queued.push(text);
      });
      relayed.on('message', (data: Buffer) => {
        const text = data.toString();
        if (armed && text.includes('"price_change"')) {
          armed = false;
          lost += 1;
          return;
        }
        if (client.readyState === WebSocket.OPEN) client.send(text);
      });
      const end = () => {
        client.terminate();
        relayed.terminate();
      };
      client.on('close', end);
      relayed.on('close', end);
      relayed.on('error', end);
      client.on('error', end);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    loseNextPriceChange: () => (armed = true),
    lost: () => lost,
    async close() {
      for (const client of channels.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
