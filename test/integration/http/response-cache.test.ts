import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/http/index.js';
import type { Catalog } from '../../../server/catalog/index.js';
import { createRateLimiter } from '../../../server/limits/index.js';
import type { Tag } from '../../../server/contract/index.js';
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
    getMarket: () => {
      state.calls++;
      throw Object.assign(new Error('market 9 not found'), { statusCode: 404 });
    },
    version: () => state.version,
  } as unknown as Catalog;
  return { state, catalog };
}

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('response cache of catalog answers', () => {
  it('sends the stored bytes again until the catalog version changes', async () => {
    const { state, catalog } = countingCatalog();
    const app = await buildApp({ catalog });
    const first = await app.inject('/tags');
    const second = await app.inject('/tags');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(state.calls).toBe(1);

    state.version = 'v2';
    state.label = 'Elections';
    const third = await app.inject('/tags');
    expect(third.json()[0].label).toBe('Elections');
    expect(state.calls).toBe(2);
    await app.close();
  });

  it('keys answers by the whole URL, query included', async () => {
    const { state, catalog } = countingCatalog();
    const app = await buildApp({ catalog });
    await app.inject('/tags?limit=5');
    await app.inject('/tags?limit=6');
    await app.inject('/tags?limit=5');
    expect(state.calls).toBe(2);
    await app.close();
  });

  it('never keeps an error answer', async () => {
    const { state, catalog } = countingCatalog();
    const app = await buildApp({ catalog });
    expect((await app.inject('/markets/9')).statusCode).toBe(404);
    expect((await app.inject('/markets/9')).statusCode).toBe(404);
    expect(state.calls).toBe(2);
    await app.close();
  });

  it('still counts cached answers against the rate limits', async () => {
    const { catalog } = countingCatalog();
    const limiter = createRateLimiter([{ scope: 'tags', limit: 2, windowMs: 10_000 }]);
    const app = await buildApp({ catalog, limiter });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject('/tags')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });

  it('shows a catalog write in the next answer of the real catalog', async () => {
    service = await startTestService(fillCatalogFixture);
    const before = (await service.app.inject('/markets/201')).json();
    service.db.prepare('UPDATE markets SET question = ? WHERE id = 201').run('Renamed?');
    const after = (await service.app.inject('/markets/201')).json();
    expect(before.question).not.toBe('Renamed?');
    expect(after.question).toBe('Renamed?');
  });
});
