// The catalog's routes beyond the specification, on the hand-built fixture catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../server/limits/index.js';
import { startTestService, type TestService } from '../../support/app.js';
import {
  EVENT,
  SERIES,
  TAG,
  conditionIdOf,
  fillCatalogFixture,
  marketSlugOf,
} from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const get = (url: string) => service.app.inject({ method: 'GET', url });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

/** Expects a 400 whose message names the parameter. */
async function expectBadParameter(url: string, name: string): Promise<void> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(400);
  expect(response.json().error).toContain(name);
}

describe('GET /markets/slug/{slug}', () => {
  it('answers the market GET /markets/{id} answers', async () => {
    const market = await service.okJson(`/markets/slug/${marketSlugOf(204)}`);
    expect(market).toEqual(await service.okJson('/markets/204'));
  });

  it('keeps the creator scope and answers 404 for an unknown slug', async () => {
    expect((await get(`/markets/slug/${marketSlugOf(204)}?creator=alpha`)).statusCode).toBe(200);
    expect((await get(`/markets/slug/${marketSlugOf(203)}?creator=alpha`)).statusCode).toBe(404);
    expect((await get('/markets/slug/no-such-market')).statusCode).toBe(404);
  });
});

describe('tags of a market and of an event', () => {
  it("answers a market's event tags by numeric id and by condition id", async () => {
    const byId = await service.okJson('/markets/209/tags');
    expect(ids(byId)).toEqual([String(TAG.politics), String(TAG.economy)]);
    expect(await service.okJson(`/markets/${conditionIdOf(209)}/tags`)).toEqual(byId);
    expect(byId[0]).toMatchObject({ label: 'Politics', slug: 'politics', forceShow: true });
  });

  it("answers an event's tags", async () => {
    expect(ids(await service.okJson(`/events/${EVENT.election}/tags`))).toEqual([
      String(TAG.elections),
    ]);
  });

  it('answers 404 for an unknown market or event and 400 for a malformed id', async () => {
    expect((await get('/markets/999/tags')).statusCode).toBe(404);
    expect((await get('/events/999/tags')).statusCode).toBe(404);
    await expectBadParameter('/markets/not-an-id/tags', 'id');
    await expectBadParameter('/events/x/tags', 'id');
  });
});

describe('GET /tags/{id} and /tags/slug/{slug}', () => {
  it('answers the tag GET /tags lists', async () => {
    const listed = (await service.okJson('/tags')).find(
      (tag: { id: string }) => tag.id === String(TAG.crypto),
    );
    expect(await service.okJson(`/tags/${TAG.crypto}`)).toEqual(listed);
    expect(await service.okJson('/tags/slug/crypto')).toEqual(listed);
  });

  it('answers 404 for an unknown tag and 400 for a malformed id', async () => {
    expect((await get('/tags/99')).statusCode).toBe(404);
    expect((await get('/tags/slug/nothing')).statusCode).toBe(404);
    await expectBadParameter('/tags/abc', 'id');
  });
});

describe('related tags', () => {
  it('answers the relations of a tag by id and by slug', async () => {
    const relations = await service.okJson(`/tags/${TAG.politics}/related-tags`);
    expect(relations).toEqual([
      {
        id: `${TAG.politics}-${TAG.elections}`,
        tagID: TAG.politics,
        relatedTagID: TAG.elections,
        rank: 1,
      },
    ]);
    expect(await service.okJson('/tags/slug/politics/related-tags')).toEqual(relations);
    expect(await service.okJson(`/tags/${TAG.crypto}/related-tags`)).toEqual([]);
  });

  it('answers the related tags themselves', async () => {
    const related = await service.okJson(`/tags/${TAG.politics}/related-tags/tags`);
    expect(related).toEqual([await service.okJson(`/tags/${TAG.elections}`)]);
    expect(await service.okJson('/tags/slug/politics/related-tags/tags')).toEqual(related);
  });

  it('omits related tags without events of the status asked for', async () => {
    // Elections is carried by the open event 101 only.
    const url = `/tags/${TAG.politics}/related-tags/tags?omit_empty=true`;
    expect(await service.okJson(`${url}&status=active`)).toHaveLength(1);
    expect(await service.okJson(`${url}&status=closed`)).toEqual([]);
    expect(await service.okJson(url)).toHaveLength(1);
  });

  it('refuses a bad status and answers 404 for an unknown tag', async () => {
    await expectBadParameter(`/tags/${TAG.politics}/related-tags?status=open`, 'status');
    await expectBadParameter(`/tags/${TAG.politics}/related-tags?omit_empty=maybe`, 'omit_empty');
    expect((await get('/tags/99/related-tags')).statusCode).toBe(404);
    expect((await get('/tags/slug/nothing/related-tags/tags')).statusCode).toBe(404);
  });
});

describe('GET /series/{id}', () => {
  it('answers the series GET /series lists, with its events', async () => {
    const [listed] = await service.okJson('/series?slug=fed-decisions');
    const series = await service.okJson(`/series/${SERIES.fed}`);
    expect(series).toEqual(listed);
    expect(ids(series.events)).toEqual([String(EVENT.fedMarch), String(EVENT.fedJune)]);
  });

  it('answers 404 for an unknown series', async () => {
    expect((await get('/series/999')).statusCode).toBe(404);
    await expectBadParameter('/series/x', 'id');
  });
});

