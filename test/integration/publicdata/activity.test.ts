import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import { T0, asset, resolveAt, startScenario, tradeBasicFills, type Scenario } from './scenario.js';

// The "Activity event" field list of the specification.
const ACTIVITY_FIELDS = [
  'proxyWallet',
  'conditionId',
  'transactionHash',
  'asset',
  'timestamp',
  'type',
  'size',
  'usdcSize',
  'price',
  'side',
  'outcomeIndex',
  'title',
  'slug',
  'icon',
  'eventSlug',
  'outcome',
  'name',
  'pseudonym',
  'bio',
  'profileImage',
  'profileImageOptimized',
].sort();

interface Activity {
  type: string;
  side: string;
  asset: string;
  size: number;
  usdcSize: number;
  price: number;
  timestamp: number;
  [key: string]: unknown;
}

let s: Scenario;
let alice: string;
beforeAll(async () => {
  s = await startScenario();
  await tradeBasicFills(s);
  await resolveAt(s, 7, 204, 0);
  alice = s.alice.address.toLowerCase();
});
afterAll(async () => {
  await s.venue.close();
});

const activity = (query = '', user = alice) => s.list<Activity>(`/activity?user=${user}${query}`);
/** seconds-after-T0 type side size usdcSize, what the ordering tests compare. */
const brief = (a: Activity) => `${a.timestamp - T0} ${a.type} ${a.side} ${a.size} ${a.usdcSize}`;

