import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import {
  ALL_MARKET_IDS,
  SITE_ALPHA,
  SITE_BETA,
  WALLET_A,
  WALLET_B,
  conditionIdOf,
  fillCatalogFixture,
  tokenIdOf,
} from '../../support/catalog-fixture.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
});
afterAll(() => service.close());

const marketIds = async (query: string): Promise<number[]> =>
  (await service.okJson<{ id: string }[]>(`/markets?${query}`)).map((market) => Number(market.id));

describe('GET /markets paging and default order', () => {
  it('lists every market by id ascending by default, 20 at most', async () => {
    expect(await marketIds('')).toEqual(ALL_MARKET_IDS);
  });

  it('applies limit and offset', async () => {
    expect(await marketIds('limit=2&offset=3')).toEqual([204, 205]);
    expect(await marketIds('limit=5&offset=10')).toEqual([211, 212]);
    expect(await marketIds('offset=12')).toEqual([]);
  });

  it('ignores ascending without order (the venue lists by id)', async () => {
    expect(await marketIds('ascending=false&limit=3')).toEqual([201, 202, 203]);
  });
});

describe('GET /markets filters', () => {
  it.each([
    ['active=true', [201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211]],
    ['active=false', [212]],
    ['closed=true', [211, 212]],
    ['active=true&closed=false', [201, 202, 203, 204, 205, 206, 207, 208, 209, 210]],
    ['archived=true', [212]],
    ['archived=false&closed=true', [211]],
  ])('state %s', async (query, expected) => {
    expect(await marketIds(query)).toEqual(expected);
  });

  it.each([
    ['tag_slug=politics', [204, 205, 209, 210]],
    ['tag=politics', [204, 205, 209, 210]],
    ['tag_slug=politics&related_tags=true', [201, 202, 203, 204, 205, 209, 210]],
    ['tag=politics&related_tags=true', [201, 202, 203, 204, 205, 209, 210]],
    ['tag_id=1&related_tags=true', [201, 202, 203, 204, 205, 209, 210]],
    ['tag_id=3', [206, 207, 211, 212]],
    ['tag_id=4&tag_slug=politics', [209, 210]],
    ['tag_slug=elections&related_tags=true', [201, 202, 203]],
    ['tag_slug=no-such-tag', []],
  ])('tag filter %s', async (query, expected) => {
    expect(await marketIds(query)).toEqual(expected);
  });

  it.each([
    ['event_id=101', [201, 202, 203]],
    ['event_slug=senate-control', [204, 205]],
    ['eventSlug=senate-control', [204, 205]],
    ['event_slug=fed-june&eventSlug=fed-june', [209, 210]],
    ['event_slug=fed-june&eventSlug=senate-control', []],
    ['event_id=999', []],
  ])('event filter %s', async (query, expected) => {
    expect(await marketIds(query)).toEqual(expected);
  });

  it('filters by condition id under both names, case-insensitively', async () => {
    expect(await marketIds(`conditionId=${conditionIdOf(206)}`)).toEqual([206]);
    expect(await marketIds(`condition_id=${conditionIdOf(206)}`)).toEqual([206]);
    expect(await marketIds(`condition_id=${conditionIdOf(206).toUpperCase()}`)).toEqual([206]);
  });

  it.each([
    ['comma-joined', (name: string, values: string[]) => `${name}=${values.join(',')}`],
    ['repeated', (name: string, values: string[]) => values.map((v) => `${name}=${v}`).join('&')],
  ])('accepts list parameters %s', async (_form, list) => {
    expect(await marketIds(list('id', ['205', '201']))).toEqual([201, 205]);
    expect(await marketIds(list('slug', ['market-203', 'market-210']))).toEqual([203, 210]);
    expect(
      await marketIds(list('condition_ids', [conditionIdOf(207), conditionIdOf(212)])),
    ).toEqual([207, 212]);
    expect(await marketIds(list('clob_token_ids', [tokenIdOf(204, 1), tokenIdOf(209, 0)]))).toEqual(
      [204, 209],
    );
  });

  it.each([
    ['volume_num_min=1500.5', [201, 202, 204, 205, 206, 208, 209, 211]],
    ['volume_num_max=1000', [203, 207, 210, 212]],
    ['volume_num_min=1500.6&volume_num_max=3000', [202, 208]],
    ['liquidity_num_min=1000&liquidity_num_max=3000', [201, 204, 205]],
    ['liquidity_num_max=0', [210, 211, 212]],
  ])('amount bound %s', async (query, expected) => {
    expect(await marketIds(query)).toEqual(expected);
  });

  it.each([
    ['start_date_min=2024-03-01', [206, 207, 209, 210]],
    ['start_date_max=2024-01-10T12:00:00%2B02:00', [201, 202, 211, 212]],
    ['start_date_max=2024-01-10%2010:00', [201, 202, 211, 212]],
    ['end_date_max=2025-06-18', [208, 209, 210, 211, 212]],
    ['end_date_min=2025-06-18T00:00:00.001Z', [201, 202, 203, 204, 205, 206, 207]],
    ['start_date_min=2024-01-11&end_date_min=2026-01-01', [203, 204, 205]],
  ])('date bound %s', async (query, expected) => {
    expect(await marketIds(query)).toEqual(expected);
  });

  it('combines filters', async () => {
    expect(await marketIds('active=true&closed=false&tag_slug=politics&volume_num_min=1')).toEqual([
      204, 205, 209,
    ]);
  });
});

