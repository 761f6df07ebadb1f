import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createUpstreamClient,
  UpstreamError,
  type UpstreamClient,
  type UpstreamUrls,
} from '../../../server/mirror/index.js';

type Handler = (request: IncomingMessage, body: Buffer, response: ServerResponse) => void;

interface FakeUpstream {
  urls: UpstreamUrls;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[];
  close(): Promise<void>;
}

const servers: Server[] = [];
const clients: UpstreamClient[] = [];

async function fakeUpstream(handler: Handler, port = 0): Promise<FakeUpstream> {
  const requests: FakeUpstream['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      handler(request, body, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: { catalog: `${base}/catalog`, data: `${base}/data`, clob: base },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, status: number, value: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
};

function client(urls: UpstreamUrls, sleeps: number[] = [], options = {}) {
  const made = createUpstreamClient(urls, {
    sleep: async (ms) => void sleeps.push(ms),
    probeBaseMs: 20,
    probeMaxMs: 40,
    ...options,
  });
  clients.push(made);
  return made;
}

afterEach(async () => {
  for (const made of clients.splice(0)) made.close();
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

describe('upstream client: json', () => {
  it('reads a 2xx answer from the surface base URL', async () => {
    const upstream = await fakeUpstream((_request, _body, response) =>
      json(response, 200, [{ id: '1' }]),
    );
    const answer = await client(upstream.urls).json('catalog', '/markets?limit=1');
    expect(answer).toEqual([{ id: '1' }]);
    expect(upstream.requests[0]!.url).toBe('/catalog/markets?limit=1');
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    let calls = 0;
    const upstream = await fakeUpstream((_request, _body, response) => {
      calls += 1;
      if (calls === 1) json(response, 429, { error: 'slow down' }, { 'retry-after': '3' });
      else json(response, 200, { ok: true });
    });
    const sleeps: number[] = [];
    expect(await client(upstream.urls, sleeps).json('clob', '/book')).toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(3000);
  });

  it('retries 5xx with growing jittered delays and gives up after its retries', async () => {
    const upstream = await fakeUpstream((_request, _body, response) =>
      json(response, 503, { error: 'down for a moment' }),
    );
    const sleeps: number[] = [];
    const failure = await client(upstream.urls, sleeps, {
      backoff: { baseMs: 100, maxMs: 10_000, random: () => 1 },
    })
      .json('clob', '/time', { retries: 3 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).status).toBe(503);
    expect((failure as UpstreamError).message).toBe('down for a moment');
    expect(upstream.requests).toHaveLength(4);
    expect(sleeps).toEqual([100, 200, 400]);
  });

  it('does not retry a 4xx other than 429 and keeps the upstream message', async () => {
    const upstream = await fakeUpstream((_request, _body, response) =>
      json(response, 404, { error: 'market not found' }),
    );
    const failure = (await client(upstream.urls)
      .json('catalog', '/markets/9')
      .catch((error: unknown) => error)) as UpstreamError;
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('market not found');
    expect(upstream.requests).toHaveLength(1);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const upstream = await fakeUpstream((_request, _body, response) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        json(response, 200, 1);
      }, 20);
    });
    const made = client(upstream.urls, [], { concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, () => made.json('clob', '/time')));
    expect(peak).toBe(2);
    expect(upstream.requests).toHaveLength(6);
  });
});

