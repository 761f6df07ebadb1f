import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionIdOf, tokenIdOf } from '../../support/catalog-fixture.js';
import { createLeaderboardFlows } from '../../../server/publicdata/leaderboard.js';
import {
  T0,
  asset,
  quoteWithoutTrading,
  resolveAt,
  startScenario,
  tradeBasicFills,
  yes,
  type Scenario,
} from './scenario.js';

let s: Scenario;
/**
 * After the basic fills, dave quotes 204 (Yes bid 0.54, ask 0.56: marks 0.55 and 0.45) without
 * trading, then 205 resolves Yes at T0+8: carol's 20 Yes pay 20 (cost 6), alice's 20 No pay
 * nothing (cost 14). Left held: 204 Yes alice 5 (cost 2) and bob 5 (cost 2.50), 204 No bob 5
 * and carol 5 (cost 3 each).
 */
beforeAll(async () => {
  s = await startScenario();
  await tradeBasicFills(s);
  await quoteWithoutTrading(s, 204, 0.54);
  await resolveAt(s, 8, 205, 0);
});
afterAll(async () => {
  await s.venue.close();
});

const lower = (address: string) => address.toLowerCase();

const expect400 = async (url: string, name: string) => {
  const { status, body } = await s.get(url);
  expect(status, url).toBe(400);
  expect((body as { error: string }).error, url).toContain(name);
};

describe('GET /holders', () => {
  it('answers the largest holders of each token, with their profiles', async () => {
    const groups = await s.list(`/holders?market=${conditionIdOf(204)}`);
    expect(groups).toEqual([
      {
        token: tokenIdOf(204, 0),
        holders: [
          {
            proxyWallet: lower(s.alice.address),
            bio: 'Buys the dip.',
            asset: asset(204, 0),
            pseudonym: 'Quiet-Heron',
            amount: 5,
            displayUsernamePublic: true,
            outcomeIndex: 0,
            name: 'alice-trades',
            profileImage: 'http://127.0.0.1:9999/assets/icons/alice.svg',
            profileImageOptimized: 'http://127.0.0.1:9999/assets/icons/alice.svg',
            verified: false,
          },
          expect.objectContaining({ proxyWallet: lower(s.bob.address), amount: 5, name: '' }),
        ],
      },
      {
        token: tokenIdOf(204, 1),
        holders: [
          expect.objectContaining({ proxyWallet: lower(s.bob.address), outcomeIndex: 1 }),
          expect.objectContaining({ proxyWallet: lower(s.carol.address), outcomeIndex: 1 }),
        ],
      },
    ]);
  });

  it('applies limit and minBalance per token; a settled market has no holders', async () => {
    const market = conditionIdOf(204);
    const counts = async (query: string) =>
      (await s.list<{ holders: unknown[] }>(`/holders?market=${query}`)).map(
        (group) => group.holders.length,
      );
    expect(await counts(`${market}&limit=1`)).toEqual([1, 1]);
    expect(await counts(`${market}&minBalance=6`)).toEqual([0, 0]);
    expect(await counts(`${conditionIdOf(205)},${market}`)).toEqual([0, 0, 2, 2]);
    expect(await counts(`0x${'ab'.repeat(32)}`)).toEqual([]);
  });

  it('answers 400 naming the parameter', async () => {
    await expect400('/holders', 'market');
    await expect400(`/holders?market=${conditionIdOf(204)}&limit=21`, 'limit');
    await expect400(`/holders?market=${conditionIdOf(204)}&minBalance=1000000`, 'minBalance');
  });
});

describe('the mounts', () => {
  it('serve the holders and market positions under /data with decimal token ids', async () => {
    const [holders] = await s.list<{ holders: { asset: string }[] }>(
      `/data/holders?market=${conditionIdOf(204)}`,
    );
    expect(holders?.holders.map((holder) => holder.asset)).toEqual([yes(204), yes(204)]);
    const [positions] = await s.list<Group>(
      `/data/v1/market-positions?market=${conditionIdOf(204)}`,
    );
    expect(positions?.positions.map((position) => position.asset)).toEqual([yes(204), yes(204)]);
    for (const path of ['/oi', '/live-volume?id=102', '/v1/leaderboard?timePeriod=ALL']) {
      expect(await s.list(`/data${path}`), path).toEqual(await s.list(path));
    }
  });

  it('serve the public profile under /catalog, as the venue does', async () => {
    const path = `/public-profile?address=${s.alice.address}`;
    expect((await s.get(`/catalog${path}`)).body).toEqual((await s.get(path)).body);
    expect((await s.get(`/data${path}`)).status).toBe(404);
  });
});

describe('GET /oi', () => {
  it('answers the collateral locked in outstanding share pairs', async () => {
    expect(await s.list('/oi')).toEqual([{ market: 'GLOBAL', value: 10 }]);
    expect(await s.list(`/oi?market=${conditionIdOf(204)},${conditionIdOf(205)}`)).toEqual([
      { market: conditionIdOf(204), value: 10 },
      { market: conditionIdOf(205), value: 0 },
    ]);
    await expect400('/oi?market=0x12', 'market');
  });
});

