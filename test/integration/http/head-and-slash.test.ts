import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';

// HEAD is routed as GET on node:http, before Fastify (app.ts): no HEAD route is registered,
// so only a listening server shows it, never `inject`.
let service: TestService;
let base: string;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
});
afterAll(() => service.close());

describe('HEAD requests', () => {
  it.each(['/ok', '/markets?limit=2', '/time'])(
    'answer %s with the GET answer status and headers, without a body',
    async (path) => {
      const get = await fetch(base + path);
      const getBody = await get.arrayBuffer();
      const head = await fetch(base + path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length')).toBe(String(getBody.byteLength));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    },
  );

  it.each([
    ['/no-such-route', 404],
    ['/auth/api-key', 405],
  ])('answers %s %i without a body, as GET', async (path, status) => {
    const head = await fetch(base + path, { method: 'HEAD' });
    const get = await fetch(base + path);
    expect([head.status, get.status]).toEqual([status, status]);
    expect(head.headers.get('allow')).toBe(get.headers.get('allow'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('trailing slashes', () => {
  it.each([
    ['/markets/?limit=2', '/markets?limit=2'],
    ['/markets/12/', '/markets/12'],
    ['/time/', '/time'],
  ])('answer %s as %s', async (slashed, plain) => {
    const [a, b] = await Promise.all([fetch(base + slashed), fetch(base + plain)]);
    expect(a.status).toBe(b.status);
    expect(await a.text()).toBe(await b.text());
  });

  it('keep the root and a slash inside the query', async () => {
    expect((await fetch(`${base}/`)).status).toBe(200);
    const slashInQuery = await fetch(`${base}/markets?slug=a/`);
    expect(slashInQuery.status).toBe(200);
    expect(await slashInQuery.json()).toEqual([]);
  });
});
