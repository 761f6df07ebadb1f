import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, TestTrader, type OrderParams, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const CLOSED_MARKET_YES = tokenIdOf(211, 0);
const nowSeconds = () => Math.floor(Date.now() / 1000);

let venue: Venue;
let alice: TestTrader;
let bob: TestTrader;

/** Everything a refused order could have touched. */
const snapshot = () => ({
  orders: venue.db.prepare('SELECT count(*) AS n FROM orders').get(),
  trades: venue.db.prepare('SELECT count(*) AS n FROM trades').get(),
  accounts: venue.db
    .prepare('SELECT address, collateral_micros, reserved_micros FROM accounts ORDER BY id')
    .all(),
  positions: venue.db.prepare('SELECT * FROM positions ORDER BY account_id, token_id').all(),
});

beforeAll(async () => {
  venue = await startVenue();
  alice = await new TestTrader(venue, 'alice').init(50);
  bob = await new TestTrader(venue, 'bob').init(50);
  // A resting ask that any accepted bid at 0.5 would hit.
  await bob.place({ tokenId: tokenIdOf(204, 1), side: 'BUY', price: 0.5, size: 10 });
});
afterAll(async () => {
  await venue.close();
});

const valid: OrderParams = { tokenId: YES, side: 'BUY', price: 0.5, size: 10 };

async function expectRefused(
  send: () => Promise<{ statusCode: number; json(): { error: string } }>,
  status: number,
  message: RegExp,
) {
  const before = snapshot();
  const response = await send();
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json().error).toMatch(message);
  expect(snapshot()).toEqual(before);
}

const postBody = (body: unknown) => () => alice.request('POST', '/order', body);

describe('refused orders change nothing', () => {
  it('malformed JSON', async () => {
    await expectRefused(
      () => {
        const body = '{"order": ';
        return venue.app.inject({
          method: 'POST',
          url: '/order',
          headers: { 'content-type': 'application/json' },
          body,
        });
      },
      400,
      /JSON/,
    );
  });

  it('wrong types and missing fields name the field', async () => {
    const signed = await alice.sign(valid);
    const order = signed['order'] as Record<string, unknown>;
    await expectRefused(
      postBody({ ...signed, order: { ...order, makerAmount: 'five' } }),
      400,
      /makerAmount/,
    );
    await expectRefused(postBody({ ...signed, order: { ...order, side: 'HOLD' } }), 400, /side/);
    const { signature: _dropped, ...unsigned } = order;
    await expectRefused(postBody({ ...signed, order: unsigned }), 400, /signature/);
    await expectRefused(postBody({ ...signed, orderType: 'IOC' }), 400, /orderType/);
  });

  it('without L2 headers, or with another key as owner', async () => {
    const signed = await alice.sign(valid);
    await expectRefused(
      () =>
        venue.app.inject({
          method: 'POST',
          url: '/order',
          payload: signed as Record<string, unknown>,
        }),
      401,
      /L2 authentication/,
    );
    await expectRefused(postBody({ ...signed, owner: bob.creds.apiKey }), 400, /owner/);
  });

  it('unknown token and closed market', async () => {
    await expectRefused(
      async () => alice.request('POST', '/order', await alice.sign({ ...valid, tokenId: '12345' })),
      400,
      /tokenId is not a token/,
    );
    await expectRefused(
      async () =>
        alice.request('POST', '/order', await alice.sign({ ...valid, tokenId: CLOSED_MARKET_YES })),
      400,
      /market is closed/,
    );
  });

  it('bad signature, another signer, wrong chain or contract', async () => {
    const signed = await alice.sign(valid);
    const order = signed['order'] as Record<string, unknown>;
    await expectRefused(
      postBody({ ...signed, order: { ...order, makerAmount: '4000000' } }),
      400,
      /invalid order signature/,
    );
    const stranger = Wallet.createRandom();
    await expectRefused(
      postBody({
        ...signed,
        order: { ...order, signer: stranger.address, maker: stranger.address },
      }),
      400,
      /order.signer must be the API key's address/,
    );
    const otherChain = await alice.sign({ ...valid, chainId: 1 });
    await expectRefused(postBody(otherChain), 400, /invalid order signature/);
    const otherContract = await alice.sign({ ...valid, negRisk: true });
    await expectRefused(postBody(otherContract), 400, /invalid order signature/);
  });

  it('GTD expiry too close or passed, expiration on a GTC', async () => {
    const soon = await alice.sign({ ...valid, orderType: 'GTD', expiration: nowSeconds() + 30 });
    await expectRefused(postBody(soon), 400, /expiration must be at least 60 s/);
    const passed = await alice.sign({ ...valid, orderType: 'GTD', expiration: nowSeconds() - 5 });
    await expectRefused(postBody(passed), 400, /expiration/);
    const farFuture = await alice.sign({ ...valid, orderType: 'GTD', expiration: 2 ** 64 });
    await expectRefused(
      postBody(farFuture),
      400,
      /^order.expiration must be a Unix time in seconds no later than 253402300799 /,
    );
    const gtc = await alice.sign({ ...valid, expiration: nowSeconds() + 3600 });
    await expectRefused(postBody(gtc), 400, /expiration must be "0" unless orderType is GTD/);
  });

  it('price off tick or out of range, size under the minimum or not a lot', async () => {
    const offTick = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, price: 0.505 }));
    await expectRefused(offTick, 400, /tick size/);
    const tooHigh = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, price: 0.995 }));
    await expectRefused(tooHigh, 400, /outside \[tick, 1 - tick\]/);
    const small = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, size: 4 }));
    await expectRefused(small, 400, /minimum order size/);
    const odd = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, size: 10.005 }));
    await expectRefused(odd, 400, /amounts are invalid|0.01 shares/);
  });

  it('insufficient collateral or shares', async () => {
    const costly = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, price: 0.6, size: 100 }));
    await expectRefused(costly, 400, /not enough balance \/ allowance/);
    const naked = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, side: 'SELL' }));
    await expectRefused(
      naked,
      400,
      /not enough balance \/ allowance: the order needs 10 shares, 0 available/,
    );
  });

  it('post-only that would cross, post-only on FOK', async () => {
    const crossing = async () =>
      alice.request('POST', '/order', await alice.sign({ ...valid, postOnly: true }));
    await expectRefused(crossing, 400, /post-only order would cross/);
    const fok = async () =>
      alice.request(
        'POST',
        '/order',
        await alice.sign({ ...valid, orderType: 'FOK', postOnly: true }),
      );
    await expectRefused(fok, 400, /postOnly is not supported for FOK\/FAK/);
  });

  it('a replayed order and an oversized batch', async () => {
    const once = await alice.sign({ ...valid, price: 0.2 });
    const first = await alice.request('POST', '/order', once);
    expect(first.statusCode).toBe(200);
    await expectRefused(postBody(once), 400, /duplicate order/);
    const sixteen = await Promise.all(
      Array.from({ length: 16 }, (_, i) => alice.sign({ ...valid, price: 0.1, salt: 9000 + i })),
    );
    await expectRefused(() => alice.request('POST', '/orders', sixteen), 400, /15 items/);
  });
});
