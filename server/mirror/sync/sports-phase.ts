import { catalogId } from './to-rows.js';
import { getCatalog, readOffsetList, writePage, type PassContext } from './pass-context.js';
import { isNotFound } from './upstream-port.js';

interface WireSport {
  id: number | string;
  sport?: string | null;
  image?: string | null;
  resolution?: string | null;
  ordering?: string | null;
  tags?: string | null;
  series?: string | number | null;
  createdAt?: string | null;
}

interface WireTeam {
  id: number | string;
  name?: string | null;
  league?: string | null;
  record?: string | null;
  logo?: string | null;
  abbreviation?: string | null;
  alias?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** A list the upstream may not offer (404): null then, and the tables stay as they are. */
async function listIfOffered<T>(context: PassContext, path: string): Promise<T[] | null> {
  try {
    return await getCatalog<T[]>(context, path);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Every team, a page at a time until the upstream answers an empty page; `ended` false when
 * the list was not read to its end, and null when the upstream does not list teams.
 */
async function allTeams(
  context: PassContext,
  size: number,
): Promise<{ teams: WireTeam[]; ended: boolean } | null> {
  const teams: WireTeam[] = [];
  try {
    const ended = await readOffsetList<WireTeam>(
      context,
      '/teams',
      size,
      0,
      (team) => catalogId(team.id),
      (page) => void teams.push(...page),
    );
    return { teams, ended };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Sports and teams (GET /sports, GET /teams): small lists, read whole and written in one
 * transaction that also drops what the upstream no longer lists, once a list was read to its
 * end.
 */
export async function syncSportsAndTeams(context: PassContext, teamsPage: number): Promise<void> {
  const sports = await listIfOffered<WireSport>(context, '/sports');
  const listed = await allTeams(context, teamsPage);
  const teams = listed?.teams ?? null;
  const { db } = context;
  const seriesExists = db.prepare<[number]>('SELECT 1 FROM series WHERE id = ?').pluck();
  const putSport = db.prepare(
    `INSERT INTO sports (id, sport, image, resolution, ordering, tag_ids, series_id, created_at,
       upstream_json)
     VALUES (@id, @sport, @image, @resolution, @ordering, @tag_ids, @series_id, @created_at,
       @upstream_json)
     ON CONFLICT(id) DO UPDATE SET sport = excluded.sport, image = excluded.image,
       resolution = excluded.resolution, ordering = excluded.ordering,
       tag_ids = excluded.tag_ids, series_id = excluded.series_id,
       created_at = excluded.created_at, upstream_json = excluded.upstream_json`,
  );
  const dropSports = db.prepare(
    'DELETE FROM sports WHERE id NOT IN (SELECT value FROM json_each(?))',
  );
  const clearSport = db.prepare('DELETE FROM sports WHERE sport = ? AND id <> ?');
  const dropTeams = db.prepare(
    'DELETE FROM teams WHERE id NOT IN (SELECT value FROM json_each(?))',
  );
  const putTeam = db.prepare(
    `INSERT INTO teams (id, name, league, record, logo, abbreviation, alias, created_at,
       updated_at, upstream_json)
     VALUES (@id, @name, @league, @record, @logo, @abbreviation, @alias, @created_at, @updated_at,
       @upstream_json)
     ON CONFLICT(id) DO UPDATE SET name = excluded.name, league = excluded.league,
       record = excluded.record, logo = excluded.logo, abbreviation = excluded.abbreviation,
       alias = excluded.alias, created_at = excluded.created_at, updated_at = excluded.updated_at,
       upstream_json = excluded.upstream_json
     WHERE teams.upstream_json IS NOT excluded.upstream_json`,
  );
  await writePage(context, () => {
    if (sports !== null) {
      dropSports.run(JSON.stringify(sports.map((sport) => catalogId(sport.id))));
      for (const sport of sports) {
        const series = sport.series ? Number(sport.series) : null;
        clearSport.run(sport.sport ?? '', catalogId(sport.id));
        putSport.run({
          id: catalogId(sport.id),
          sport: sport.sport ?? String(sport.id),
          image: sport.image ?? '',
          resolution: sport.resolution ?? '',
          ordering: sport.ordering ?? 'home',
          tag_ids: sport.tags ?? '',
          series_id: series !== null && seriesExists.get(series) !== undefined ? series : null,
          created_at: sport.createdAt ?? '',
          upstream_json: JSON.stringify(sport),
        });
      }
    }
    if (teams !== null) {
      if (listed?.ended) dropTeams.run(JSON.stringify(teams.map((team) => catalogId(team.id))));
      for (const team of teams) {
        const updatedAt = team.updatedAt ?? team.createdAt ?? '';
        putTeam.run({
          id: catalogId(team.id),
          name: team.name ?? '',
          league: team.league ?? '',
          record: team.record ?? '',
          logo: team.logo ?? '',
          abbreviation: team.abbreviation ?? '',
          alias: team.alias ?? '',
          created_at: team.createdAt ?? updatedAt,
          updated_at: updatedAt,
          upstream_json: JSON.stringify(team),
        });
      }
    }
  });
}