describe('GET /live-volume', () => {
  it("answers an event's traded volume per market and in total", async () => {
    expect(await s.list('/live-volume?id=102')).toEqual([
      {
        total: 22.5,
        markets: [
          { market: conditionIdOf(204), value: 8.5 },
          { market: conditionIdOf(205), value: 14 },
        ],
      },
    ]);
    expect(await s.list('/live-volume?id=103')).toEqual([
      { total: 0, markets: [expect.any(Object), expect.any(Object)] },
    ]);
    expect((await s.get('/live-volume?id=999')).status).toBe(404);
    await expect400('/live-volume', 'id');
    await expect400('/live-volume?id=0', 'id');
  });
});

interface Group {
  token: string;
  positions: { proxyWallet: string; [key: string]: unknown }[];
}

describe('GET /v1/market-positions', () => {
  const wallets = (groups: Group[]) =>
    groups.map((group) => group.positions.map((position) => position.proxyWallet));

  it("answers every wallet's position per token, by total PnL at the mark", async () => {
    const groups = await s.list<Group>(`/v1/market-positions?market=${conditionIdOf(204)}`);
    expect(groups.map((group) => group.token)).toEqual([tokenIdOf(204, 0), tokenIdOf(204, 1)]);
    expect(groups[0]?.positions).toEqual([
      {
        proxyWallet: lower(s.alice.address),
        name: 'alice-trades',
        profileImage: 'http://127.0.0.1:9999/assets/icons/alice.svg',
        verified: false,
        asset: asset(204, 0),
        conditionId: conditionIdOf(204),
        avgPrice: 0.4,
        size: 5,
        currPrice: 0.55,
        currentValue: 2.75,
        cashPnl: 0.75,
        totalBought: 10,
        realizedPnl: 0.5,
        totalPnl: 1.25,
        outcome: 'Yes',
        outcomeIndex: 0,
      },
      expect.objectContaining({ proxyWallet: lower(s.bob.address), cashPnl: 0.25, totalPnl: 0.25 }),
    ]);
    expect(groups[1]?.positions).toEqual([
      expect.objectContaining({ proxyWallet: lower(s.bob.address), cashPnl: -0.75 }),
      expect.objectContaining({ proxyWallet: lower(s.carol.address), cashPnl: -0.75 }),
    ]);
  });

  it('sorts, filters by status and wallet, and pages per token', async () => {
    const market = `/v1/market-positions?market=${conditionIdOf(204)}`;
    const bob = lower(s.bob.address);
    const alice = lower(s.alice.address);
    const carol = lower(s.carol.address);
    expect(wallets(await s.list<Group>(`${market}&sortBy=TOTAL_PNL&sortDirection=ASC`))).toEqual([
      [bob, alice],
      [bob, carol],
    ]);
    expect(wallets(await s.list<Group>(`${market}&sortBy=REALIZED_PNL`))).toEqual([
      [alice, bob],
      [bob, carol],
    ]);
    expect(wallets(await s.list<Group>(`${market}&user=${s.carol.address}`))).toEqual([
      [],
      [carol],
    ]);
    expect(wallets(await s.list<Group>(`${market}&limit=1&offset=1`))).toEqual([[bob], [carol]]);
    expect(wallets(await s.list<Group>(`${market}&status=CLOSED`))).toEqual([[], []]);
  });

  it('keeps the settled positions of a resolved market as closed, at 1 and 0', async () => {
    const market = `/v1/market-positions?market=${conditionIdOf(205)}`;
    const groups = await s.list<Group>(`${market}&status=CLOSED`);
    expect(groups[0]?.positions).toEqual([
      expect.objectContaining({
        proxyWallet: lower(s.carol.address),
        size: 0,
        avgPrice: 0.3,
        currPrice: 1,
        realizedPnl: 14,
        totalPnl: 14,
      }),
    ]);
    expect(groups[1]?.positions).toEqual([
      expect.objectContaining({ proxyWallet: lower(s.alice.address), currPrice: 0, totalPnl: -14 }),
    ]);
    expect(wallets(await s.list<Group>(`${market}&status=OPEN`))).toEqual([[], []]);
  });

  it('answers 400 naming the parameter', async () => {
    await expect400('/v1/market-positions', 'market');
    await expect400(
      `/v1/market-positions?market=${conditionIdOf(204)},${conditionIdOf(205)}`,
      'market',
    );
    await expect400(`/v1/market-positions?market=${conditionIdOf(204)}&status=SOME`, 'status');
    await expect400(`/v1/market-positions?market=${conditionIdOf(204)}&limit=501`, 'limit');
  });
});

interface Standing {
  rank: string;
  proxyWallet: string;
  [key: string]: unknown;
}

