import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { boundRequestsInFlight } from '../../server/http/connections/requests-in-flight.js';
import { openRaw } from '../support/raw-http.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = undefined;
});

describe('boundRequestsInFlight', () => {
  it('handles at most N pipelined requests of a connection at once and answers all in order', async () => {
    // Answers large enough that node:http's own flow control pauses the connection too.
    const padding = 'x'.repeat(20_000);
    let running = 0;
    let most = 0;
    let handled = 0;
    server = createServer(
      boundRequestsInFlight(4, (request, response) => {
        running += 1;
        most = Math.max(most, running);
        const n = ++handled;
        setTimeout(() => {
          running -= 1;
          response.end(`${n}:${request.url} ${padding}`);
        }, Math.random() * 3);
      }),
    );
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const count = 2_000;
    let text = '';
    for (let i = 0; i < count; i++) text += `GET /${i} HTTP/1.1\r\nHost: a\r\n\r\n`;
    const client = await openRaw(port, text);
    const answers = await client.until((connection) => connection.answers() === count, 20_000);
    expect(most).toBe(4);
    const bodies = [...answers.matchAll(/\r\n\r\n\d+:\/(\d+)/g)].map((match) => Number(match[1]));
    expect(bodies).toEqual([...Array(count).keys()]);
    client.socket.destroy();
  });
});
