import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

let venue: Venue;
let alice: TestTrader;
beforeEach(async () => {
  venue = await startVenue();
  alice = await new TestTrader(venue, 'alice').init(100);
});
afterEach(async () => {
  await venue.close();
});

const beat = async (heartbeatId: string) => {
  const response = await alice.request('POST', '/v1/heartbeats', { heartbeat_id: heartbeatId });
  return { status: response.statusCode, body: response.json() };
};

const liveOrders = () =>
  (
    venue.db.prepare("SELECT count(*) AS n FROM orders WHERE status = 'LIVE'").get() as {
      n: number;
    }
  ).n;

describe('heartbeats', () => {
  it('chains ids; an unknown or stale id is refused with the current one', async () => {
    const first = await beat('');
    expect(first.status).toBe(200);
    expect(first.body.heartbeat_id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await beat(first.body.heartbeat_id);
    expect(second.status).toBe(200);
    expect(second.body.heartbeat_id).not.toBe(first.body.heartbeat_id);

    const stale = await beat(first.body.heartbeat_id);
    expect(stale).toEqual({
      status: 400,
      body: { error: 'Invalid Heartbeat ID', heartbeat_id: second.body.heartbeat_id },
    });
    expect((await beat('not-an-id')).status).toBe(400);
    expect((await beat(second.body.heartbeat_id)).status).toBe(200);
  });

  it('POST /heartbeats answers ok and needs L2', async () => {
    const response = await alice.request('POST', '/heartbeats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const anonymous = await venue.app.inject({ method: 'POST', url: '/heartbeats' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('checks heartbeat_id by one rule on both routes', async () => {
    const first = await beat('');
    const current = first.body.heartbeat_id as string;
    for (const url of ['/v1/heartbeats', '/heartbeats']) {
      for (const bad of [1, [], {}, true]) {
        const response = await alice.request('POST', url, { heartbeat_id: bad });
        expect(response.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        expect(response.json().error).toMatch(/^heartbeat_id /);
      }
      const bogus = await alice.request('POST', url, { heartbeat_id: 'bogus' });
      expect(bogus.statusCode).toBe(400);
      expect(bogus.json()).toEqual({ error: 'Invalid Heartbeat ID', heartbeat_id: current });
    }
    // The unversioned route takes the current id (or none) as a beat and keeps the chain.
    const touched = await alice.request('POST', '/heartbeats', { heartbeat_id: current });
    expect(touched.json()).toEqual({ status: 'ok' });
    expect((await alice.request('POST', '/heartbeats', {})).statusCode).toBe(200);
    expect((await beat(current)).status).toBe(200);
  });

  it("cancels the key's open orders 15 s after its last beat, not before", async () => {
    await alice.place({ tokenId: tokenIdOf(204, 0), side: 'BUY', price: 0.4, size: 10 });
    const start = Date.now();
    await beat('');
    venue.trading.sweep(start + 14_000);
    expect(liveOrders()).toBe(1);
    venue.trading.sweep(start + 20_000);
    expect(liveOrders()).toBe(0);
    const reserved = venue.db
      .prepare('SELECT reserved_micros AS r FROM accounts WHERE address = ?')
      .get(alice.address.toLowerCase());
    expect(reserved).toEqual({ r: 0 });
  });

  it('keys that never beat keep their orders', async () => {
    await alice.place({ tokenId: tokenIdOf(204, 0), side: 'BUY', price: 0.4, size: 10 });
    venue.trading.sweep(Date.now() + 60_000);
    expect(liveOrders()).toBe(1);
  });
});
