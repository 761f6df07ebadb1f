import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import { fillCatalogFixture } from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

async function expectBadRequest(url: string, error: string | RegExp): Promise<void> {
  const response = await service.app.inject(url);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json();
  if (typeof error === 'string') expect(body).toEqual({ error });
  else expect(body.error).toMatch(error);
}

describe('GET /markets bounds', () => {
  it.each([
    ['limit=0', 'limit must be >= 1'],
    ['limit=101', 'limit must be <= 100'],
    ['limit=-5', 'limit must be >= 1'],
    ['limit=ten', 'limit must be integer'],
    ['limit=2.5', 'limit must be integer'],
    ['offset=-1', 'offset must be >= 0'],
    ['offset=x', 'offset must be integer'],
    ['active=maybe', 'active must be boolean'],
    ['closed=2', 'closed must be boolean'],
    ['archived=yes', 'archived must be boolean'],
    ['ascending=up', 'ascending must be boolean'],
    ['related_tags=sure', 'related_tags must be boolean'],
    ['tag_id=politics', 'tag_id must be integer'],
    ['event_id=1.5', 'event_id must be integer'],
    ['volume_num_min=-1', 'volume_num_min must be >= 0'],
    ['liquidity_num_max=lots', 'liquidity_num_max must be number'],
  ])('rejects %s naming the parameter', async (query, error) => {
    await expectBadRequest(`/markets?${query}`, error);
  });

  it('accepts the bounds themselves', async () => {
    for (const query of ['limit=1', 'limit=100', 'offset=0', 'offset=1000000']) {
      const response = await service.app.inject(`/markets?${query}`);
      expect(response.statusCode, query).toBe(200);
    }
    expect((await service.app.inject('/markets?limit=1')).json()).toHaveLength(1);
  });

  it('names the element of a list that is not an integer', async () => {
    await expectBadRequest('/markets?id=201,abc', /^id.*integer/);
    await expectBadRequest('/markets?id=201&id=abc', /^id.*integer/);
  });

  it.each([
    ['start_date_min=2024-02-30', 'start_date_min is not a valid ISO 8601 date: "2024-02-30"'],
    ['end_date_max=2023-02-29', 'end_date_max is not a valid ISO 8601 date: "2023-02-29"'],
    ['start_date_max=2024-01-01T25:00:00Z', /^start_date_max is not a valid/],
    ['end_date_min=2024-13-01', /^end_date_min is not a valid/],
    ['start_date_min=yesterday', /^start_date_min /],
    ['end_date_min=2024-01-01T10:00:00%2B25:00', /^end_date_min is not a valid/],
  ])('rejects the unparseable date %s naming the parameter', async (query, error) => {
    await expectBadRequest(`/markets?${query}`, error);
  });

  it('accepts a leap day', async () => {
    const response = await service.app.inject('/markets?start_date_min=2024-02-29');
    expect(response.statusCode).toBe(200);
  });
});
