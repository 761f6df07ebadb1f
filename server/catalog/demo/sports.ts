import { iconPath } from '../../shared/index.js';
import type { CatalogWriter } from '../writer.js';
import { SERIES } from './series-catalog.js';
import { seriesId } from './series.js';
import { requireTag } from './tags.js';
import { EPL, LEAGUES, type League } from './vocabulary/sports-teams.js';

/** The weekly game series of each league that has one. */
const GAME_SERIES: Readonly<Record<string, string>> = {
  nba: 'nba-game-of-the-week',
  nfl: 'nfl-sunday-game',
  'premier-league': 'premier-league-match-of-the-week',
};

/** The broader tags of a league besides `sports` (tags.ts relates them). */
const LEAGUE_TAGS: Readonly<Record<string, readonly string[]>> = {
  nba: ['basketball'],
  'premier-league': ['soccer'],
};

const FIRST_TEAM_ID = 100_001;

/** `nba`, `nfl`, `epl`: the venue's short names of leagues. */
const sportOf = (league: League): string => (league === EPL ? 'epl' : league.tag);

/** Three letters of the team's last word (`Trail Blazers` → `BLA`, `Arsenal` → `ARS`). */
const abbreviate = (team: string): string =>
  (team.split(' ').at(-1) ?? team).slice(0, 3).toUpperCase();

const slugOf = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The leagues the demo's sports events are drawn from, with their tags and weekly series, and
 * their teams. US leagues name the away team first (`away` ordering), the Premier League the
 * home team. No season has been played: every record is 0-0.
 */
export function writeSports(
  writer: CatalogWriter,
  tagIds: ReadonlyMap<string, number>,
  now: Date,
): { sports: number; teams: number } {
  const createdAt = now.toISOString();
  let teamId = FIRST_TEAM_ID;
  LEAGUES.forEach((league, index) => {
    const sport = sportOf(league);
    const series = GAME_SERIES[league.tag];
    const seriesIndex = series ? SERIES.findIndex((definition) => definition.slug === series) : -1;
    writer.addSport({
      id: index + 1,
      sport,
      image: iconPath(league.tag),
      resolution: league.source,
      ordering: league === EPL ? 'home' : 'away',
      tagIds: ['sports', league.tag, ...(LEAGUE_TAGS[league.tag] ?? [])].map((slug) =>
        requireTag(tagIds, slug),
      ),
      seriesId: seriesIndex >= 0 ? seriesId(seriesIndex) : null,
      createdAt,
    });
    for (const team of league.teams) {
      writer.addTeam({
        id: teamId++,
        name: team,
        league: sport,
        record: '0-0',
        logo: iconPath(`${league.tag}-${slugOf(team)}`),
        abbreviation: abbreviate(team),
        alias: team.toLowerCase(),
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  return { sports: LEAGUES.length, teams: teamId - FIRST_TEAM_ID };
}
