// Issue #28: a script trades on a grant without the key; every limit is refused at its edge with
// a 403 naming it, and nothing partial is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const buy = (price: string, size: string, extra: object = {}) => ({
  tokenId: market.tokenId,
  side: 'BUY',
  orderType: 'GTC',
  price,
  size,
  ...extra,
});

/** The account's open orders as the terminal sees them. */
const openOrderIds = async () =>
  (await env.session<{ id: string }[]>('terminal.openOrders', {})).map((order) => order.id);

async function expectRefused(token: string, body: object, limit: string, value: string) {
  const before = await openOrderIds();
  const answer = await env.script(token, 'POST', '/grant/order', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.body).toMatchObject({ limit, value });
  expect(typeof answer.body['error']).toBe('string');
  expect(await openOrderIds()).toEqual(before);
}

async function expectPlaced(token: string, body: object): Promise<string> {
  const answer = await env.script(token, 'POST', '/grant/order', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ success: true });
  return answer.body['orderID'] as string;
}

describe('a grant places orders the vault signs', () => {
  it('places, lists, tags and cancels its own orders only', async () => {
    const { token } = await env.grant({}, { name: 'tagger' });
    const id = await expectPlaced(token, buy('0.05', '10'));
    const listed = await env.script(token, 'GET', '/grant/orders');
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as { id: string }[]).map((order) => order.id)).toEqual([id]);
    expect(await env.session('grants.orderTags', { orderIds: [id, 'other'] })).toEqual({
      [id]: 'tagger',
    });

    const other = await env.grant();
    const foreign = await env.script(other.token, 'DELETE', '/grant/order', { orderID: id });
    expect(foreign.body).toMatchObject({
      canceled: [],
      not_canceled: { [id]: 'not an order of this grant' },
    });
    const canceled = await env.script(token, 'DELETE', '/grant/order', { orderID: id });
    expect(canceled.body).toMatchObject({ canceled: [id] });
    expect(await openOrderIds()).not.toContain(id);
  });

  it('answers 401 without a token, with a wrong one, and once revoked', async () => {
    const { id, token } = await env.grant();
    expect((await env.script('nope', 'GET', '/grant')).status).toBe(401);
    const wrong = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await env.script(wrong, 'GET', '/grant')).status).toBe(401);
    expect((await env.script(token, 'GET', '/grant')).body).toMatchObject({ id, status: 'active' });
    await env.session('grants.revoke', { id });
    const after = await env.script(token, 'POST', '/grant/order', buy('0.05', '5'));
    expect(after.status).toBe(401);
    expect(after.body['error']).toMatch(/revoked/);
  });

  it('refuses a second active grant of the same name', async () => {
    await env.grant({}, { name: 'Twin' });
    await expect(env.grant({}, { name: 'twin ' })).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('keeps only a hash of the token', async () => {
    const { token } = await env.grant();
    expect(token).toMatch(/^mdg_[\w-]{12}_[\w-]{43}$/);
    const rows = env.service.db.prepare('SELECT * FROM grants').all();
    expect(
      JSON.stringify(rows, (_key, value: unknown) =>
        Buffer.isBuffer(value) ? value.toString('base64url') : value,
      ),
    ).not.toContain(token.slice('mdg_'.length + 13));
  });
});

