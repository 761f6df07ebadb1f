import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARDS_ASSET_ADDRESS } from '../../../server/catalog/index.js';
import type { Database } from '../../../server/storage/index.js';
import {
  ALL_MARKET_IDS,
  conditionIdOf,
  fillCatalogFixture,
  tokenIdOf,
} from '../../support/catalog-fixture.js';
import { elementTypes, FULL_FORM, SAMPLING_FORM, SIMPLIFIED_FORM, typesOf } from './field-lists.js';
import { BASE_URL, startListsService, type ListsService } from './lists-service.js';

/** Markets with rewards: two that trade and one resolved (not sampled). */
const REWARDED = { 201: 5_000_000, 204: 25_000_000, 211: 10_000_000 } as const;

function fill(db: Database): void {
  fillCatalogFixture(db);
  const reward = db.prepare('UPDATE markets SET rewards_daily_rate_micros = ? WHERE id = ?');
  for (const [id, rate] of Object.entries(REWARDED)) reward.run(rate, Number(id));
  // A spread of exactly 0.10 still shows the midpoint (0.65), not the last trade.
  db.prepare(
    `UPDATE markets SET best_bid_micros = 600000, best_ask_micros = 700000,
       last_trade_price_micros = 900000 WHERE id = 208`,
  ).run();
}

let service: ListsService;
beforeAll(async () => {
  service = await startListsService(fill);
});
afterAll(() => service.close());

type Item = Record<string, unknown> & {
  condition_id: string;
  tokens: { token_id: string; outcome: string; price: number; winner: boolean }[];
};

async function page(url: string) {
  const response = await service.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Item[]; next_cursor: string; limit: number; count: number };
}

const byCondition = (items: Item[], marketId: number): Item => {
  const item = items.find((market) => market.condition_id === conditionIdOf(marketId));
  if (!item) throw new Error(`market ${marketId} is not listed`);
  return item;
};

const TOKEN_TYPES = { token_id: 'string', outcome: 'string', price: 'number', winner: 'boolean' };
const REWARDS_TYPES = { rates: 'array', min_size: 'number', max_spread: 'number' };

describe('GET /markets in its order-book form', () => {
  it('answers the paged envelope of every market in the full form, and nothing else', async () => {
    const body = await page('/markets?next_cursor=MA==');
    expect(Object.keys(body).sort()).toEqual(['count', 'data', 'limit', 'next_cursor']);
    expect(body).toMatchObject({ next_cursor: 'LTE=', limit: 1000, count: 12 });
    expect(body.data.map((market) => market.condition_id)).toEqual(
      ALL_MARKET_IDS.map(conditionIdOf),
    );
    for (const market of body.data) {
      expect(typesOf(market)).toEqual(FULL_FORM);
      expect(elementTypes(market.tokens)).toEqual([TOKEN_TYPES, TOKEN_TYPES]);
      expect(typesOf(market.rewards as Record<string, unknown>)).toEqual(REWARDS_TYPES);
      expect((market.tags as unknown[]).every((tag) => typeof tag === 'string')).toBe(true);
    }
  });

  it("shows each market's terms, rewards, tags and absolute asset URLs", async () => {
    const { data } = await page('/markets?next_cursor=MA==');
    expect(byCondition(data, 201)).toMatchObject({
      enable_order_book: true,
      active: true,
      closed: false,
      accepting_orders: true,
      neg_risk: true,
      minimum_order_size: 5,
      minimum_tick_size: 0.01,
      market_slug: 'market-201',
      question: 'Question of market 201?',
      question_id: '0x' + (201).toString(16).padStart(64, 'd'),
      end_date_iso: '2028-11-07T00:00:00.000Z',
      accepting_order_timestamp: '2024-01-10T00:00:00.000Z',
      icon: `${BASE_URL}/assets/icons/market-201.svg`,
      image: 'https://cdn.example.org/m.png',
      rewards: {
        rates: [{ asset_address: REWARDS_ASSET_ADDRESS, rewards_daily_rate: 5 }],
        min_size: 50,
        max_spread: 4.5,
      },
      tags: ['Elections'],
    });
    expect(byCondition(data, 206)).toMatchObject({
      taker_base_fee: 1000,
      rewards: { rates: [], min_size: 50, max_spread: 4.5 },
      neg_risk: false,
      neg_risk_market_id: '',
    });
    expect(byCondition(data, 209).tags).toEqual(['Politics', 'Economy']);
  });

  it('prices tokens as displayed: midpoint up to a 0.10 spread, else last trade, else 0.5', async () => {
    const { data } = await page('/markets?next_cursor=MA==');
    const prices = (id: number) => byCondition(data, id).tokens.map((token) => token.price);
    expect(prices(201)).toEqual([0.41, 0.59]);
    expect(prices(205)).toEqual([0.45, 0.55]);
    expect(prices(208)).toEqual([0.65, 0.35]);
    expect(prices(202)).toEqual([0.33, 0.67]);
    expect(prices(207)).toEqual([0.15, 0.85]);
    expect(prices(203)).toEqual([0.5, 0.5]);
    const tokens = byCondition(data, 201).tokens;
    expect(tokens.map((token) => [token.token_id, token.outcome, token.winner])).toEqual([
      [tokenIdOf(201, 0), 'Yes', false],
      [tokenIdOf(201, 1), 'No', false],
    ]);
  });

  it('pays 1 to the winner of a resolved market and marks it', async () => {
    const { data } = await page('/markets?next_cursor=MA==');
    const outcome = (id: number) =>
      byCondition(data, id).tokens.map((token) => [token.price, token.winner]);
    expect(outcome(211)).toEqual([
      [1, true],
      [0, false],
    ]);
    expect(outcome(212)).toEqual([
      [0, false],
      [1, true],
    ]);
  });
});

