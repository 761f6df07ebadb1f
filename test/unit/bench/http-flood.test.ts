import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeRequest, runFlood } from '../../bench/support/http-flood.js';

let server: Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  if (closing) await new Promise((done) => closing.close(done));
});

/** A loopback server that refuses odd request numbers and records what it was sent. */
async function recordingServer(received: { path: string; tag: string; body: string }[]) {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', tag: String(request.headers['x-tag']), body });
      const refused = Number(body) % 2 === 1;
      response.statusCode = refused ? 400 : 200;
      // A long answer arrives in several chunks: the client must wait for all of it.
      response.end(refused ? '{"error":"odd"}' : JSON.stringify({ pad: 'x'.repeat(200_000) }));
    });
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  return (server!.address() as AddressInfo).port;
}

describe('runFlood', () => {
  it('sends each request once, frames every answer and counts 2xx apart', async () => {
    const received: { path: string; tag: string; body: string }[] = [];
    const port = await recordingServer(received);
    const wire = Array.from({ length: 100_000 }, (_, i) =>
      encodeRequest(`127.0.0.1:${port}`, {
        method: 'POST',
        path: '/order',
        headers: { 'x-tag': `t${i}` },
        body: String(i),
      }),
    );
    const result = await runFlood({ host: '127.0.0.1', port, connections: 4, seconds: 0.5, wire });

    expect(result.errors).toBe(0);
    expect(result.answered).toBeGreaterThan(10);
    expect(result.ok + result.non2xx).toBe(result.answered);
    // Requests in flight when the run stopped are answered but not counted.
    expect(received.length).toBe(result.sent);
    expect(result.sent).toBeGreaterThanOrEqual(result.answered);
    expect(result.sent).toBeLessThanOrEqual(result.answered + 4);
    const sent = received.map((request) => Number(request.body)).sort((a, b) => a - b);
    expect(sent).toEqual(sent.map((_, i) => i));
    expect(received.every(({ path, tag, body }) => path === '/order' && tag === `t${body}`)).toBe(
      true,
    );
    expect(Math.abs(result.ok - result.non2xx)).toBeLessThanOrEqual(5);
    expect(result.firstErrors).toEqual([]);
    expect(result.firstRefusals[0]).toBe('400 {"error":"odd"}');
    expect(result.seconds).toBeCloseTo(0.5, 1);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });

  it('counts a connection the service drops as failed, with the reason', async () => {
    let requests = 0;
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        // The third request's connection is dropped without an answer.
        if (++requests === 3) return void request.socket.destroy();
        response.end('{}');
      });
    });
    await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as AddressInfo;
    const wire = Array.from({ length: 100_000 }, (_, i) =>
      encodeRequest(`127.0.0.1:${port}`, { method: 'POST', path: '/', headers: {}, body: `${i}` }),
    );
    const result = await runFlood({ host: '127.0.0.1', port, connections: 2, seconds: 0.3, wire });
    expect(result.errors).toBe(1);
    expect(result.firstErrors).toEqual(['the service closed the connection']);
    expect(result.ok).toBeGreaterThan(2);
  });

  it('fails when the requests run out before the run ends', async () => {
    const port = await recordingServer([]);
    const wire = [0, 2, 4].map((n) =>
      encodeRequest(`127.0.0.1:${port}`, { method: 'POST', path: '/', headers: {}, body: `${n}` }),
    );
    await expect(
      runFlood({ host: '127.0.0.1', port, connections: 2, seconds: 5, wire }),
    ).rejects.toThrow('ran out');
  });
});