describe('every limit is refused at its edge', () => {
  it('size and notional per order', async () => {
    const { token } = await env.grant({ maxOrderSize: '10', maxOrderNotional: '0.6' });
    await expectPlaced(token, buy('0.06', '10'));
    await expectRefused(token, buy('0.01', '10.01'), 'maxOrderSize', '10');
    await expectRefused(token, buy('0.07', '10'), 'maxOrderNotional', '0.6');
  });

  it('sides, order types and modes', async () => {
    const buysOnly = await env.grant({ sides: ['BUY'], orderTypes: ['GTC'] });
    await expectRefused(buysOnly.token, { ...buy('0.9', '5'), side: 'SELL' }, 'sides', 'BUY');
    await expectRefused(
      buysOnly.token,
      buy('0.05', '1', { orderType: 'FAK' }),
      'orderTypes',
      'GTC',
    );
    const cancelOnly = await env.grant({ mode: 'cancel-only' });
    await expectRefused(cancelOnly.token, buy('0.05', '5'), 'mode', 'cancel-only');
    const readOnly = await env.grant({ mode: 'read-only' });
    const cancel = await env.script(readOnly.token, 'DELETE', '/grant/orders');
    expect(cancel.status).toBe(403);
    expect(cancel.body).toMatchObject({ limit: 'mode', value: 'read-only' });
  });

  it('markets and events', async () => {
    let other = await env.market(1);
    for (let index = 2; other.eventSlug === market.eventSlug; index += 1)
      other = await env.market(index);
    const listed = await env.grant({ scope: 'markets', marketIds: [market.conditionId] });
    await expectPlaced(listed.token, buy('0.05', '5'));
    await expectRefused(
      listed.token,
      { ...buy('0.05', '5'), tokenId: other.tokenId },
      'marketIds',
      '1 markets',
    );
    const event = await env.grant({ scope: 'event', eventSlug: market.eventSlug });
    await expectPlaced(event.token, buy('0.05', '5'));
    expect(market.eventSlug).not.toBe('');
    await expectRefused(
      event.token,
      { ...buy('0.05', '5'), tokenId: other.tokenId },
      'eventSlug',
      market.eventSlug,
    );
  });

  it('the band around the book', async () => {
    const maker = await env.grant();
    await expectPlaced(maker.token, buy('0.30', '5'));
    const banded = await env.grant({ bandTicks: 2 });
    const book = (await (await fetch(`${env.url}/book?token_id=${market.tokenId}`)).json()) as {
      bids: { price: string }[];
      asks: { price: string }[];
      tick_size: string;
    };
    const tick = Number(book.tick_size);
    const bestBid = Number(book.bids.at(-1)!.price);
    const bestAsk = book.asks.length > 0 ? Number(book.asks.at(-1)!.price) : bestBid;
    const floor = (bestBid - 2 * tick).toFixed(4);
    const below = (bestBid - 3 * tick).toFixed(4);
    await expectPlaced(banded.token, buy(floor, '5'));
    await expectRefused(banded.token, buy(below, '5'), 'bandTicks', '2');
    const above = (bestAsk + 3 * tick).toFixed(4);
    if (Number(above) < 1) await expectRefused(banded.token, buy(above, '5'), 'bandTicks', '2');
  });

  it('open notional, daily notional and orders per minute', async () => {
    const open = await env.grant({ maxOpenNotional: '1' });
    // Orders the venue refuses (below the market's minimum size) hold nothing back.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await env.script(open.token, 'POST', '/grant/order', buy('0.2', '1'))).status).toBe(
        400,
      );
    }
    const first = await expectPlaced(open.token, buy('0.05', '10'));
    await expectPlaced(open.token, buy('0.05', '10'));
    await expectRefused(open.token, buy('0.01', '5'), 'maxOpenNotional', '1');
    await env.script(open.token, 'DELETE', '/grant/order', { orderID: first });
    await expectPlaced(open.token, buy('0.05', '10'));

    const daily = await env.grant({ maxDailyNotional: '1' });
    const placed = await expectPlaced(daily.token, buy('0.1', '10'));
    await env.script(daily.token, 'DELETE', '/grant/order', { orderID: placed });
    await expectRefused(daily.token, buy('0.01', '5'), 'maxDailyNotional', '1');

    const slow = await env.grant({ ordersPerMinute: 2 });
    await expectPlaced(slow.token, buy('0.05', '5'));
    await expectPlaced(slow.token, buy('0.05', '5'));
    await expectRefused(slow.token, buy('0.05', '5'), 'ordersPerMinute', '2');
  });

  it('expiry', async () => {
    const { token } = await env.grant({}, { expiresAt: Date.now() + 1_000 });
    await expectPlaced(token, buy('0.05', '5'));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const answer = await env.script(token, 'POST', '/grant/order', buy('0.05', '5'));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ limit: 'expiresAt' });
  });

  it('records refusals in the audit log and the usage', async () => {
    const { id, token } = await env.grant({ maxOrderSize: '1' });
    await env.script(token, 'POST', '/grant/order', buy('0.05', '2'));
    const log = await env.session<{ kind: string; summary: string }[]>('grants.audit', {
      grantId: id,
    });
    expect(log[0]).toMatchObject({ kind: 'refused' });
    const { question } = env.service.services.catalog.tradingMarketByToken(market.tokenId)!.market;
    expect(log[0]!.summary).toBe(
      `BUY 2 Yes @ 0.05 GTC · ${question}: size 2 is over the grant's 1`,
    );
    const grants = await env.session<{ id: string; usage: { refused: number } }[]>(
      'grants.list',
      {},
    );
    expect(grants.find((grant) => grant.id === id)!.usage.refused).toBe(1);
  });
});

describe('a locked vault cannot sign', () => {
  it('refuses with 423 and resumes once unlocked', async () => {
    const { token } = await env.grant();
    env.service.services.vault.lock();
    const locked = await env.script(token, 'POST', '/grant/order', buy('0.05', '5'));
    expect(locked.status).toBe(423);
    expect(locked.body['error']).toMatch(/unlock it in the terminal/);
    await env.service.services.vault.unlock('correct horse battery', env.accountId);
    await expectPlaced(token, buy('0.05', '5'));
  });
});
