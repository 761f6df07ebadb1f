// GET /sports and GET /teams on the demo catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../server/catalog/index.js';
import { startTestService, type TestService } from '../../support/app.js';

interface Sport {
  sport: string;
  tags: string;
  series: string;
  ordering: string;
  resolution: string;
}

interface Team {
  id: number;
  name: string;
  league: string;
  abbreviation: string;
}

let service: TestService;
beforeAll(async () => {
  service = await startTestService((db) =>
    seedDemoCatalog(db, { markets: 200, now: new Date('2026-03-22T12:00:00.000Z') }),
  );
});
afterAll(() => service.close());

const get = (url: string) => service.app.inject({ method: 'GET', url });
const names = (teams: Team[]) => teams.map((team) => team.name);

describe('GET /sports', () => {
  it("lists the demo's leagues with their tags and weekly series", async () => {
    const sports: Sport[] = await service.okJson('/sports');
    expect(sports.map((sport) => sport.sport)).toEqual(['nba', 'nfl', 'epl', 'nhl', 'mlb']);
    const nba = sports[0]!;
    expect(nba).toMatchObject({ ordering: 'away', resolution: 'https://www.nba.com' });
    expect(sports[2]).toMatchObject({ ordering: 'home' });

    // Its tags are the catalog's sports, nba and basketball tags; its series the NBA games.
    const tagSlugs = await Promise.all(
      nba.tags.split(',').map(async (id) => (await service.okJson(`/tags/${id}`)).slug),
    );
    expect(tagSlugs).toEqual(['sports', 'nba', 'basketball']);
    expect((await service.okJson(`/series/${nba.series}`)).slug).toBe('nba-game-of-the-week');
    expect(sports[3]).toMatchObject({ series: '' });
  });
});

describe('GET /teams', () => {
  it('lists teams by id, filtered by league, name and abbreviation', async () => {
    const nba: Team[] = await service.okJson('/teams?league=nba&limit=1000');
    expect(nba).toHaveLength(30);
    expect(nba.every((team) => team.league === 'nba')).toBe(true);
    expect(names(await service.okJson('/teams?name=lakers,ARSENAL'))).toEqual([
      'Lakers',
      'Arsenal',
    ]);
    const [blazers] = await service.okJson('/teams?name=Trail%20Blazers');
    expect(blazers).toMatchObject({ abbreviation: 'BLA', alias: 'trail blazers', record: '0-0' });
    expect(names(await service.okJson('/teams?abbreviation=bla&league=nba'))).toEqual([
      'Trail Blazers',
    ]);
  });

  it('sorts and pages', async () => {
    const all: Team[] = await service.okJson('/teams?limit=1000');
    const byName: Team[] = await service.okJson('/teams?limit=1000&order=name&ascending=false');
    expect(names(byName)).toEqual(
      names(all)
        .slice()
        .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
    expect(await service.okJson('/teams?limit=2&offset=3')).toEqual(all.slice(3, 5));
    expect(await service.okJson('/teams')).toHaveLength(100);
  });

  it('names the bad parameter', async () => {
    for (const [url, name] of [
      ['/teams?limit=0', 'limit'],
      ['/teams?order=wins', 'order'],
      ['/teams?ascending=maybe', 'ascending'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toContain(name);
    }
  });

  it('is on the catalog mount and in the OpenAPI document', async () => {
    expect(await service.okJson('/catalog/teams?league=epl')).toEqual(
      await service.okJson('/teams?league=epl'),
    );
    const paths = Object.keys((await service.okJson('/openapi.json')).paths);
    expect(paths).toEqual(expect.arrayContaining(['/sports', '/teams']));
  });
});
