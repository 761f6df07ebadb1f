import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { l2Headers } from '../../support/credentials.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

const YES = tokenIdOf(204, 0);
const BOOKS = JSON.stringify([{ token_id: YES }]);

let venue: Venue;
beforeAll(async () => {
  venue = await startVenue();
});
afterAll(() => venue.close());

const postBooks = (body: Buffer, encoding: string) =>
  venue.app.inject({
    method: 'POST',
    url: '/books',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  });

describe('request bodies with Content-Encoding', () => {
  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('decodes %s before parsing', async (encoding, encode) => {
    const response = await postBooks(encode(Buffer.from(BOOKS)), encoding);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((book: { asset_id: string }) => book.asset_id)).toEqual([YES]);
  });

  it('answers 415 naming an encoding it does not decode', async () => {
    const response = await postBooks(Buffer.from(BOOKS), 'compress');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Content-Encoding compress is not supported' });
  });

  it('answers 400 to a body that is not what its encoding says', async () => {
    const response = await postBooks(Buffer.from(BOOKS), 'gzip');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'malformed encoded body' });
  });

  it('stops a body that decodes beyond the body limit with 413', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await postBooks(bomb, 'gzip');
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json())).toEqual(['error']);
  });

  it('answers the 413 over a real socket and keeps serving it', async () => {
    const address = await venue.app.listen({ host: '127.0.0.1', port: 0 });
    const post = (body: Buffer) =>
      fetch(`${address}/books`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: new Uint8Array(body),
      });
    const refused = await post(gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)));
    expect(refused.status).toBe(413);
    const accepted = await post(gzipSync(Buffer.from(BOOKS)));
    expect(accepted.status).toBe(200);
  });

  it('verifies L2 signatures over the decoded body', async () => {
    const trader = await new TestTrader(venue, 'gzip trader').init(100);
    const text = JSON.stringify(
      await trader.sign({ tokenId: YES, side: 'BUY', price: 0.2, size: 10 }),
    );
    const response = await venue.app.inject({
      method: 'POST',
      url: '/order',
      headers: {
        ...l2Headers(trader.creds, trader.address, 'POST', '/order', text),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(Buffer.from(text)),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success).toBe(true);
  });
});
