import { ClobClient } from '@polymarket/clob-client-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';
import { conditionIdOf, fillCatalogFixture, tokenIdOf } from '../../support/catalog-fixture.js';

let service: TestService;
let host: string;
beforeAll(async () => {
  service = await startTestService(fillCatalogFixture);
  host = await service.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => service.close());

/** The venue's official client, unchanged, reads the market settings it signs orders with. */
describe('the official client against the market settings routes', () => {
  it('reads tick size, neg risk and fee rate through the token routes', async () => {
    const client = new ClobClient({ host, chain: 137 });
    expect(await client.getTickSize(tokenIdOf(201, 0))).toBe('0.01');
    expect(await client.getNegRisk(tokenIdOf(201, 0))).toBe(true);
    expect(await client.getNegRisk(tokenIdOf(206, 1))).toBe(false);
    expect(await client.getFeeRateBps(tokenIdOf(206, 1))).toBe(1000);
  });

  it('resolves a token to its market and reads the abbreviated settings', async () => {
    const client = new ClobClient({ host, chain: 137 });
    // getFeeExponent goes through /markets-by-token/{token} and then /clob-markets/{condition}.
    expect(await client.getFeeExponent(tokenIdOf(206, 0))).toBe(2);
    expect(await client.getTickSize(tokenIdOf(206, 1))).toBe('0.01');
    expect(await client.getNegRisk(tokenIdOf(206, 1))).toBe(false);

    const info = await client.getClobMarketInfo(conditionIdOf(201));
    expect(info.t.map((token: { t: string }) => token.t)).toEqual([
      tokenIdOf(201, 0),
      tokenIdOf(201, 1),
    ]);
    expect(await client.getNegRisk(tokenIdOf(201, 1))).toBe(true);
  });
});
