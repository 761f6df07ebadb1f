import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startCacheMirror,
  startSeededUpstream,
  type CacheMirror,
} from '../../support/public-data-upstream.js';

// A mirror's wallet lists against an upstream that serves fewer items a page than asked for
// (an unconfirmed cap of the venue): each list must still be read to its end, so that the
// mirror answers every filter and page as the upstream does.

type Item = Record<string, unknown>;

/** Items served per page at most, by path. */
const CAPS: Record<string, number> = {
  '/trades': 7,
  '/activity': 9,
  '/closed-positions': 1,
  '/comments/user_address': 4,
};

let upstream: Awaited<ReturnType<typeof startSeededUpstream>>;
let capping: Server;
let mirror: CacheMirror;
const asked: string[] = [];

/** The upstream behind a proxy that clamps `limit` to its path's cap. */
async function startCappingProxy(target: string): Promise<string> {
  capping = createServer((request, response) => {
    const url = new URL(request.url!, target);
    asked.push(`${url.pathname}${url.search}`);
    const cap = Object.entries(CAPS).find(([prefix]) => url.pathname.startsWith(prefix))?.[1];
    const limit = url.searchParams.get('limit');
    if (cap !== undefined && limit !== null) {
      url.searchParams.set('limit', String(Math.min(cap, Number(limit))));
    }
    fetch(url).then(
      async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => capping.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(capping.address() as AddressInfo).port}`;
}

async function upstreamJson(path: string): Promise<Item[]> {
  const response = await fetch(`${upstream.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as Item[];
}

/** The mirror answers `path` as the (uncapped) upstream does; answers how many items. */
async function expectSameAnswer(path: string): Promise<number> {
  const expected = await upstreamJson(path);
  const { status, body } = await mirror.get(path);
  expect(status, path).toBe(200);
  expect(body, path).toEqual(expected);
  return expected.length;
}

/** The wallet with the most rows of a query's kind. */
const mostOf = (sql: string): string => (upstream.db.prepare(sql).get() as { a: string }).a;

/**
 * The seed's time, fixed: at some times of day no wallet of the seeded history has closed more
 * than one position, and the closed positions' cap of one would then not be exercised.
 */
const SEEDED_AT = Date.parse('2026-11-29T18:00:00Z');

beforeAll(async () => {
  upstream = await startSeededUpstream(40, SEEDED_AT);
  const url = await startCappingProxy(upstream.url);
  mirror = await startCacheMirror(url, { ttlMs: 60_000, shortTtlMs: 0 }, Date.now);
});

afterAll(async () => {
  await mirror.close();
  await new Promise((resolve) => capping.close(resolve));
  await upstream.close();
});

it('reads every wallet list to its end through pages capped below the asked limit', async () => {
  const trader = mostOf(
    `SELECT a.address AS a FROM accounts a JOIN trades t
       ON t.taker_account_id = a.id OR t.maker_account_id = a.id
     GROUP BY a.id ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  const closer = mostOf(
    `SELECT a.address AS a FROM positions p JOIN accounts a ON a.id = p.account_id
     WHERE p.size_micros = 0 AND p.bought_micros > 0
     GROUP BY a.id ORDER BY COUNT(*) DESC LIMIT 1`,
  );
  const commenter = mostOf(
    'SELECT user_address AS a FROM comments GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1',
  );
  const counts = [
    await expectSameAnswer(`/trades?user=${trader}&takerOnly=false&limit=10000`),
    await expectSameAnswer(`/trades?user=${trader}&limit=10000`),
    await expectSameAnswer(`/activity?user=${trader}&limit=500`),
    await expectSameAnswer(`/activity?user=${trader}&limit=50&offset=20&sortBy=CASH`),
    await expectSameAnswer(`/closed-positions?user=${closer}&limit=50`),
    await expectSameAnswer(`/comments/user_address/${commenter}?limit=100`),
  ];
  // Each list is longer than its cap, and was read in capped pages to an empty one.
  expect(counts[0]).toBeGreaterThan(CAPS['/trades']! * 2);
  expect(counts[2]).toBeGreaterThan(CAPS['/activity']! * 2);
  expect(counts[4]).toBeGreaterThan(CAPS['/closed-positions']!);
  expect(counts[5]).toBeGreaterThan(CAPS['/comments/user_address']!);
  // The trader's whole activity, from the uncapped upstream (whose short page is its end).
  let activities = 0;
  for (;;) {
    const page = await upstreamJson(`/activity?user=${trader}&limit=500&offset=${activities}`);
    activities += page.length;
    if (page.length < 500) break;
  }
  const activityPages = asked.filter((path) => path.startsWith(`/activity?user=${trader}`));
  expect(activityPages.length).toBe(Math.ceil(activities / CAPS['/activity']!) + 1);
});