describe('GET /activity', () => {
  it("lists the wallet's fill sides and redemptions newest first", async () => {
    const rows = await activity();
    expect(rows.map(brief)).toEqual([
      '7 REDEEM  5 5',
      '6 TRADE BUY 20 14',
      '4 TRADE SELL 5 2.5',
      '2 TRADE BUY 5 2',
      '1 TRADE BUY 5 2',
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(ACTIVITY_FIELDS);
      for (const key of ['size', 'usdcSize', 'price']) expect(typeof row[key]).toBe('number');
      expect(Number.isInteger(row.timestamp)).toBe(true);
      expect(Number.isInteger(row['outcomeIndex'])).toBe(true);
      expect(row['transactionHash']).toMatch(/^0x[0-9a-f]{64}$/);
      expect(row).toMatchObject({ proxyWallet: alice, name: 'alice-trades', bio: 'Buys the dip.' });
    }
    expect(new Set(rows.map((row) => row['transactionHash'])).size).toBe(rows.length);
  });

  it('carries side "" and price 0 on a redemption, and the redeemed outcome', async () => {
    const [redeem, trade] = await activity();
    expect(redeem).toMatchObject({
      type: 'REDEEM',
      side: '',
      price: 0,
      conditionId: conditionIdOf(204),
      asset: asset(204, 0),
      outcome: 'Yes',
      outcomeIndex: 0,
      title: 'Question of market 204?',
      slug: 'market-204',
      eventSlug: 'senate-control',
      icon: 'http://127.0.0.1:9999/assets/icons/market-204.svg',
    });
    expect(trade).toMatchObject({
      type: 'TRADE',
      side: 'BUY',
      price: 0.7,
      asset: asset(205, 1),
      outcome: 'No',
      outcomeIndex: 1,
    });
  });

  it('redeems losing positions at 0', async () => {
    const bob = await activity('&type=REDEEM', s.bob.address);
    expect(bob.map((a) => `${a.asset} ${a.size} ${a.usdcSize}`).sort()).toEqual(
      [`${asset(204, 0)} 5 5`, `${asset(204, 1)} 5 0`].sort(),
    );
    expect(bob[0]).toMatchObject({ name: '', pseudonym: '', profileImage: '' });
  });

  it('sorts by time, shares or collateral in either direction', async () => {
    expect((await activity('&sortDirection=ASC')).map(brief)).toEqual([
      '1 TRADE BUY 5 2',
      '2 TRADE BUY 5 2',
      '4 TRADE SELL 5 2.5',
      '6 TRADE BUY 20 14',
      '7 REDEEM  5 5',
    ]);
    expect((await activity('&sortBy=TOKENS')).map(brief)).toEqual([
      '6 TRADE BUY 20 14',
      '7 REDEEM  5 5',
      '4 TRADE SELL 5 2.5',
      '2 TRADE BUY 5 2',
      '1 TRADE BUY 5 2',
    ]);
    expect((await activity('&sortBy=CASH&sortDirection=ASC')).map(brief)).toEqual([
      '1 TRADE BUY 5 2',
      '2 TRADE BUY 5 2',
      '4 TRADE SELL 5 2.5',
      '7 REDEEM  5 5',
      '6 TRADE BUY 20 14',
    ]);
    expect(await activity('&sortBy=TIMESTAMP&sortDirection=DESC')).toEqual(await activity());
  });

  it('filters by type, market, side and time window', async () => {
    expect((await activity('&type=REDEEM')).map(brief)).toEqual(['7 REDEEM  5 5']);
    expect(await activity('&type=TRADE')).toHaveLength(4);
    expect(await activity('&type=TRADE,REDEEM')).toHaveLength(5);
    expect(await activity('&type=TRADE&type=REDEEM')).toHaveLength(5);
    expect(await activity('&type=REWARD,MAKER_REBATE')).toEqual([]);
    expect((await activity(`&market=${conditionIdOf(205)}`)).map(brief)).toEqual([
      '6 TRADE BUY 20 14',
    ]);
    expect(await activity(`&market=${conditionIdOf(204)},${conditionIdOf(205)}`)).toHaveLength(5);
    expect(await activity(`&market=${conditionIdOf(206)}`)).toEqual([]);
    // side narrows the trades only.
    expect((await activity('&side=SELL')).map(brief)).toEqual([
      '7 REDEEM  5 5',
      '4 TRADE SELL 5 2.5',
    ]);
    expect((await activity(`&start=${T0 + 2}&end=${T0 + 4}`)).map(brief)).toEqual([
      '4 TRADE SELL 5 2.5',
      '2 TRADE BUY 5 2',
    ]);
    expect((await activity(`&start=${T0 + 7}`)).map(brief)).toEqual(['7 REDEEM  5 5']);
    expect(await activity(`&end=${T0}`)).toEqual([]);
  });

  it('pages with limit and offset within their bounds', async () => {
    const all = await activity();
    expect(await activity('&limit=2')).toEqual(all.slice(0, 2));
    expect(await activity('&limit=2&offset=3')).toEqual(all.slice(3));
    expect(await activity('&limit=0')).toEqual([]);
    expect(await activity('&limit=500&offset=10000')).toEqual([]);
    expect(await activity('', s.dave.address)).toEqual([]);
    expect(await activity('', '0x' + '34'.repeat(20))).toEqual([]);
  });

  it.each([
    ['', 'user'],
    [`user=0x1234`, 'user'],
    [`user=${'0x' + '12'.repeat(20)}&limit=501`, 'limit'],
    [`user=${'0x' + '12'.repeat(20)}&limit=-1`, 'limit'],
    [`user=${'0x' + '12'.repeat(20)}&offset=10001`, 'offset'],
    [`user=${'0x' + '12'.repeat(20)}&offset=-1`, 'offset'],
    [`user=${'0x' + '12'.repeat(20)}&type=BOGUS`, 'type'],
    [`user=${'0x' + '12'.repeat(20)}&sortBy=PRICE`, 'sortBy'],
    [`user=${'0x' + '12'.repeat(20)}&sortDirection=UP`, 'sortDirection'],
    [`user=${'0x' + '12'.repeat(20)}&side=HOLD`, 'side'],
    [`user=${'0x' + '12'.repeat(20)}&start=-1`, 'start'],
    [`user=${'0x' + '12'.repeat(20)}&end=253402300800`, 'end'],
    [`user=${'0x' + '12'.repeat(20)}&market=0xabc`, 'market'],
  ])('answers 400 naming the parameter for "%s"', async (query, parameter) => {
    const { status, body } = await s.get(`/activity?${query}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(new RegExp(`^${parameter}\\b`));
  });
});
