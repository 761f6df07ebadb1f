// Issue #25: alerts and conditional orders are watched in the service on the live book, also
// for markets the terminal does not show; firings and state changes are recorded and told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertNotice, ConditionalOrder } from '../../../server/contract/index.js';
import { restQuote } from '../../support/book-quotes.js';
import {
  startGrantService,
  type DemoToken,
  type GrantService,
} from '../../support/grant-service.js';

let env: GrantService;
const notices: AlertNotice[] = [];

beforeAll(async () => {
  env = await startGrantService({ watchPollMs: 100 });
  env.service.services.watch.subscribeNotices((notice) => notices.push(notice));
}, 60_000);
afterAll(() => env?.close());

const quote = (market: DemoToken, side: 'bid' | 'ask', cents: number, shares?: number) =>
  restQuote(env.url, env.service.services.config.dataDir, market.conditionId, side, cents, shares);

const firingsOf = (alertId: number) =>
  notices.flatMap((notice) => notice.firings).filter((firing) => firing.alertId === alertId);

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const conditional = async (id: number) =>
  (await env.session<ConditionalOrder[]>('conditional.list', {})).find((order) => order.id === id)!;

describe('alerts on the live book', () => {
  it('fires once per crossing of a price, and again after the price came back', async () => {
    const market = await env.market(3);
    await quote(market, 'bid', 30);
    const alert = await env.session<{ id: number; title: string }>('alerts.create', {
      condition: {
        kind: 'price',
        tokenId: market.tokenId,
        source: 'bid',
        direction: 'above',
        price: '0.35',
      },
      rearm: { mode: 'every' },
    });
    expect(alert.title).toMatch(/^bid above 0\.35 · Yes · /);
    await settle();
    expect(firingsOf(alert.id)).toEqual([]);
    await quote(market, 'bid', 36);
    await until(() => firingsOf(alert.id).length === 1, 'the firing');
    expect(firingsOf(alert.id)[0]).toMatchObject({
      value: 'bid 0.36',
      conditionId: market.conditionId,
    });
    await quote(market, 'bid', 37);
    await settle();
    expect(firingsOf(alert.id)).toHaveLength(1);
    const recorded = await env.session<{ value: string }[]>('alerts.firings', {
      alertId: alert.id,
    });
    expect(recorded.map((firing) => firing.value)).toEqual(['bid 0.36']);
  });

  it('coalesces a flood of firings into one notice, none dropped', async () => {
    const market = await env.market(12);
    const ids: number[] = [];
    for (let level = 1; level <= 30; level += 1) {
      const alert = await env.session<{ id: number }>('alerts.create', {
        condition: {
          kind: 'price',
          tokenId: market.tokenId,
          source: 'bid',
          direction: 'above',
          price: (level / 100).toFixed(2),
        },
        rearm: { mode: 'once' },
      });
      ids.push(alert.id);
    }
    const before = notices.length;
    await quote(market, 'bid', 40);
    await until(() => ids.every((id) => firingsOf(id).length === 1), 'every firing');
    const flood = notices.slice(before).filter((notice) => notice.firings.length > 0);
    expect(flood).toHaveLength(1);
    expect(flood[0]!.firings.map((firing) => firing.alertId).sort((a, b) => a - b)).toEqual(ids);
  });

  it('refuses a price off the tick and an unknown token', async () => {
    const market = await env.market(3);
    await expect(
      env.session('alerts.create', {
        condition: {
          kind: 'price',
          tokenId: market.tokenId,
          source: 'bid',
          direction: 'above',
          price: '0.355',
        },
        rearm: { mode: 'once' },
      }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      env.session('alerts.create', {
        condition: { kind: 'spread', tokenId: '123', ticks: 2 },
        rearm: { mode: 'once' },
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('watches spread, market resolution and the account’s orders', async () => {
    const market = await env.market(4);
    const spread = await env.session<{ id: number }>('alerts.create', {
      condition: { kind: 'spread', tokenId: market.tokenId, ticks: 5 },
      rearm: { mode: 'once' },
    });
    const order = await env.session<{ id: number }>('alerts.create', {
      condition: { kind: 'order', event: 'cancel' },
      rearm: { mode: 'every' },
    });
    await quote(market, 'bid', 40);
    await quote(market, 'ask', 50);
    await until(() => firingsOf(spread.id).length === 1, 'the spread alert');
    expect(firingsOf(spread.id)[0]!.value).toBe('spread 10 ticks');

    const placed = await env.session<{ orderID: string }>('terminal.placeOrder', {
      tokenId: market.tokenId,
      side: 'BUY',
      orderType: 'GTC',
      price: '0.2',
      size: '5',
    });
    await env.session('terminal.cancelOrder', { orderId: placed.orderID });
    await until(() => firingsOf(order.id).length === 1, 'the order alert');
    expect(firingsOf(order.id)[0]!.value).toContain('cancelled');
  });
});

describe('conditional orders', () => {
  it('a take-profit fires a fill-and-kill SELL and cancels its OCO stop', async () => {
    const market = await env.market(5);
    await quote(market, 'ask', 40);
    await quote(market, 'bid', 35);
    await env.session('terminal.placeOrder', {
      tokenId: market.tokenId,
      side: 'BUY',
      orderType: 'FAK',
      price: '0.4',
      size: '10',
    });
    const takeProfit = await env.session<ConditionalOrder>('conditional.create', {
      kind: 'take-profit',
      tokenId: market.tokenId,
      size: '10',
      trigger: 'bid',
      triggerPrice: '0.45',
      worstPrice: '0.44',
    });
    const stop = await env.session<ConditionalOrder>('conditional.create', {
      kind: 'stop-loss',
      tokenId: market.tokenId,
      size: '10',
      trigger: 'bid',
      triggerPrice: '0.3',
      worstPrice: '0.25',
      ocoWith: takeProfit.id,
    });
    expect(stop).toMatchObject({ state: 'armed', ocoWith: takeProfit.id });
    await expect(
      env.session('conditional.create', {
        kind: 'stop-loss',
        tokenId: market.tokenId,
        size: '11',
        trigger: 'bid',
        triggerPrice: '0.3',
        worstPrice: '0.25',
      }),
    ).rejects.toMatchObject({ code: 'invalid_input' });

    await quote(market, 'bid', 45);
    await until(async () => (await conditional(takeProfit.id)).state === 'filled', 'the fill');
    const filled = await conditional(takeProfit.id);
    expect(filled.events.map((event) => event.state)).toEqual([
      'armed',
      'triggered',
      'sent',
      'filled',
    ]);
    expect(await conditional(stop.id)).toMatchObject({ state: 'canceled' });
    expect((await conditional(stop.id)).events.at(-1)!.detail).toBe(`OCO: #${takeProfit.id} fired`);
  });

  it('a locked vault signs nothing: the stop stays armed and fires after the unlock', async () => {
    const market = await env.market(6);
    await quote(market, 'ask', 50);
    await quote(market, 'bid', 40);
    await env.session('terminal.placeOrder', {
      tokenId: market.tokenId,
      side: 'BUY',
      orderType: 'FAK',
      price: '0.5',
      size: '10',
    });
    const stop = await env.session<ConditionalOrder>('conditional.create', {
      kind: 'stop-loss',
      tokenId: market.tokenId,
      size: '10',
      trigger: 'mid',
      triggerPrice: '0.43',
      worstPrice: '0.3',
    });
    env.service.services.vault.lock();
    await quote(market, 'ask', 45);
    await until(async () => (await conditional(stop.id)).events.length === 2, 'the locked notice');
    expect((await conditional(stop.id)).state).toBe('armed');
    expect((await conditional(stop.id)).events[1]!.detail).toMatch(
      /not signed: the vault is locked/,
    );
    await env.service.services.vault.unlock('correct horse battery', env.accountId);
    await quote(market, 'bid', 41, 5);
    await until(async () => (await conditional(stop.id)).state === 'filled', 'the stop');
    expect((await conditional(stop.id)).events.at(-1)!.detail).toBe('sold 10');
  });
});
