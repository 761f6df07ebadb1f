// Issue #25: watchlists live in the service, so the terminal and scripts (with a grant token of
// any mode) see the same lists, in the trader's order, across a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../../server/host/compose.js';
import { quietConfig } from '../../support/quiet-service.js';
import { startGrantService, type GrantService } from '../../support/grant-service.js';

let env: GrantService;
let markets: string[];

beforeAll(async () => {
  env = await startGrantService();
  markets = await Promise.all(
    [0, 1, 2].map(async (index) => (await env.market(index)).conditionId),
  );
}, 60_000);
afterAll(() => env?.close());

type Lists = { id: number; name: string; markets: string[] }[];
const lists = () => env.session<Lists>('watchlists.list', {});

describe('watchlists', () => {
  it('a first star makes a list; stars go last; unstar removes from every list', async () => {
    expect(await lists()).toEqual([]);
    await env.session('watchlists.star', { conditionId: markets[0], starred: true });
    const after = await env.session<Lists>('watchlists.star', {
      conditionId: markets[1]!.toUpperCase().replace('0X', '0x'),
      starred: true,
    });
    expect(after).toEqual([
      { id: expect.any(Number), name: 'Watchlist', markets: [markets[0], markets[1]] },
    ]);
    const second = await env.session<{ id: number }>('watchlists.create', { name: 'Elections' });
    await env.session('watchlists.star', {
      conditionId: markets[1],
      starred: true,
      listId: second.id,
    });
    const unstarred = await env.session<Lists>('watchlists.star', {
      conditionId: markets[1],
      starred: false,
    });
    expect(unstarred.map((list) => list.markets)).toEqual([[markets[0]], []]);
  });

  it('reorders markets and lists, renames and deletes', async () => {
    const [first, second] = await lists();
    await env.session('watchlists.update', {
      id: first!.id,
      name: 'Main',
      markets: [markets[2], markets[0]],
    });
    const ordered = await env.session<Lists>('watchlists.order', { ids: [second!.id, first!.id] });
    expect(ordered.map((list) => [list.name, list.markets])).toEqual([
      ['Elections', []],
      ['Main', [markets[2], markets[0]]],
    ]);
    await expect(env.session('watchlists.order', { ids: [first!.id] })).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(
      env.session('watchlists.update', { id: first!.id, markets: [markets[0], markets[0]] }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      env.session('watchlists.star', { conditionId: '0x' + '0'.repeat(64), starred: true }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await env.session('watchlists.delete', { id: second!.id });
    expect((await lists()).map((list) => list.name)).toEqual(['Main']);
  });

  it('scripts read and change the same lists with a grant token, and need one', async () => {
    const { token } = await env.grant({ mode: 'read-only' });
    const read = await env.script(token, 'GET', '/watchlists');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(await lists());
    const starred = await env.script(token, 'POST', '/watchlists/star', {
      conditionId: markets[1],
      starred: true,
    });
    expect(starred.status).toBe(200);
    expect((await lists())[0]!.markets).toContain(markets[1]);
    expect((await env.script('mdg_nothing', 'GET', '/watchlists')).status).toBe(401);
    const page = await fetch(`${env.url}/watchlists`, {
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
    });
    expect(page.status).toBe(403);
  });

  it('survive a restart', async () => {
    const before = await lists();
    const dataDir = env.service.services.config.dataDir;
    await env.service.close();
    const again = await startService(quietConfig(dataDir, { demo: true }));
    try {
      const after = await again.services.dispatcher.dispatch(
        'watchlists.list',
        {},
        {
          transport: 'session',
          client: 'renderer',
        },
      );
      expect(after).toEqual(before);
    } finally {
      await again.close();
    }
  });
});
