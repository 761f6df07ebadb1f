// Issue #25: alerts on the catalog and the positions, orders that cancel themselves when their
// position is gone, persistence across a restart, and the scripts' alerts channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readAdminToken } from '../../../server/config/admin-token.js';
import type { AlertFiring, AlertNotice, ConditionalOrder } from '../../../server/contract/index.js';
import { startService } from '../../../server/host/compose.js';
import { restQuote } from '../../support/book-quotes.js';
import {
  startGrantService,
  type DemoToken,
  type GrantService,
} from '../../support/grant-service.js';
import { quietConfig } from '../../support/quiet-service.js';

let env: GrantService;
const firings: AlertFiring[] = [];

beforeAll(async () => {
  env = await startGrantService({ watchPollMs: 100 });
  env.service.services.watch.subscribeNotices((notice) => firings.push(...notice.firings));
}, 60_000);
afterAll(() => env?.close());

const dataDir = () => env.service.services.config.dataDir;
const quote = (market: DemoToken, side: 'bid' | 'ask', cents: number) =>
  restQuote(env.url, dataDir(), market.conditionId, side, cents);
const firingsOf = (alertId: number) => firings.filter((firing) => firing.alertId === alertId);

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Buys `shares` of the market's YES from a resting ask of as many at `cents`. */
async function buyYes(market: DemoToken, cents: number, shares: number) {
  await restQuote(env.url, dataDir(), market.conditionId, 'ask', cents, shares);
  await env.session('terminal.placeOrder', {
    tokenId: market.tokenId,
    side: 'BUY',
    orderType: 'FAK',
    price: (cents / 100).toFixed(2),
    size: String(shares),
  });
}

describe('alerts on the catalog and the positions', () => {
  it('tells a market resolving, and to what', async () => {
    const market = await env.market(7);
    const alert = await env.session<{ id: number }>('alerts.create', {
      condition: { kind: 'market', conditionId: market.conditionId },
      rearm: { mode: 'every' },
    });
    const response = await fetch(`${env.url}/venue/resolve`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${readAdminToken(dataDir())}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ condition_id: market.conditionId, winning_outcome_index: 0 }),
    });
    expect(response.status).toBe(200);
    await until(() => firingsOf(alert.id).length === 1, 'the resolution');
    expect(firingsOf(alert.id)[0]!.value).toBe('resolved to Yes');
    const [listed] = await env.session<{ id: number; state: string }[]>('alerts.list', {});
    expect(listed).toMatchObject({ id: alert.id, state: 'done' });
  });

  it('tells a position’s PnL crossing a level and a move within a window', async () => {
    const market = await env.market(8);
    await buyYes(market, 50, 20);
    const pnl = await env.session<{ id: number }>('alerts.create', {
      condition: { kind: 'pnl', tokenId: market.tokenId, direction: 'above', level: '1' },
      rearm: { mode: 'once' },
    });
    const move = await env.session<{ id: number }>('alerts.create', {
      condition: {
        kind: 'move',
        tokenId: market.tokenId,
        source: 'bid',
        percent: 10,
        windowMinutes: 5,
      },
      rearm: { mode: 'once' },
    });
    await quote(market, 'bid', 50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(firingsOf(pnl.id)).toEqual([]);
    await quote(market, 'bid', 58);
    await until(() => firingsOf(move.id).length === 1, 'the move');
    expect(firingsOf(move.id)[0]!.value).toBe('bid 0.5 → 0.58 (16.0 %)');
    // Marked at the mid (0.60) once the book has both sides: 20 × 0.10 of PnL.
    await quote(market, 'ask', 62);
    await until(() => firingsOf(pnl.id).length === 1, 'the PnL');
    expect(firingsOf(pnl.id)[0]!.value).toMatch(/^PnL \d+\.\d\d$/);
  });

  it('cancels a conditional order whose position is gone', async () => {
    const market = await env.market(9);
    await buyYes(market, 50, 10);
    await quote(market, 'bid', 45);
    const stop = await env.session<ConditionalOrder>('conditional.create', {
      kind: 'trailing-stop',
      tokenId: market.tokenId,
      size: '10',
      trigger: 'bid',
      trailTicks: 3,
      worstPrice: '0.2',
    });
    expect(stop).toMatchObject({ state: 'armed', peak: null });
    const book = await (await fetch(`${env.url}/book?token_id=${market.tokenId}`)).json();
    const tick = Number((book as { tick_size: string }).tick_size);
    await until(async () => {
      const [order] = await env.session<ConditionalOrder[]>('conditional.list', {});
      return (
        order?.peak === '0.45' && Number(order.stopPrice) === Number((0.45 - 3 * tick).toFixed(4))
      );
    }, 'the trailing peak');
    await env.session('terminal.placeOrder', {
      tokenId: market.tokenId,
      side: 'SELL',
      orderType: 'FAK',
      price: '0.45',
      size: '10',
    });
    await until(async () => {
      const orders = await env.session<ConditionalOrder[]>('conditional.list', {});
      return orders.find((order) => order.id === stop.id)?.state === 'canceled';
    }, 'the cancel');
  });
});

describe('the scripts’ alerts channel', () => {
  it('delivers notices to a socket with any grant token, and refuses one without', async () => {
    const { token } = await env.grant({ mode: 'read-only' });
    const url = `${env.url.replace('http', 'ws')}/ws/alerts`;
    const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    const messages: (AlertNotice & { event_type: string })[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as never));
    await until(() => messages.length > 0, 'the greeting');
    expect(messages[0]).toMatchObject({ event_type: 'grant', status: 'active' });
    const market = await env.market(10);
    const created = await env.script(token, 'POST', '/alerts', {
      condition: {
        kind: 'price',
        tokenId: market.tokenId,
        source: 'bid',
        direction: 'above',
        price: '0.2',
      },
      rearm: { mode: 'once' },
    });
    expect(created.status).toBe(200);
    await quote(market, 'bid', 25);
    const fired = (message: (typeof messages)[number]) =>
      message.event_type === 'alerts' && message.firings.length > 0;
    await until(() => messages.some(fired), 'the notice');
    const notice = messages.find(fired)!;
    expect(notice.firings[0]).toMatchObject({ alertId: created.body['id'], value: 'bid 0.25' });
    ws.close();
    const refused = new WebSocket(url);
    const status = await new Promise<number>((resolve) => {
      refused.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      refused.on('error', () => undefined);
    });
    expect(status).toBe(401);
  });
});

describe('after a restart', () => {
  it('keeps alerts and re-arms conditional orders', async () => {
    const market = await env.market(11);
    await buyYes(market, 50, 10);
    await quote(market, 'bid', 45);
    const stop = await env.session<ConditionalOrder>('conditional.create', {
      kind: 'stop-loss',
      tokenId: market.tokenId,
      size: '10',
      trigger: 'bid',
      triggerPrice: '0.4',
      worstPrice: '0.3',
    });
    const alerts = await env.session<unknown[]>('alerts.list', {});
    await env.service.close();
    const again = await startService(quietConfig(dataDir(), { demo: true, watchPollMs: 100 }));
    try {
      const session = (name: 'alerts.list' | 'conditional.list') =>
        again.services.dispatcher.dispatch(name, {}, { transport: 'session', client: 'renderer' });
      expect(await session('alerts.list')).toEqual(alerts);
      const orders = (await session('conditional.list')) as ConditionalOrder[];
      expect(orders.find((order) => order.id === stop.id)).toMatchObject({ state: 'armed' });
    } finally {
      await again.close();
    }
  });
});
