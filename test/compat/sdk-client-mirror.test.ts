// @polymarket/client pointed at a mirror: the venue's records a mirror does not hold (sports
// market types, clarifications, builders' rankings, combos, accounting snapshots) are relayed
// to the upstream and come back as it answered them, the ZIP's bytes included.
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMirror, startUpstream, type Mirror, type Upstream } from '../support/mirror-pair.js';
import { sdkPublicClient } from './sdk-client.js';

const USER = `0x${'ab'.repeat(20)}`;

let upstream: Upstream;
let mirror: Mirror;
beforeEach(async () => {
  upstream = await startUpstream();
  mirror = await startMirror(upstream.url);
});
afterEach(async () => {
  await mirror.close();
  await upstream.close();
});

const relayedSince = (before: number) =>
  upstream.requests.slice(before).map((line) => line.split('?')[0]);

describe('@polymarket/client through a mirror', () => {
  it("relays the venue's records a mirror does not hold", async () => {
    const sdk = sdkPublicClient(mirror.url);
    const before = upstream.requests.length;
    expect(await sdk.fetchSportsMarketTypes()).toEqual({ marketTypes: ['moneyline'] });
    expect(await sdk.listMarketClarifications().firstPage()).toMatchObject({ items: [] });
    expect(await sdk.listBuilderLeaderboard().firstPage()).toMatchObject({ items: [] });
    expect(await sdk.fetchBuilderVolume()).toEqual([]);
    expect(await sdk.listComboPositions({ user: USER }).firstPage()).toMatchObject({ items: [] });
    expect(await sdk.listComboActivity({ user: USER }).firstPage()).toMatchObject({ items: [] });
    const snapshot = await sdk.downloadAccountingSnapshot({ user: USER });
    const files = unzipSync(new Uint8Array(await snapshot.arrayBuffer()));
    expect(strFromU8(files['equity.csv']!)).toContain(`,${USER},0,0,0`);
    expect(relayedSince(before)).toEqual([
      'GET /sports/market-types',
      'GET /market-clarifications',
      'GET /v1/builders/leaderboard',
      'GET /v1/builders/volume',
      'GET /v1/positions/combos',
      'GET /v1/activity/combos',
      'GET /v1/accounting/snapshot',
    ]);
  });
});
