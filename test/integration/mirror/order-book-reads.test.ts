// Mirror mode's order-book reads: asked of the upstream through a cache of at most a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import {
  getRaw,
  startMirror,
  startUpstream,
  type Mirror,
  type Upstream,
} from '../../support/mirror-pair.js';
import { TestTrader } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const NO = tokenIdOf(204, 1);
const UNKNOWN = '9'.repeat(40);

let upstream: Upstream;
let mirror: Mirror;
beforeAll(async () => {
  upstream = await startUpstream();
  mirror = await startMirror(upstream.url);
  const maker = await new TestTrader(upstream, 'mirror reads').init(100);
  await maker.place({ tokenId: YES, side: 'BUY', price: 0.42, size: 5 });
});
afterAll(async () => {
  await mirror.close();
  await upstream.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asked = (line: string) => upstream.requests.filter((request) => request === line).length;

describe('order-book reads of mirror mode', () => {
  it("serves the upstream's book, asking it once a second at most", async () => {
    const path = `/book?token_id=${YES}`;
    const direct = await (await fetch(`${upstream.url}${path}`)).json();
    const before = asked(`GET ${path}`);

    const first = await fetch(`${mirror.url}${path}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(direct);
    const [second, third] = await Promise.all([
      fetch(`${mirror.url}${path}`),
      fetch(`${mirror.url}/clob${path}`),
    ]);
    expect(await second.json()).toEqual(direct);
    expect(await third.json()).toEqual(direct);
    expect(asked(`GET ${path}`) - before).toBe(1);

    await sleep(1_100);
    await fetch(`${mirror.url}${path}`);
    expect(asked(`GET ${path}`) - before).toBe(2);
  });

  it("gives the renderer's RPC the same answer from the same cache", async () => {
    const path = `/book?token_id=${NO}`;
    const before = asked(`GET ${path}`);
    const viaHttp = await (await fetch(`${mirror.url}${path}`)).json();
    const viaRpc = await mirror.dispatcher.dispatch(
      'marketdata.book',
      { token_id: NO },
      { transport: 'session', client: 'renderer' },
    );
    expect(viaRpc).toEqual(viaHttp);
    // The bid for YES at 0.42 is an ask for NO at 0.58.
    expect(viaRpc.asks).toEqual([{ price: '0.58', size: '5' }]);
    expect(asked(`GET ${path}`) - before).toBe(1);
  });

  it("charts the upstream's price history, without volumes it does not send", async () => {
    const { history } = (await (
      await fetch(`${upstream.url}/prices-history?market=${YES}&interval=1d`)
    ).json()) as { history: { t: number; p: number }[] };
    const bars = await mirror.dispatcher.dispatch(
      'marketdata.priceBars',
      { market: YES, interval: '1d' },
      { transport: 'session', client: 'renderer' },
    );
    expect(bars).toEqual({ bars: history.map(({ t, p }) => ({ t, p, v: null })) });
    expect(upstream.requests).toContain(`GET /prices-history?market=${YES}&interval=1d`);
  });

  it('serves quotes of several tokens and the market settings from the upstream', async () => {
    const body = JSON.stringify([{ token_id: YES, side: 'BUY' }]);
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const prices = await fetch(`${mirror.url}/prices`, init);
    expect(await prices.json()).toEqual(await (await fetch(`${upstream.url}/prices`, init)).json());
    const tick = await fetch(`${mirror.url}/tick-size?token_id=${YES}`);
    expect(await tick.json()).toEqual({ minimum_tick_size: 0.01 });
    // The mirror's own catalog is empty: the settings can only have come from the upstream.
    expect(upstream.requests).toContain(`GET /tick-size?token_id=${YES}`);
  });

  it("keeps the upstream's 404 and its message", async () => {
    const direct = await fetch(`${upstream.url}/book?token_id=${UNKNOWN}`);
    const relayed = await fetch(`${mirror.url}/book?token_id=${UNKNOWN}`);
    expect(relayed.status).toBe(404);
    expect(await relayed.json()).toEqual(await direct.json());
  });

  it('refuses a market id that would lead to another upstream path', async () => {
    const before = upstream.requests.length;
    for (const path of ['/markets-by-token/%2e%2e', '/clob/clob-markets/%2E']) {
      const answer = await getRaw(mirror.url, path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toEqual({
        error: expect.stringMatching(/_id is not an id/),
      });
    }
    expect(upstream.requests.slice(before)).toEqual([]);
  });
});