describe('GET /markets order', () => {
  it('orders by one column descending by default, id breaking ties', async () => {
    expect(await marketIds('order=volume')).toEqual([
      206, 211, 205, 204, 201, 202, 208, 209, 203, 207, 212, 210,
    ]);
    expect(await marketIds('order=volumeNum&limit=4')).toEqual([206, 211, 205, 204]);
  });

  it('orders ascending', async () => {
    expect(await marketIds('order=volume&ascending=true')).toEqual([
      210, 212, 207, 203, 209, 208, 202, 201, 204, 205, 211, 206,
    ]);
  });

  it('orders by several comma-separated columns', async () => {
    expect(await marketIds('order=endDate,volume')).toEqual([
      201, 202, 203, 205, 204, 206, 207, 209, 210, 208, 211, 212,
    ]);
    expect(await marketIds('order=liquidityNum,id&ascending=true&limit=5')).toEqual([
      210, 211, 212, 207, 203,
    ]);
  });

  it.each([
    ['startDate', true, [211, 212, 201, 202, 203, 208, 204, 205, 206, 207, 209, 210]],
    ['competitive', false, [212, 211, 210, 209, 208, 207, 206, 205, 204, 203, 202, 201]],
    ['bestBid', false, [208, 204, 205, 201, 202, 209, 206, 212, 211, 210, 207, 203]],
    ['spread', true, [203, 207, 210, 211, 212, 201, 204, 205, 206, 208, 209, 202]],
  ] as const)('orders by %s (ascending %s)', async (column, ascending, expected) => {
    expect(await marketIds(`order=${column}&ascending=${ascending}`)).toEqual(expected);
  });

  it('orders a filtered page', async () => {
    expect(await marketIds('active=true&closed=false&order=volume&limit=3')).toEqual([
      206, 205, 204,
    ]);
  });

  it.each([
    ['order=foo', 'order column "foo" is not supported'],
    ['order=volume,foo', 'order column "foo" is not supported'],
    ['order=volume_num', 'order column "volume_num" is not supported'],
  ])('rejects %s naming the column', async (query, error) => {
    const response = await service.app.inject(`/markets?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});

describe('GET /markets creator', () => {
  it('keeps the markets of a creator wallet, in any letter case', async () => {
    expect(await marketIds(`creator=${WALLET_A}`)).toEqual([201, 202, 205, 207, 208, 211]);
    expect(await marketIds(`creator=${WALLET_A.toUpperCase().replace('0X', '0x')}`)).toEqual([
      201, 202, 205, 207, 208, 211,
    ]);
    expect(await marketIds(`creator=${WALLET_B}&order=volume`)).toEqual([206, 204, 209, 203, 212]);
  });

  it('keeps the markets listed on a site', async () => {
    expect(await marketIds(`creator=${SITE_ALPHA}`)).toEqual([201, 202, 204, 207, 211]);
    expect(await marketIds(`creator=${SITE_BETA}&order=liquidity`)).toEqual([204, 205, 209]);
  });

  it('answers an empty list for an unknown site or a wallet without markets', async () => {
    expect(await marketIds('creator=no-such-site')).toEqual([]);
    expect(await marketIds(`creator=0x${'0'.repeat(40)}`)).toEqual([]);
  });
});
