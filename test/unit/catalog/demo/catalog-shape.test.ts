import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CREATOR_WALLETS,
  DEMO_MAIN_SITE,
  DEMO_SITE_IDS,
  type MarketColumns,
} from '../../../../server/catalog/index.js';
import { ADDRESS, HEX_32, ISO_MS, loadDefaultCatalog, type EventRow } from './default-catalog.js';
import { all, count, NOW, type SeededCatalog } from './helpers.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the shape of the default demo catalog', () => {
  let catalog: SeededCatalog;
  let markets: MarketColumns[];
  let events: EventRow[];
  let marketsOf: Map<number, MarketColumns[]>;

  beforeAll(() => {
    ({ catalog, markets, events, marketsOf } = loadDefaultCatalog());
  });
  afterAll(() => catalog.close());

  it('meets the minimum counts and reports what it wrote', () => {
    const { db, summary } = catalog;
    expect(summary.markets).toBe(1500);
    expect(summary.tags).toBeGreaterThanOrEqual(40);
    expect(summary.series).toBeGreaterThanOrEqual(15);
    expect(summary.sports).toBe(5);
    expect(summary.teams).toBeGreaterThanOrEqual(100);
    expect(summary.events).toBeGreaterThanOrEqual(400);
    expect(summary.profiles).toBe(300);
    expect(summary.comments).toBeGreaterThan(1000);
    expect(summary).toEqual({
      tags: count(db, 'SELECT COUNT(*) FROM tags'),
      series: count(db, 'SELECT COUNT(*) FROM series'),
      sports: count(db, 'SELECT COUNT(*) FROM sports'),
      teams: count(db, 'SELECT COUNT(*) FROM teams'),
      events: count(db, 'SELECT COUNT(*) FROM events'),
      markets: count(db, 'SELECT COUNT(*) FROM markets'),
      comments: count(db, 'SELECT COUNT(*) FROM comments'),
      profiles: count(db, 'SELECT COUNT(*) FROM profiles'),
    });
    expect(count(db, 'SELECT COUNT(*) FROM tag_relations')).toBeGreaterThan(40);
  });

  it('has recurring series whose events repeat one pattern', () => {
    const series = all<{ id: number; slug: string; series_type: string; recurrence: string }>(
      catalog.db,
      'SELECT id, slug, series_type, recurrence FROM series',
    );
    expect(new Set(series.map((row) => row.recurrence))).toEqual(
      new Set(['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'annual']),
    );
    expect(series.every((row) => row.series_type === 'single')).toBe(true);
    const fedTitles = all<{ title: string }>(
      catalog.db,
      `SELECT e.title FROM events e JOIN series_events se ON se.event_id = e.id
       JOIN series s ON s.id = se.series_id WHERE s.slug = 'fed-interest-rates'`,
    ).map((row) => row.title);
    expect(fedTitles.length).toBeGreaterThanOrEqual(2);
    for (const title of fedTitles) expect(title).toMatch(/^Fed decision in [A-Z][a-z]+ \d{4}\?$/);
    const withEvents = count(catalog.db, 'SELECT COUNT(DISTINCT series_id) FROM series_events');
    expect(withEvents).toBe(series.length);
  });

  it('mixes single-market events and neg-risk groups sharing one neg-risk market id', () => {
    const groups = events.filter((event) => event.neg_risk === 1);
    const singles = events.filter((event) => event.neg_risk === 0);
    expect(groups.length).toBeGreaterThan(50);
    expect(singles.length).toBeGreaterThan(100);
    for (const event of groups) {
      const own = marketsOf.get(event.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(event.neg_risk_market_id).toMatch(HEX_32);
      for (const market of own) {
        expect(market.neg_risk).toBe(1);
        expect(market.neg_risk_market_id).toBe(event.neg_risk_market_id);
        expect(market.question_id.slice(0, 64)).toBe(event.neg_risk_market_id.slice(0, 64));
        expect(market.group_item_title).not.toBe('');
      }
      expect(new Set(own.map((market) => market.group_item_title)).size).toBe(own.length);
    }
    for (const event of singles) {
      expect(marketsOf.get(event.id)).toHaveLength(1);
      expect(event.neg_risk_market_id).toBe('');
    }
  });

  it('formats ids, slugs, outcomes and timestamps as the venue does', () => {
    const tokens = all<{
      token_id: string;
      market_id: number;
      outcome_index: number;
      outcome: string;
    }>(catalog.db, 'SELECT * FROM market_tokens ORDER BY market_id, outcome_index');
    expect(tokens).toHaveLength(markets.length * 2);
    for (const token of tokens) {
      expect(token.token_id).toMatch(/^[1-9][0-9]*$/);
      expect(BigInt(token.token_id) < 2n ** 256n).toBe(true);
    }
    const outcomesOf = new Map<number, string[]>();
    for (const token of tokens) {
      outcomesOf.set(token.market_id, [...(outcomesOf.get(token.market_id) ?? []), token.outcome]);
    }
    const labels = new Set<string>();
    for (const market of markets) {
      expect(market.condition_id).toMatch(HEX_32);
      expect(market.question_id).toMatch(HEX_32);
      expect(market.slug).toMatch(SLUG);
      expect(market.creator).toMatch(ADDRESS);
      const outcomes = JSON.parse(market.outcomes) as string[];
      expect(outcomes).toHaveLength(2);
      expect(outcomesOf.get(market.id)).toEqual(outcomes);
      labels.add(outcomes.join('/'));
      for (const date of [
        market.start_date,
        market.end_date,
        market.created_at,
        market.updated_at,
      ]) {
        expect(date).toMatch(ISO_MS);
      }
    }
    expect(labels).toContain('Yes/No');
    expect(labels).toContain('Up/Down');
    expect(labels.size).toBeGreaterThan(10);
    for (const event of events) expect(event.slug).toMatch(SLUG);
  });

  it('serves every image from the service itself', () => {
    const images = [
      ...markets.flatMap((market) => [market.image, market.icon]),
      ...events.map((event) => event.image),
      ...all<{ image: string }>(catalog.db, 'SELECT image FROM series').map((row) => row.image),
      ...all<{ image: string }>(catalog.db, 'SELECT profile_image AS image FROM profiles').map(
        (row) => row.image,
      ),
    ];
    for (const image of images) expect(image).toMatch(/^\/assets\/icons\/[^/]+\.svg$/);
  });

  it('covers every category with its own tag', () => {
    const categories = [
      'politics',
      'elections',
      'crypto',
      'economy',
      'sports',
      'tech',
      'science',
      'culture',
      'weather',
      'world',
    ];
    for (const slug of categories) {
      const tagged = count(
        catalog.db,
        'SELECT COUNT(*) FROM event_tags et JOIN tags t ON t.id = et.tag_id WHERE t.slug = ?',
        slug,
      );
      expect(tagged, slug).toBeGreaterThan(0);
    }
  });

  it('attributes markets to the demo creators and lists them on sites', () => {
    const creators = new Set(markets.map((market) => market.creator));
    expect([...creators].sort()).toEqual([...DEMO_CREATOR_WALLETS].sort());
    const sites = all<{ id: string }>(catalog.db, 'SELECT id FROM sites').map((row) => row.id);
    expect(sites.sort()).toEqual([...DEMO_SITE_IDS].sort());
    const listed = (site: string): number =>
      count(catalog.db, 'SELECT COUNT(*) FROM site_markets WHERE site_id = ?', site);
    expect(listed(DEMO_MAIN_SITE)).toBe(markets.length);
    for (const site of DEMO_SITE_IDS.filter((id) => id !== DEMO_MAIN_SITE)) {
      expect(listed(site)).toBeGreaterThan(0);
      expect(listed(site)).toBeLessThan(markets.length);
    }
    const offTopic = count(
      catalog.db,
      `SELECT COUNT(*) FROM site_markets sm JOIN markets m ON m.id = sm.market_id
       WHERE sm.site_id = 'sportsdesk' AND NOT EXISTS (SELECT 1 FROM event_tags et
         JOIN tags t ON t.id = et.tag_id WHERE et.event_id = m.event_id AND t.slug = 'sports')`,
    );
    expect(offTopic).toBe(0);
  });

  it('writes comments, replies and reactions by profiled wallets', () => {
    const { db } = catalog;
    const orphans = count(
      db,
      `SELECT COUNT(*) FROM (
         SELECT user_address AS a FROM comments UNION ALL
         SELECT reply_address FROM comments WHERE reply_address IS NOT NULL UNION ALL
         SELECT user_address FROM comment_reactions)
       WHERE a NOT IN (SELECT address FROM profiles)`,
    );
    expect(orphans).toBe(0);
    expect(
      count(db, 'SELECT COUNT(*) FROM comments WHERE parent_comment_id IS NOT NULL'),
    ).toBeGreaterThan(100);
    expect(count(db, 'SELECT COUNT(*) FROM comment_reactions')).toBeGreaterThan(100);
    const misplacedReplies = count(
      db,
      `SELECT COUNT(*) FROM comments c JOIN comments p ON p.id = c.parent_comment_id
       WHERE p.parent_entity_id <> c.parent_entity_id OR c.created_at < p.created_at
         OR c.reply_address IS NULL`,
    );
    expect(misplacedReplies).toBe(0);
    const strayComments = count(
      db,
      `SELECT COUNT(*) FROM comments WHERE parent_entity_type <> 'Event'
         OR parent_entity_id NOT IN (SELECT id FROM events) OR created_at > ?`,
      NOW.toISOString(),
    );
    expect(strayComments).toBe(0);
    const profiles = all<{ address: string; proxy_wallet: string; pseudonym: string }>(
      db,
      'SELECT address, proxy_wallet, pseudonym FROM profiles',
    );
    for (const profile of profiles) {
      expect(profile.address).toMatch(ADDRESS);
      expect(profile.proxy_wallet).toMatch(ADDRESS);
      expect(profile.proxy_wallet).not.toBe(profile.address);
      expect(profile.pseudonym).toMatch(/^[A-Z][a-z]+(-[A-Z][a-z]+)+$/);
    }
    expect(count(db, 'SELECT COUNT(*) FROM profiles WHERE is_mod = 1')).toBeGreaterThan(0);
  });
});
