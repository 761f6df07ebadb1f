import { TypedDataEncoder } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { CHAIN_ID, l2Headers } from '../../support/credentials.js';
import { EXCHANGES, startVenue, TestTrader, type Venue } from '../../support/venue.js';
import { ORDER_TYPES } from '../../unit/auth/signing.js';

const YES = tokenIdOf(204, 0);
const ABOVE_DOUBLES = '9007199254740993';
const LARGEST_UINT256 = (2n ** 256n - 1n).toString();

let venue: Venue;
let alice: TestTrader;

beforeAll(async () => {
  venue = await startVenue();
  alice = await new TestTrader(venue, 'salty alice').init(100);
});
afterAll(() => venue.close());

/** The order's EIP-712 hash computed by ethers from the exact salt: the venue's order id. */
function expectedHash(signed: Record<string, unknown>): string {
  const order = signed['order'] as Record<string, unknown>;
  const domain = {
    name: 'Polymarket CTF Exchange',
    version: '2',
    chainId: CHAIN_ID,
    verifyingContract: EXCHANGES.standard,
  };
  return TypedDataEncoder.hash(domain, ORDER_TYPES, {
    ...order,
    side: order['side'] === 'BUY' ? 0 : 1,
  });
}

/** Posts the body text as given, signed with L2 headers over exactly that text. */
function postText(text: string) {
  const headers = l2Headers(alice.creds, alice.address, 'POST', '/order', text);
  return venue.app.inject({
    method: 'POST',
    url: '/order',
    headers: { ...headers, 'content-type': 'application/json' },
    body: text,
  });
}

describe('order salts are uint256', () => {
  it.each([ABOVE_DOUBLES, LARGEST_UINT256])(
    'accepts the salt "%s" and hashes it exactly',
    async (salt) => {
      const signed = await alice.sign({ tokenId: YES, side: 'BUY', price: 0.3, size: 10, salt });
      const response = await alice.request('POST', '/order', signed);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().orderID).toBe(expectedHash(signed));
    },
  );

  it('keeps every digit of a salt sent as a JSON number beyond 2^53', async () => {
    const signed = await alice.sign({
      tokenId: YES,
      side: 'BUY',
      price: 0.31,
      size: 10,
      salt: ABOVE_DOUBLES,
    });
    const text = JSON.stringify(signed).replace(
      `"salt":"${ABOVE_DOUBLES}"`,
      `"salt":${ABOVE_DOUBLES}`,
    );
    expect(text).toContain(`"salt":${ABOVE_DOUBLES},`);
    const response = await postText(text);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().orderID).toBe(expectedHash(signed));
  });

  it('refuses a salt of 2^256 or more, naming it', async () => {
    const signed = await alice.sign({ tokenId: YES, side: 'BUY', price: 0.32, size: 10 });
    const order = signed['order'] as Record<string, unknown>;
    const tooLarge = { ...signed, order: { ...order, salt: (2n ** 256n).toString() } };
    const response = await alice.request('POST', '/order', tooLarge);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('order.salt must be a non-negative integer below 2^256');
  });
});
