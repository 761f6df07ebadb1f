import { afterEach, describe, expect, it } from 'vitest';
import { buildServiceApp } from '../../support/service-app.js';
import type { Catalog } from '../../../server/catalog/index.js';
import { createRateLimiter } from '../../../server/limits/index.js';
import { EncodedJson, ServiceError, type Tag } from '../../../server/contract/index.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';
import { startTestService, type TestService } from '../../support/app.js';

const tag = (label: string): Tag => ({
  id: '1',
  label,
  slug: label.toLowerCase(),
  forceShow: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  requiresTranslation: false,
});

/** A catalog whose tags answer and version the test controls, counting the calls. */
function countingCatalog() {
  const state = { version: 'v1', label: 'Politics', calls: 0 };
  const catalog = {
    listTags: () => {
      state.calls++;
      return [tag(state.label)];
    },
    search: () => {
      state.calls++;
      return new EncodedJson(
        Buffer.from(`{"events":[],"pagination":{"hasMore":false,"totalResults":${state.calls}}}`),
      );
    },
    getMarket: () => {
      state.calls++;
      throw new ServiceError('not_found', 'market 9 not found');
    },
    version: () => state.version,
  } as unknown as Catalog;
  return { state, catalog };
}

let service: TestService | undefined;
let app: Awaited<ReturnType<typeof buildServiceApp>> | undefined;
afterEach(async () => {
  await app?.close();
  await service?.close();
  app = service = undefined;
});

/** Builds the app on a real loopback socket: replay happens before Fastify, on node:http. */
async function listening(deps: Parameters<typeof buildServiceApp>[0]) {
  app = await buildServiceApp(deps);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return (path: string) => fetch(base + path);
}

/** Asks `path` twice: the second answer is the first's bytes, as JSON. Answers the body. */
async function askedTwice(get: (path: string) => Promise<Response>, path: string) {
  const firstBody = await (await get(path)).text();
  const second = await get(path);
  expect(await second.text()).toBe(firstBody);
  expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return firstBody;
}

describe('replay of catalog answers', () => {
  it('sends the stored bytes again until the catalog version changes', async () => {
    const { state, catalog } = countingCatalog();
    const get = await listening({ catalog });
    await askedTwice(get, '/tags');
    expect(state.calls).toBe(1);

    state.version = 'v2';
    state.label = 'Elections';
    const third = (await (await get('/tags')).json()) as Tag[];
    expect(third[0]?.label).toBe('Elections');
    expect(state.calls).toBe(2);
  });

  it('sends an answer its method encoded itself again, as its bytes', async () => {
    const { state, catalog } = countingCatalog();
    const get = await listening({ catalog });
    const body = await askedTwice(get, '/public-search?q=fed');
    expect(JSON.parse(body)).toMatchObject({ pagination: { totalResults: 1 } });
    expect(state.calls).toBe(1);
  });

  it('keys answers by the whole URL, query included', async () => {
    const { state, catalog } = countingCatalog();
    const get = await listening({ catalog });
    await get('/tags?limit=5');
    await get('/tags?limit=6');
    await get('/tags?limit=5');
    expect(state.calls).toBe(2);
  });

  it('never replays an error answer', async () => {
    const { state, catalog } = countingCatalog();
    const get = await listening({ catalog });
    expect((await get('/markets/9')).status).toBe(404);
    expect((await get('/markets/9')).status).toBe(404);
    expect(state.calls).toBe(2);
  });

  it('counts replayed answers against the rate limits, with the same headers and 429', async () => {
    const { state, catalog } = countingCatalog();
    const limiter = createRateLimiter([{ scope: 'tags', limit: 2, windowMs: 10_000 }]);
    const get = await listening({ catalog, limiter });
    const answers = [await get('/tags'), await get('/tags'), await get('/tags')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(state.calls).toBe(1);
    expect(answers.map((answer) => answer.headers.get('ratelimit-remaining'))).toEqual([
      '1',
      '0',
      '0',
    ]);
    expect(answers[2]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await answers[2]?.json()) as { error: string }).error).toMatch(
      /rate limit exceeded for tags/,
    );
  });

  it('shows a catalog write in the next answer of the real catalog', async () => {
    service = await startTestService(fillCatalogFixture);
    const base = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const before = (await (await fetch(`${base}/markets/201`)).json()) as { question: string };
    await fetch(`${base}/markets/201`);
    service.db.prepare('UPDATE markets SET question = ? WHERE id = 201').run('Renamed?');
    const after = (await (await fetch(`${base}/markets/201`)).json()) as { question: string };
    expect(before.question).not.toBe('Renamed?');
    expect(after.question).toBe('Renamed?');
  });
});
