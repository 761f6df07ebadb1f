import type { CatalogWriter } from '../writer.js';
import type { Random } from './random.js';
import { DAY } from './dates.js';
import type { Category } from './vocabulary/types.js';

interface TagDefinition {
  slug: string;
  label: string;
  /** The broader tags this one is related to (both directions are written). */
  related: readonly string[];
  forceShow?: boolean;
}

/** The root tag of each category; every event of the category carries it. */
export const CATEGORY_TAG: Record<Category, string> = {
  politics: 'politics',
  elections: 'elections',
  crypto: 'crypto',
  economy: 'economy',
  sports: 'sports',
  tech: 'tech',
  science: 'science',
  culture: 'culture',
  weather: 'weather',
  world: 'world',
};

const root = (slug: string, label: string): TagDefinition => ({
  slug,
  label,
  related: [],
  forceShow: true,
});
const child = (slug: string, label: string, ...related: string[]): TagDefinition => ({
  slug,
  label,
  related,
});

const TAGS: readonly TagDefinition[] = [
  root('politics', 'Politics'),
  root('elections', 'Elections'),
  root('crypto', 'Crypto'),
  root('economy', 'Economy'),
  root('sports', 'Sports'),
  root('tech', 'Tech'),
  root('science', 'Science'),
  root('culture', 'Culture'),
  root('weather', 'Weather'),
  root('world', 'World'),
  child('us-politics', 'US Politics', 'politics'),
  child('congress', 'Congress', 'politics', 'us-politics'),
  child('supreme-court', 'Supreme Court', 'politics', 'us-politics'),
  child('white-house', 'White House', 'politics', 'us-politics'),
  child('global-elections', 'Global Elections', 'elections', 'world'),
  child('us-elections', 'US Elections', 'elections', 'us-politics'),
  child('primaries', 'Primaries', 'elections', 'us-elections'),
  child('bitcoin', 'Bitcoin', 'crypto'),
  child('ethereum', 'Ethereum', 'crypto'),
  child('solana', 'Solana', 'crypto'),
  child('crypto-prices', 'Crypto Prices', 'crypto'),
  child('up-or-down', 'Up or Down', 'crypto-prices'),
  child('etfs', 'ETFs', 'crypto', 'stocks'),
  child('fed', 'Fed', 'economy'),
  child('fed-rates', 'Fed Rates', 'fed', 'economy'),
  child('inflation', 'Inflation', 'economy'),
  child('gdp', 'GDP', 'economy'),
  child('jobs', 'Jobs', 'economy'),
  child('stocks', 'Stocks', 'economy'),
  child('earnings', 'Earnings', 'stocks', 'business'),
  child('business', 'Business', 'economy'),
  child('nba', 'NBA', 'sports', 'basketball'),
  child('basketball', 'Basketball', 'sports'),
  child('nfl', 'NFL', 'sports'),
  child('soccer', 'Soccer', 'sports'),
  child('premier-league', 'EPL', 'soccer'),
  child('champions-league', 'Champions League', 'soccer'),
  child('tennis', 'Tennis', 'sports'),
  child('formula-1', 'Formula 1', 'sports'),
  child('mlb', 'MLB', 'sports'),
  child('nhl', 'NHL', 'sports'),
  child('golf', 'Golf', 'sports'),
  child('games', 'Games', 'sports'),
  child('ai', 'AI', 'tech'),
  child('openai', 'OpenAI', 'ai'),
  child('big-tech', 'Big Tech', 'tech', 'stocks'),
  child('space', 'Space', 'science'),
  child('spacex', 'SpaceX', 'space', 'tech'),
  child('health', 'Health', 'science'),
  child('movies', 'Movies', 'culture'),
  child('box-office', 'Box Office', 'movies'),
  child('awards', 'Awards', 'culture'),
  child('oscars', 'Oscars', 'awards', 'movies'),
  child('music', 'Music', 'culture'),
  child('gaming', 'Gaming', 'culture', 'tech'),
  child('temperature', 'Temperature', 'weather'),
  child('hurricanes', 'Hurricanes', 'weather'),
  child('climate', 'Climate', 'weather', 'science'),
  child('geopolitics', 'Geopolitics', 'world', 'politics'),
  child('ukraine', 'Ukraine', 'geopolitics'),
  child('middle-east', 'Middle East', 'geopolitics'),
  child('china', 'China', 'geopolitics'),
  child('europe', 'Europe', 'world'),
  child('trade', 'Trade', 'world', 'economy'),
  child('recurring', 'Recurring'),
  child('daily', 'Daily', 'recurring'),
  child('weekly', 'Weekly', 'recurring'),
  child('monthly', 'Monthly', 'recurring'),
];

/** Writes the tags and their relations; answers tag ids by slug. */
export function writeTags(writer: CatalogWriter, random: Random, now: Date): Map<string, number> {
  const ids = new Map<string, number>();
  TAGS.forEach((tag, index) => {
    const id = index + 1;
    const created = now.getTime() - random.between(400, 1200) * DAY;
    writer.addTag({
      id,
      label: tag.label,
      slug: tag.slug,
      forceShow: tag.forceShow ?? false,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(created + random.between(1, 300) * DAY).toISOString(),
    });
    ids.set(tag.slug, id);
  });
  for (const tag of TAGS) {
    const id = ids.get(tag.slug) as number;
    for (const related of tag.related) {
      const relatedId = requireTag(ids, related);
      writer.relateTags(id, relatedId);
      writer.relateTags(relatedId, id);
    }
  }
  return ids;
}

export function requireTag(ids: ReadonlyMap<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo vocabulary names an unknown tag: ${slug}`);
  return id;
}