describe('upstream client: health', () => {
  it('goes offline when nothing answers and back online by itself once the upstream is back', async () => {
    const first = await fakeUpstream((_request, _body, response) => json(response, 200, 1));
    const port = Number(new URL(first.urls.clob).port);
    await first.close();
    const made = client(first.urls);
    const changes: boolean[] = [];
    made.health.onChange((online) => changes.push(online));
    const failure = (await made
      .json('clob', '/time', { retries: 0 })
      .catch((error: unknown) => error)) as UpstreamError;
    expect(failure.unreachable).toBe(true);
    expect(failure.message).toMatch(/^upstream unreachable: /);
    expect(made.health.online()).toBe(false);
    expect(made.health.lastError()).toContain('ECONNREFUSED');

    const back = await fakeUpstream((_request, _body, response) => json(response, 200, 1), port);
    await expect.poll(() => made.health.online(), { timeout: 5000 }).toBe(true);
    expect(changes).toEqual([false, true]);
    expect(made.health.lastError()).toBeNull();
    expect(back.requests.some((request) => request.url === '/time')).toBe(true);
  });

  it('stays online when a request is called off by its caller or by close', async () => {
    const upstream = await fakeUpstream((_request, _body, response) => {
      setTimeout(() => json(response, 200, []), 200);
    });
    const made = client(upstream.urls);
    const calledOff = new AbortController();
    const asked = made.json('catalog', '/markets', { signal: calledOff.signal, retries: 0 });
    setTimeout(() => calledOff.abort(), 20);
    await expect(asked).rejects.toMatchObject({ status: null });
    expect(made.health.online()).toBe(true);
    expect(made.health.lastError()).toBeNull();

    const cut = made.json('catalog', '/markets', { retries: 0 });
    setTimeout(() => made.close(), 20);
    await expect(cut).rejects.toMatchObject({ status: null });
    expect(made.health.online()).toBe(true);
  });
});

describe('upstream client: idle check', () => {
  it('notices the upstream going away with no request of its own, and its return', async () => {
    const first = await fakeUpstream((_request, _body, response) => json(response, 200, 1));
    const port = Number(new URL(first.urls.clob).port);
    const made = client(first.urls, [], { idleCheckMs: 50 });
    await expect.poll(() => made.health.lastContactAt(), { timeout: 5000 }).not.toBeNull();
    expect(first.requests.every((request) => request.url === '/time')).toBe(true);
    await first.close();
    await expect.poll(() => made.health.online(), { timeout: 5000 }).toBe(false);
    await fakeUpstream((_request, _body, response) => json(response, 200, 1), port);
    await expect.poll(() => made.health.online(), { timeout: 5000 }).toBe(true);
  });

  it('asks nothing while requests keep answering', async () => {
    const upstream = await fakeUpstream((_request, _body, response) => json(response, 200, 1));
    const made = client(upstream.urls, [], { idleCheckMs: 200 });
    for (let i = 0; i < 6; i++) {
      await made.json('catalog', '/markets');
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    expect(upstream.requests.filter((request) => request.url === '/time')).toEqual([]);
  });
});

describe('upstream client: forward', () => {
  it('passes method, path, headers and body bytes through and the answer back unchanged', async () => {
    const upstream = await fakeUpstream((_request, _body, response) =>
      json(response, 429, { error: 'too many orders' }, { 'retry-after': '1', 'x-extra': 'y' }),
    );
    const body = Buffer.from('{"order":{"salt":123456789012345678901234567890}}');
    const answer = await client(upstream.urls).forward('clob', {
      method: 'POST',
      pathAndQuery: '/order?x=1',
      headers: {
        POLY_API_KEY: 'key',
        'content-type': 'application/json',
        connection: 'keep-alive',
        host: 'elsewhere',
      },
      body,
    });
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('1');
    expect(JSON.parse(answer.body.toString())).toEqual({ error: 'too many orders' });
    const seen = upstream.requests[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/order?x=1');
    expect(seen.headers.poly_api_key).toBe('key');
    expect(seen.headers.host).not.toBe('elsewhere');
    expect(seen.body.equals(body)).toBe(true);
    expect(upstream.requests).toHaveLength(1);
  });

  it("gives a redirect back as it came, without taking the caller's credentials along", async () => {
    const elsewhere = await fakeUpstream((_request, _body, response) => json(response, 200, {}));
    const upstream = await fakeUpstream((_request, _body, response) => {
      response.writeHead(307, { location: `${elsewhere.urls.clob}/order` });
      response.end();
    });
    const answer = await client(upstream.urls).forward('clob', {
      method: 'POST',
      pathAndQuery: '/order',
      headers: { POLY_API_KEY: 'key', POLY_PASSPHRASE: 'pass', 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect(answer.status).toBe(307);
    expect(answer.headers['location']).toBe(`${elsewhere.urls.clob}/order`);
    expect(elsewhere.requests).toEqual([]);
  });
});
