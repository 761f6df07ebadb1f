import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogWriter } from '../../../server/catalog/index.js';
import {
  startCacheMirror,
  startSeededUpstream,
  type CacheMirror,
} from '../../support/public-data-upstream.js';
import { startSwitchProxy, type SwitchProxy } from '../../support/switch-proxy.js';

// A mirror's public data against a real upstream (a local venue with seeded history) behind a
// proxy that counts what reaches it and can cut it off. The mirror's clock is the test's.

type Item = Record<string, unknown>;

let upstream: Awaited<ReturnType<typeof startSeededUpstream>>;
let proxy: SwitchProxy;
let mirror: CacheMirror;
let clock = Date.parse('2026-01-01T00:00:00Z');
const TTL = 30_000;
const MAX_STALE = 3_600_000;
const SHORT_TTL = 1_500;

/** Wallets by how much they traded, the most active first. */
let traders: string[];
/** Wallets by how many closed positions they have, the most first. */
let closers: string[];
let commenter: string;
let titles: string[];
const NEVER_SEEN = '0x' + '5e'.repeat(20);

async function upstreamJson(path: string): Promise<unknown> {
  const response = await fetch(`${upstream.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The mirror answers `path` as the upstream does (200 and the same body). */
async function expectSameAnswer(path: string): Promise<unknown> {
  const expected = await upstreamJson(path);
  const { status, body } = await mirror.get(path);
  expect(status, path).toBe(200);
  expect(body, path).toEqual(expected);
  return body;
}

const requestsTo = (prefix: string) => proxy.requests.filter((path) => path.startsWith(prefix));
/**
 * The fetches of a list (or reads) that reached the upstream: their first pages. A list's last
 * request is the empty page that ends it.
 */
const fetchesTo = (prefix: string) =>
  requestsTo(prefix).filter((path) => !/[?&]offset=[1-9]/.test(path));

beforeAll(async () => {
  upstream = await startSeededUpstream(120);
  proxy = await startSwitchProxy(upstream.url);
  mirror = await startCacheMirror(
    proxy.url,
    { ttlMs: TTL, maxStaleMs: MAX_STALE, shortTtlMs: SHORT_TTL },
    () => clock,
  );
  traders = (
    upstream.db
      .prepare(
        `SELECT a.address FROM accounts a JOIN trades t
           ON t.taker_account_id = a.id OR t.maker_account_id = a.id
         GROUP BY a.id ORDER BY COUNT(*) DESC LIMIT 4`,
      )
      .all() as { address: string }[]
  ).map((row) => row.address);
  closers = (
    upstream.db
      .prepare(
        `SELECT a.address FROM positions p JOIN accounts a ON a.id = p.account_id
         WHERE p.size_micros = 0 AND p.bought_micros > 0
         GROUP BY a.id ORDER BY COUNT(*) DESC LIMIT 3`,
      )
      .all() as { address: string }[]
  ).map((row) => row.address);
  commenter = (
    upstream.db
      .prepare('SELECT user_address FROM comments GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1')
      .get() as { user_address: string }
  ).user_address;
  titles = (
    upstream.db.prepare('SELECT question FROM markets').all() as { question: string }[]
  ).map((row) => row.question);
}, 60_000);

afterAll(async () => {
  await mirror?.close();
  await proxy?.close();
  await upstream?.close();
});

describe('per-wallet lists answered from the cache as the upstream answers them', () => {
  it('answers /trades for every filter combination, one upstream fetch per list', async () => {
    for (const wallet of traders) {
      const activity = (await upstreamJson(`/activity?user=${wallet}&limit=500`)) as Item[];
      const markets = [...new Set(activity.map((item) => item['conditionId'] as string))];
      const [first = '', second = ''] = markets;
      const filters = [
        '',
        'side=BUY',
        'side=SELL',
        `market=${first}`,
        `market=${first.toUpperCase().replace('0X', '0x')},${second}`,
        'filterType=CASH&filterAmount=10',
        'filterType=TOKENS&filterAmount=25.5',
        'limit=5&offset=3',
        'limit=7&offset=40&side=BUY',
        'limit=10000',
        `market=${first}&side=SELL&filterType=CASH&filterAmount=1`,
      ];
      const before = proxy.requests.length;
      for (const takerOnly of ['', '&takerOnly=true', '&takerOnly=false']) {
        for (const filter of filters) {
          await expectSameAnswer(`/trades?user=${wallet}${takerOnly}&${filter}`);
        }
      }
      // 33 questions: the mirror asked the upstream for each page of its two lists once.
      const asked = proxy.requests.slice(before);
      expect(new Set(asked).size).toBe(asked.length);
      for (const takerOnly of [true, false]) {
        const pages = asked.filter((path) => path.includes(`takerOnly=${takerOnly}`));
        expect(pages[0]).toBe(`/trades?user=${wallet}&takerOnly=${takerOnly}&limit=1000&offset=0`);
      }
    }
  });

  it('answers /activity for every type, window, side, sort and page', async () => {
    for (const wallet of traders) {
      const all = (await upstreamJson(`/activity?user=${wallet}&limit=500`)) as Item[];
      const times = all.map((item) => item['timestamp'] as number).sort((a, b) => a - b);
      const start = times[Math.floor(times.length / 4)] ?? 0;
      const end = times[Math.floor((times.length * 3) / 4)] ?? 0;
      const market = all[0]?.['conditionId'] as string;
      const filters = [
        '',
        'type=TRADE',
        'type=REDEEM',
        'type=TRADE,REDEEM',
        'type=SPLIT',
        `start=${start}`,
        `end=${end}`,
        `start=${start}&end=${end}&side=BUY`,
        'side=SELL',
        `market=${market}`,
        'sortBy=TOKENS',
        'sortBy=TOKENS&sortDirection=ASC',
        'sortBy=CASH&sortDirection=DESC&limit=20&offset=5',
        'sortBy=CASH&sortDirection=ASC',
        'sortBy=TIMESTAMP&sortDirection=ASC&limit=50',
        'limit=500&offset=0',
        'limit=20&offset=30',
        'limit=0',
      ];
      for (const filter of filters) await expectSameAnswer(`/activity?user=${wallet}&${filter}`);
    }
    // Each page of each wallet's list was asked for once.
    const pages = requestsTo('/activity');
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('answers /closed-positions for every sort, direction, title and market filter', async () => {
    for (const wallet of [...closers, traders[3]!]) {
      const all = (await upstreamJson(`/closed-positions?user=${wallet}&limit=50`)) as Item[];
      const title = (all[0]?.['title'] as string | undefined) ?? titles[0]!;
      const word = title.split(' ').find((part) => part.length > 3) ?? title;
      const filters = [
        '',
        `title=${encodeURIComponent(word.toUpperCase())}`,
        'title=zzzz-no-such-title',
        'limit=2&offset=1',
        'sortBy=TIMESTAMP&sortDirection=ASC&limit=3&offset=2',
        ...all.slice(0, 1).map((item) => `market=${item['conditionId'] as string}`),
      ];
      for (const sortBy of ['REALIZEDPNL', 'TITLE', 'PRICE', 'AVGPRICE', 'TIMESTAMP']) {
        for (const sortDirection of ['ASC', 'DESC']) {
          filters.push(`sortBy=${sortBy}&sortDirection=${sortDirection}&limit=50`);
        }
      }
      for (const filter of filters) {
        await expectSameAnswer(`/closed-positions?user=${wallet}&${filter}`);
      }
    }
  });

  it("answers a wallet's comments page by page", async () => {
    for (const filter of ['', 'limit=5&offset=2', 'limit=100', 'offset=1000']) {
      await expectSameAnswer(`/comments/user_address/${commenter}?${filter}`);
    }
    await expectSameAnswer(`/comments/user_address/${commenter.toUpperCase().replace('0X', '0x')}`);
  });

  it('answers a wallet the upstream never saw with empty lists, and bad input with a 400', async () => {
    for (const path of ['/trades', '/activity', '/closed-positions']) {
      await expectSameAnswer(`${path}?user=${NEVER_SEEN}`);
    }
    const before = proxy.requests.length;
    const { status, body } = await mirror.get(`/trades?user=${traders[0]}&filterType=CASH`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'filterAmount is required with filterType' });
    expect(proxy.requests.length).toBe(before);
  });
});

describe('lists cut short at their bound', () => {
  let cut: CacheMirror;
  beforeAll(async () => {
    cut = await startCacheMirror(proxy.url, { maxItemsPerList: 30 }, () => clock);
  });
  afterAll(() => cut.close());

  it('answer from the cut list what it holds, and ask the upstream for what it may not', async () => {
    const wallet = traders[0]!;
    const answer = async (path: string) => {
      const expected = await upstreamJson(path);
      const before = proxy.requests.length;
      const { status, body } = await cut.get(path);
      expect(status, path).toBe(200);
      expect(body, path).toEqual(expected);
      return proxy.requests.slice(before);
    };
    // The first question fetches the list: one page of 30 items, no more.
    expect(await answer(`/activity?user=${wallet}&limit=20`)).toEqual([
      `/activity?user=${wallet}&limit=30&offset=0&sortBy=TIMESTAMP&sortDirection=DESC`,
    ]);
    expect(await answer(`/activity?user=${wallet}&limit=10&offset=20`)).toEqual([]);
    for (const path of [
      `/activity?user=${wallet}&limit=10&offset=25`,
      `/activity?user=${wallet}&sortBy=TOKENS&limit=5`,
      `/activity?user=${wallet}&sortDirection=ASC&limit=5`,
    ]) {
      expect(await answer(path), path).toHaveLength(1);
    }
  });
});

describe('the other public reads, through the short cache', () => {
  it('answers as the upstream does, and a repeat within the TTL does not reach it', async () => {
    const wallet = traders[0]!;
    const [market] = (await upstreamJson(`/activity?user=${wallet}&limit=1`)) as Item[];
    const conditionId = market!['conditionId'] as string;
    const eventId = (
      upstream.db
        .prepare('SELECT event_id FROM markets WHERE condition_id = ?')
        .get(conditionId) as { event_id: number }
    ).event_id;
    const commentId = (
      upstream.db.prepare('SELECT id FROM comments LIMIT 1').get() as { id: number }
    ).id;
    const paths = [
      `/positions?user=${wallet}&sizeThreshold=0`,
      `/value?user=${wallet}`,
      `/traded?user=${wallet}`,
      `/holders?market=${conditionId}`,
      `/oi?market=${conditionId}`,
      `/live-volume?id=${eventId}`,
      `/v1/market-positions?market=${conditionId}`,
      '/v1/leaderboard?timePeriod=ALL&orderBy=VOL',
      `/trades?market=${conditionId}&limit=20`,
      `/public-profile?address=${commenter}`,
      `/comments?parent_entity_type=Event&parent_entity_id=${eventId}`,
      `/comments/${commentId}`,
    ];
    for (const path of paths) {
      await expectSameAnswer(path);
      const before = proxy.requests.length;
      await expectSameAnswer(path);
      expect(proxy.requests.length, path).toBe(before);
    }
  });

  it('shares one upstream request among concurrent identical requests', async () => {
    const wallet = traders[1]!;
    const asked = {
      [`/comments/user_address/${wallet}?limit=5`]: `/comments/user_address/${wallet}?`,
      [`/traded?user=${wallet}`]: `/traded?user=${wallet}`,
    };
    for (const [path, prefix] of Object.entries(asked)) {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => mirror.get(path)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(fetchesTo(prefix), path).toHaveLength(1);
    }
  });

  it('passes the upstream refusals on', async () => {
    const { status, body } = await mirror.get(`/public-profile?address=${NEVER_SEEN}`);
    expect(status).toBe(404);
    expect(body).toEqual(
      await (await fetch(`${upstream.url}/public-profile?address=${NEVER_SEEN}`)).json(),
    );
    expect((await mirror.get('/live-volume?id=999999')).status).toBe(404);
  });
});

describe('freshness, stale-while-revalidate and offline', () => {
  let commentId = 900_000;
  function commentOnUpstream(): void {
    const at = new Date().toISOString();
    createCatalogWriter(upstream.db).addComment({
      id: commentId++,
      body: `fresh comment ${commentId}`,
      parentEntityType: 'Event',
      parentEntityId: 1,
      parentCommentId: null,
      userAddress: commenter,
      replyAddress: null,
      createdAt: at,
      updatedAt: at,
      reportCount: 0,
    });
  }
  const commentsPath = () => `/comments/user_address/${commenter}?limit=100`;
  let offlineCount = 0;
  const commentCount = async () => ((await mirror.get(commentsPath())).body as Item[]).length;

  it('serves within the TTL from SQLite, then stale once while it refreshes behind', async () => {
    const cached = await commentCount();
    commentOnUpstream();
    const fetches = fetchesTo('/comments/user_address').length;
    clock += TTL - 1;
    expect(await commentCount()).toBe(cached);
    expect(fetchesTo('/comments/user_address').length).toBe(fetches);

    clock += 2;
    expect(await commentCount()).toBe(cached);
    await mirror.cache.idle();
    expect(fetchesTo('/comments/user_address').length).toBe(fetches + 1);
    expect(await commentCount()).toBe(cached + 1);
  });

  it("refreshWallet fetches a wallet's held lists again within the TTL", async () => {
    const cached = await commentCount();
    commentOnUpstream();
    const fetches = fetchesTo('/comments/user_address').length;
    await mirror.cache.refreshWallet(commenter.toUpperCase().replace('0X', '0x'));
    expect(fetchesTo('/comments/user_address').length).toBe(fetches + 1);
    expect(await commentCount()).toBe(cached + 1);
    expect(fetchesTo('/comments/user_address').length).toBe(fetches + 1);
  });

  it('waits for the refresh once the list is older than the longest stale age', async () => {
    const cached = await commentCount();
    commentOnUpstream();
    clock += MAX_STALE + 1;
    expect(await commentCount()).toBe(cached + 1);
  });

  it('with the upstream gone: cached wallets and reads are served, unseen wallets are a 503', async () => {
    const wallet = traders[0]!;
    const trades = (await mirror.get(`/trades?user=${wallet}&limit=50`)).body;
    const value = (await mirror.get(`/value?user=${wallet}`)).body;
    const cached = await commentCount();
    offlineCount = cached;
    await proxy.down();
    commentOnUpstream();
    clock += MAX_STALE + 1;

    expect(await commentCount()).toBe(cached);
    expect(mirror.client.health.online()).toBe(false);
    expect((await mirror.get(`/trades?user=${wallet}&limit=50`)).body).toEqual(trades);
    await new Promise((resolve) => setTimeout(resolve, SHORT_TTL + 100));
    expect((await mirror.get(`/value?user=${wallet}`)).body).toEqual(value);

    for (const path of [
      `/activity?user=${NEVER_SEEN.replace('5e', '6f')}`,
      `/traded?user=${NEVER_SEEN.replace('5e', '7a')}`,
    ]) {
      const { status, body } = await mirror.get(path);
      expect(status, path).toBe(503);
      expect((body as { error: string }).error, path).toMatch(/^upstream unreachable: /);
    }
  });

  it('with the upstream back, refreshes again by itself', async () => {
    await proxy.up();
    await expect.poll(() => mirror.client.health.online(), { timeout: 5_000 }).toBe(true);
    // The list is older than the longest stale age: this request waits for its refresh.
    const fetches = fetchesTo('/comments/user_address').length;
    expect(await commentCount()).toBe(offlineCount + 1);
    expect(fetchesTo('/comments/user_address').length).toBe(fetches + 1);
    await expectSameAnswer(`/activity?user=${NEVER_SEEN.replace('5e', '6f')}`);
  });
});