describe('GET /comments by parent entity', () => {
  it("lists an event's comments, replies included, newest first", async () => {
    const comments = await service.okJson(
      '/comments?parent_entity_type=Event&parent_entity_id=101',
    );
    expect(ids(comments)).toEqual(['3', '2', '1']);
    expect(comments[2]).toMatchObject({ parentEntityType: 'Event', parentEntityID: 101 });
    expect(comments[2].replyCount).toBe(1);
    expect(comments[2].profile.baseAddress).toBe(comments[2].userAddress);
  });

  it('pages, sorts ascending and keeps series comments apart', async () => {
    const base = '/comments?parent_entity_type=Event&parent_entity_id=101';
    expect(ids(await service.okJson(`${base}&limit=1&offset=1`))).toEqual(['2']);
    expect(ids(await service.okJson(`${base}&ascending=true`))).toEqual(['1', '2', '3']);
    expect(ids(await service.okJson(`${base}&order=reactionCount`))).toHaveLength(3);
    expect(
      ids(await service.okJson('/comments?parent_entity_type=Series&parent_entity_id=101')),
    ).toEqual(['5']);
  });

  it('names the bad parameter', async () => {
    await expectBadParameter('/comments?parent_entity_id=101', 'parent_entity_type');
    await expectBadParameter(
      '/comments?parent_entity_type=Market&parent_entity_id=1',
      'parent_entity_type',
    );
    await expectBadParameter('/comments?parent_entity_type=Event', 'parent_entity_id');
    await expectBadParameter(
      '/comments?parent_entity_type=Event&parent_entity_id=101&limit=101',
      'limit',
    );
    await expectBadParameter(
      '/comments?parent_entity_type=Event&parent_entity_id=101&order=likes',
      'order',
    );
  });
});

describe('GET /comments/{id}', () => {
  it('answers the comment as a one-item array', async () => {
    const [comment] = (
      await service.okJson('/comments?parent_entity_type=Event&parent_entity_id=101')
    ).filter((item: { id: string }) => item.id === '1');
    expect(await service.okJson('/comments/1')).toEqual([comment]);
  });

  it('answers 404 for an unknown comment', async () => {
    expect((await get('/comments/999')).statusCode).toBe(404);
    await expectBadParameter('/comments/x', 'id');
  });
});

describe('keyset paging', () => {
  it('walks every market of GET /markets in its order, next_cursor absent at the end', async () => {
    const order = 'order=volume&ascending=false';
    const all = ids(await service.okJson(`/markets?${order}&limit=100`));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const suffix = cursor ? `&after_cursor=${cursor}` : '';
      const page = await service.okJson(`/markets/keyset?${order}&limit=5${suffix}`);
      seen.push(...ids(page.markets));
      cursor = page.next_cursor;
      if (cursor === undefined) expect(page).not.toHaveProperty('next_cursor');
    } while (cursor);
    expect(seen).toEqual(all);
    expect(all).toHaveLength(12);
  });

  it('walks events with their filters, up to 500 a page', async () => {
    const first = await service.okJson('/events/keyset?closed=false&limit=2');
    expect(ids(first.events)).toEqual(ids(await service.okJson('/events?closed=false&limit=2')));
    const second = await service.okJson(
      `/events/keyset?closed=false&limit=500&after_cursor=${first.next_cursor}`,
    );
    expect(second).not.toHaveProperty('next_cursor');
    expect(ids(second.events)).toEqual(
      ids(await service.okJson('/events?closed=false&limit=100&offset=2')),
    );
  });

  it('names the bad parameter', async () => {
    await expectBadParameter('/markets/keyset?after_cursor=nonsense!', 'after_cursor');
    await expectBadParameter('/markets/keyset?after_cursor=MA', 'after_cursor');
    await expectBadParameter('/markets/keyset?limit=101', 'limit');
    await expectBadParameter('/events/keyset?limit=501', 'limit');
  });
});

describe('limits and the OpenAPI document', () => {
  it('counts the keyset lists against the listings of their family', async () => {
    const limited = await startTestService(fillCatalogFixture, {
      limiter: createRateLimiter([{ scope: 'markets', limit: 2, windowMs: 10_000 }]),
    });
    try {
      const statuses = [];
      for (const url of ['/markets', '/markets/keyset', '/markets/keyset?limit=3']) {
        statuses.push((await limited.app.inject(url)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('lists every new route', async () => {
    const paths = Object.keys((await service.okJson('/openapi.json')).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/markets/slug/{slug}',
        '/markets/keyset',
        '/events/keyset',
        '/markets/{id}/tags',
        '/events/{id}/tags',
        '/tags/{id}',
        '/tags/slug/{slug}',
        '/tags/{id}/related-tags',
        '/tags/slug/{slug}/related-tags',
        '/tags/{id}/related-tags/tags',
        '/tags/slug/{slug}/related-tags/tags',
        '/series/{id}',
        '/comments',
        '/comments/{id}',
      ]),
    );
  });
});
