import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';
import { TAG_TYPES, expectWireTypes } from '../../support/catalog-wire-types.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const tagIds = async (query: string): Promise<string[]> =>
  (await service.okJson<{ id: string }[]>(`/tags?${query}`)).map((tag) => tag.id);

describe('GET /tags', () => {
  it('lists the tags by id with every field typed', async () => {
    const response = await service.app.inject('/tags');
    const tags = response.json();
    expect(tags.map((tag: { id: string }) => tag.id)).toEqual(['1', '2', '3', '4']);
    for (const tag of tags) expectWireTypes(tag, TAG_TYPES);
    expect(tags[0]).toEqual({
      id: '1',
      label: 'Politics',
      slug: 'politics',
      forceShow: true,
      createdAt: '2023-06-01T00:00:00.000Z',
      updatedAt: '2024-06-01T00:00:00.000Z',
      requiresTranslation: false,
    });
  });

  it('pages, up to 1000 a page', async () => {
    expect(await tagIds('limit=2&offset=1')).toEqual(['2', '3']);
    expect(await tagIds('limit=1000')).toEqual(['1', '2', '3', '4']);
    expect(await tagIds('offset=4')).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be >= 1'],
    ['limit=1001', 'limit must be <= 1000'],
    ['offset=-1', 'offset must be >= 0'],
    ['limit=many', 'limit must be integer'],
  ])('rejects %s naming the parameter', async (query, error) => {
    const response = await service.app.inject(`/tags?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});
