// Issue #28: limits hold under concurrency, revoking during a burst leaves no order open, the
// grant's socket closes the moment it is revoked, and a web page cannot use a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  startGrantService,
  type DemoToken,
  type GrantService,
} from '../../support/grant-service.js';

let env: GrantService;
let market: DemoToken;

beforeAll(async () => {
  env = await startGrantService();
  market = await env.market();
}, 60_000);
afterAll(() => env?.close());

const buy = (price: string, size: string) => ({
  tokenId: market.tokenId,
  side: 'BUY',
  orderType: 'GTC',
  price,
  size,
});

/** The account's open orders that carry the grant's name. */
async function openOrdersOf(name: string) {
  const open = await env.session<{ id: string; price: string; original_size: string }[]>(
    'terminal.openOrders',
    {},
  );
  const tags = await env.session<Record<string, string>>('grants.orderTags', {
    orderIds: open.map((order) => order.id),
  });
  return open.filter((order) => tags[order.id] === name);
}

const notional = (orders: { price: string; original_size: string }[]) =>
  orders.reduce((sum, order) => sum + Number(order.price) * Number(order.original_size), 0);

describe('limits under concurrency', () => {
  it('50 parallel intents that together pass the open notional leave it exactly at the limit', async () => {
    const { token } = await env.grant({ maxOpenNotional: '1' }, { name: 'parallel-open' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => env.script(token, 'POST', '/grant/order', buy('0.05', '5'))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 403)).toHaveLength(46);
    const open = await openOrdersOf('parallel-open');
    expect(open).toHaveLength(4);
    expect(notional(open)).toBeCloseTo(1, 9);
  });

  it('50 parallel intents hold the daily notional and the rate', async () => {
    const daily = await env.grant({ maxDailyNotional: '0.5' }, { name: 'parallel-daily' });
    const dailyAnswers = await Promise.all(
      Array.from({ length: 50 }, () =>
        env.script(daily.token, 'POST', '/grant/order', buy('0.02', '5')),
      ),
    );
    expect(dailyAnswers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const rated = await env.grant({ ordersPerMinute: 7 }, { name: 'parallel-rate' });
    const rateAnswers = await Promise.all(
      Array.from({ length: 50 }, () =>
        env.script(rated.token, 'POST', '/grant/order', buy('0.02', '5')),
      ),
    );
    expect(rateAnswers.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect(rateAnswers.filter((answer) => answer.body['limit'] === 'ordersPerMinute')).toHaveLength(
      43,
    );
  });
});

describe('the kill switch', () => {
  it('revoking during a burst leaves no order of the grant open', async () => {
    const { id, token } = await env.grant({}, { name: 'burst' });
    let placed = 0;
    // Eight scripts send orders back to back until the token is refused.
    const worker = async (lane: number) => {
      for (let sent = 0; sent < 200; sent += 1) {
        const price = (0.01 + ((lane + sent) % 5) / 100).toFixed(2);
        const answer = await env.script(token, 'POST', '/grant/order', buy(price, '5'));
        if (answer.status === 401) return sent;
        expect(answer.status).toBe(200);
        placed += 1;
      }
      throw new Error('the token was never refused');
    };
    const workers = Array.from({ length: 8 }, (_, lane) => worker(lane));
    await until(() => placed >= 40);
    const revoked = await env.session<{ revoked: string[] }>('grants.revoke', { id });
    await Promise.all(workers);
    expect(revoked.revoked).toEqual([id]);
    expect(await openOrdersOf('burst')).toEqual([]);
  });

  it('revoking every grant cancels the open orders of each', async () => {
    const one = await env.grant({}, { name: 'all-one' });
    const two = await env.grant({}, { name: 'all-two' });
    for (const { token } of [one, two]) {
      expect((await env.script(token, 'POST', '/grant/order', buy('0.03', '5'))).status).toBe(200);
    }
    const answer = await env.session<{ revoked: string[]; canceled: string[] }>(
      'grants.revoke',
      {},
    );
    expect(answer.revoked).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(await openOrdersOf('all-one')).toEqual([]);
    expect(await openOrdersOf('all-two')).toEqual([]);
    const grants = await env.session<{ status: string }[]>('grants.list', {});
    expect(grants.every((grant) => grant.status !== 'active')).toBe(true);
  });

  it('with the vault locked, revokes at once and names the orders it could not cancel', async () => {
    const { id, token } = await env.grant({}, { name: 'locked-kill' });
    const placed = await env.script(token, 'POST', '/grant/order', buy('0.04', '5'));
    const orderId = placed.body['orderID'] as string;
    env.service.services.vault.lock();
    const answer = await env.session<{ not_canceled: Record<string, string> }>('grants.revoke', {
      id,
    });
    expect(answer.not_canceled[orderId]).toMatch(/locked/);
    expect((await env.script(token, 'GET', '/grant')).status).toBe(401);
    await env.service.services.vault.unlock('correct horse battery', env.accountId);
    const again = await env.session<{ canceled: string[] }>('grants.revoke', { id });
    expect(again.canceled).toEqual([orderId]);
  });
});

/** Opens the grant socket; resolves with the socket and its messages so far. */
function openSocket(token: string, headers: Record<string, string> = {}) {
  const url = env.url.replace('http', 'ws') + '/ws/grant';
  const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  return { ws, messages };
}

const refusedStatus = (ws: WebSocket) =>
  new Promise<number>((resolve) => {
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('error', () => undefined);
  });

const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the grant socket', () => {
  it("tells the grant's orders and closes the moment it is revoked", async () => {
    const { id, token } = await env.grant({}, { name: 'socket' });
    const { ws, messages } = openSocket(token);
    await until(() => messages.length > 0);
    expect(messages[0]).toMatchObject({ event_type: 'grant', status: 'active', id });
    const placed = await env.script(token, 'POST', '/grant/order', buy('0.02', '5'));
    const orderId = placed.body['orderID'];
    await until(() => messages.some((message) => message['id'] === orderId));
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    await env.session('grants.revoke', { id });
    expect(await closed).toBe(1008);
    expect(messages.at(-1)).toMatchObject({ event_type: 'grant', status: 'revoked' });
  });

  it('refuses a missing token and a web page', async () => {
    const { token } = await env.grant({}, { name: 'socket-refusals' });
    expect(await refusedStatus(openSocket('mdg_nothing').ws)).toBe(401);
    const page = openSocket(token, { origin: 'https://evil.example' });
    expect(await refusedStatus(page.ws)).toBe(403);
  });
});

describe('a web page cannot use a token', () => {
  it('refuses requests from another origin before they act', async () => {
    const { token } = await env.grant({}, { name: 'page' });
    const response = await fetch(`${env.url}/grant/order`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        origin: 'https://evil.example',
      },
      body: JSON.stringify(buy('0.02', '5')),
    });
    expect(response.status).toBe(403);
    expect(await openOrdersOf('page')).toEqual([]);
  });
});