describe('GET /sampling-markets', () => {
  it('lists the markets with rewards that still trade, full form plus identity', async () => {
    const body = await page('/sampling-markets');
    expect(body).toMatchObject({ next_cursor: 'LTE=', limit: 1000, count: 2 });
    expect(body.data.map((market) => market.market_id)).toEqual([201, 204]);
    for (const market of body.data) expect(typesOf(market)).toEqual(SAMPLING_FORM);
    expect(body.data[0]).toMatchObject({
      status: 'active',
      slug: 'market-201',
      assets_ids: [tokenIdOf(201, 0), tokenIdOf(201, 1)],
      outcomes: ['Yes', 'No'],
      raw_metadata: {},
      event: {
        id: '101',
        slug: 'us-election-2028',
        title: 'Event us-election-2028',
        ticker: 'us-election-2028',
        description: 'About us-election-2028.',
      },
    });
    expect(body.data[1]?.rewards).toMatchObject({ rates: [{ rewards_daily_rate: 25 }] });
  });
});

describe('GET /simplified-markets and /sampling-simplified-markets', () => {
  it('lists every market in exactly the simplified form', async () => {
    const body = await page('/simplified-markets');
    expect(body).toMatchObject({ next_cursor: 'LTE=', limit: 1000, count: 12 });
    for (const market of body.data) {
      expect(typesOf(market)).toEqual(SIMPLIFIED_FORM);
      expect(elementTypes(market.tokens)).toEqual([TOKEN_TYPES, TOKEN_TYPES]);
    }
    const status = (id: number) => byCondition(body.data, id).status;
    expect([status(201), status(211), status(212)]).toEqual(['active', 'closed', 'archived']);
    expect(byCondition(body.data, 201)).toMatchObject({
      market_id: 201,
      question: 'Question of market 201?',
      slug: 'market-201',
      tokens: [{ price: 0.41 }, { price: 0.59 }],
    });
  });

  it('lists the sampling markets in the simplified form', async () => {
    const body = await page('/sampling-simplified-markets?next_cursor=MA==');
    expect(body.data.map((market) => market.market_id)).toEqual([201, 204]);
    for (const market of body.data) expect(typesOf(market)).toEqual(SIMPLIFIED_FORM);
  });
});
