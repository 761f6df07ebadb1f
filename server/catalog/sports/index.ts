import type { Sport, Team } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import {
  IN_LIST,
  SqlFilter,
  assetUrl,
  createStatementCache,
  hasValues,
  jsonList,
} from '../shared/index.js';
import { upstreamObject } from '../shared/upstream-object.js';
import type { Catalog, CatalogOptions } from '../types.js';

interface SportRow {
  id: number;
  sport: string;
  image: string;
  resolution: string;
  ordering: string;
  tag_ids: string;
  series_id: number | null;
  created_at: string;
  /** A mirror's league as its upstream sent it; null on a local venue. */
  upstream_json: string | null;
}

interface TeamRow {
  id: number;
  name: string;
  league: string;
  record: string;
  logo: string;
  abbreviation: string;
  alias: string;
  created_at: string;
  updated_at: string;
  upstream_json: string | null;
}

const SPORTS = `SELECT id, sport, image, resolution, ordering, tag_ids, series_id, created_at,
  upstream_json FROM sports ORDER BY id`;

const TEAM_COLUMNS = `id, name, league, record, logo, abbreviation, alias, created_at,
  updated_at, upstream_json`;

const TEAM_ORDER: Record<string, string> = {
  id: 'id',
  name: 'name',
  league: 'league',
  abbreviation: 'abbreviation',
  createdAt: 'created_at',
};

/** GET /sports and GET /teams: the leagues of the catalog's sports markets and their teams. */
export function createSportsQueries(
  db: Database,
  options: CatalogOptions,
): Pick<Catalog, 'listSports' | 'listTeams'> {
  const statements = createStatementCache(db, 32);
  return {
    listSports(): Sport[] {
      const baseUrl = options.assetBaseUrl();
      return statements.all<SportRow>(SPORTS).map((row) =>
        row.upstream_json !== null
          ? upstreamObject<Sport>(row.upstream_json)
          : {
              id: row.id,
              sport: row.sport,
              image: assetUrl(row.image, baseUrl),
              resolution: row.resolution,
              ordering: row.ordering,
              tags: row.tag_ids,
              series: row.series_id === null ? '' : String(row.series_id),
              createdAt: row.created_at,
            },
      );
    },
    listTeams(query): Team[] {
      const baseUrl = options.assetBaseUrl();
      const filter = new SqlFilter();
      if (hasValues(query.league)) {
        filter.add(
          `league ${IN_LIST}`,
          jsonList(query.league.map((league) => league.toLowerCase())),
        );
      }
      if (hasValues(query.name)) {
        filter.add(
          `lower(name) ${IN_LIST}`,
          jsonList(query.name.map((name) => name.toLowerCase())),
        );
      }
      if (hasValues(query.abbreviation)) {
        const abbreviations = query.abbreviation.map((value) => value.toUpperCase());
        filter.add(`abbreviation ${IN_LIST}`, jsonList(abbreviations));
      }
      const direction = query.ascending ? 'ASC' : 'DESC';
      const sql = `SELECT ${TEAM_COLUMNS} FROM teams ${filter.where()}
        ORDER BY ${TEAM_ORDER[query.order ?? 'id']} ${direction}, id ${direction} LIMIT ? OFFSET ?`;
      return statements
        .all<TeamRow>(sql, ...filter.params, query.limit, query.offset)
        .map((row): Team =>
          row.upstream_json !== null
            ? upstreamObject<Team>(row.upstream_json)
            : {
                id: row.id,
                name: row.name,
                league: row.league,
                record: row.record,
                logo: assetUrl(row.logo, baseUrl),
                abbreviation: row.abbreviation,
                alias: row.alias,
                createdAt: row.created_at,
                updatedAt: row.updated_at,
              },
        );
    },
  };
}