describe('GET /v1/leaderboard', () => {
  it('ranks traders by PnL over the period: cash flows plus what they hold at the marks', async () => {
    expect(await s.list('/v1/leaderboard')).toEqual([
      {
        rank: '1',
        proxyWallet: lower(s.carol.address),
        userName: '',
        vol: 9,
        pnl: 13.25,
        profileImage: '',
        xUsername: '',
        verifiedBadge: false,
      },
      expect.objectContaining({ rank: '2', proxyWallet: lower(s.bob.address), pnl: -0.5 }),
      expect.objectContaining({
        rank: '3',
        proxyWallet: lower(s.alice.address),
        userName: 'alice-trades',
        vol: 20.5,
        pnl: -12.75,
      }),
    ]);
  });

  it('ranks by volume, filters by category, wallet and name, and pages', async () => {
    const board = (query: string) => s.list<Standing>(`/v1/leaderboard?${query}`);
    const ranks = (rows: Standing[]) => rows.map((row) => [row.rank, row.proxyWallet]);
    const [alice, bob, carol] = [s.alice, s.bob, s.carol].map((t) => lower(t.address));
    expect(ranks(await board('orderBy=VOL'))).toEqual([
      ['1', alice],
      ['2', carol],
      ['3', bob],
    ]);
    expect(ranks(await board('category=POLITICS&timePeriod=ALL'))).toHaveLength(3);
    expect(await board('category=CRYPTO')).toEqual([]);
    expect(ranks(await board(`user=${s.bob.address}`))).toEqual([['2', bob]]);
    expect(ranks(await board('userName=ALICE-TRADES'))).toEqual([['3', alice]]);
    expect(ranks(await board('limit=1&offset=1'))).toEqual([['2', bob]]);
  });

  it('counts only the period', async () => {
    s.at(2 * 86_400);
    try {
      expect(await s.list('/v1/leaderboard?timePeriod=DAY')).toEqual([]);
      expect(await s.list('/v1/leaderboard?timePeriod=WEEK')).toHaveLength(3);
    } finally {
      s.at(8);
    }
  });

  it('starts each period at its edge and lets fills leave as the clock moves', () => {
    const flows = createLeaderboardFlows(s.venue.db);
    const accountOf = s.venue.db.prepare<[string], { id: number }>(
      'SELECT id FROM accounts WHERE address = ?',
    );
    const names = new Map(
      (['alice', 'bob', 'carol'] as const).map((name) => [
        accountOf.get(lower(s[name].address))?.id,
        name,
      ]),
    );
    const volumes = (nowSeconds: number) => {
      const byWallet = new Map<string, number>();
      for (const flow of flows.flows('DAY', (T0 + nowSeconds) * 1000)) {
        const name = names.get(flow.accountId) ?? String(flow.accountId);
        byWallet.set(name, (byWallet.get(name) ?? 0) + flow.volumeMicros / 1e6);
      }
      return Object.fromEntries([...byWallet].filter(([, volume]) => volume !== 0));
    };
    // A day after T0+3: F3 (T0+4) and F4 (T0+6) are in, F1 and F2 out.
    expect(volumes(86_400 + 3)).toEqual({ alice: 16.5, bob: 2.5, carol: 6 });
    // Two seconds later F3 has left.
    expect(volumes(86_400 + 5)).toEqual({ alice: 14, carol: 6 });
  });

  it('answers 400 naming the parameter', async () => {
    await expect400('/v1/leaderboard?limit=0', 'limit');
    await expect400('/v1/leaderboard?limit=51', 'limit');
    await expect400('/v1/leaderboard?offset=1001', 'offset');
    await expect400('/v1/leaderboard?timePeriod=YEAR', 'timePeriod');
    await expect400('/v1/leaderboard?category=GAMES', 'category');
  });
});

describe('GET /public-profile', () => {
  it('answers the profile by its wallet or its proxy wallet', async () => {
    const expected = {
      createdAt: '2025-01-01T00:00:00.000Z',
      proxyWallet: '0x' + 'ab'.repeat(20),
      profileImage: 'http://127.0.0.1:9999/assets/icons/alice.svg',
      displayUsernamePublic: true,
      bio: 'Buys the dip.',
      pseudonym: 'Quiet-Heron',
      name: 'alice-trades',
      users: [{ id: expect.any(String), creator: false, mod: false }],
      xUsername: null,
      verifiedBadge: false,
    };
    expect((await s.get(`/public-profile?address=${s.alice.address}`)).body).toEqual(expected);
    expect((await s.get(`/public-profile?address=0x${'AB'.repeat(20)}`)).body).toEqual(expected);
  });

  it('answers 404 for a wallet without a profile and 400 for a bad address', async () => {
    const missing = await s.get(`/public-profile?address=${s.bob.address}`);
    expect(missing).toEqual({ status: 404, body: { error: expect.stringContaining('profile') } });
    await expect400('/public-profile?address=0x12', 'address');
    await expect400('/public-profile', 'address');
  });
});
