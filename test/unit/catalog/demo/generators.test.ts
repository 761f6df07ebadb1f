import { describe, expect, it } from 'vitest';
import {
  createSlugRegistry,
  kebabCase,
  negRiskMarketIdFor,
  negRiskQuestionId,
  outcomeTokenId,
  walletAddress,
} from '../../../../server/catalog/demo/ids.js';
import { planEvents } from '../../../../server/catalog/demo/plan.js';
import { createRandom, weightedIndexSampler } from '../../../../server/catalog/demo/random.js';
import { SERIES } from '../../../../server/catalog/demo/series-catalog.js';
import { firstOccurrenceAfter, occurrence } from '../../../../server/catalog/demo/series.js';
import { NOW } from './helpers.js';

describe('the seeded random source', () => {
  it('repeats its sequence for a seed and differs across seeds', () => {
    const draw = (seed: number): number[] => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(createRandom(1).fork('a').next()).not.toBe(createRandom(1).fork('b').next());
  });

  it('stays within the bounds it is given', () => {
    const random = createRandom(3);
    for (let i = 0; i < 2000; i += 1) {
      const value = random.int(-2, 4);
      expect(Number.isInteger(value) && value >= -2 && value <= 4).toBe(true);
      const float = random.next();
      expect(float >= 0 && float < 1).toBe(true);
    }
    const picked = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('draws indices in proportion to their weights', () => {
    const next = weightedIndexSampler(createRandom(9), [1, 0, 3]);
    const counts = [0, 0, 0];
    for (let i = 0; i < 4000; i += 1) {
      const index = next();
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    expect((counts[2] as number) / (counts[0] as number)).toBeGreaterThan(2.5);
    expect((counts[2] as number) / (counts[0] as number)).toBeLessThan(3.5);
  });
});

describe('demo ids and slugs', () => {
  it('derives venue-shaped ids', () => {
    expect(walletAddress('x')).toMatch(/^0x[0-9a-f]{40}$/);
    const marketId = negRiskMarketIdFor('event');
    expect(marketId).toMatch(/^0x[0-9a-f]{62}00$/);
    expect(negRiskQuestionId(marketId, 10)).toBe(`${marketId.slice(0, 64)}0a`);
    const token = outcomeTokenId(`0x${'ab'.repeat(32)}`, 1);
    expect(token).toMatch(/^[0-9]+$/);
    expect(token).not.toBe(outcomeTokenId(`0x${'ab'.repeat(32)}`, 0));
  });

  it('makes unique kebab-case slugs', () => {
    expect(kebabCase('Will Bitcoin reach $100,000 by June 30, 2026?')).toBe(
      'will-bitcoin-reach-100000-by-june-30-2026',
    );
    expect(kebabCase('Bloc Québécois & Greens')).toBe('bloc-quebecois-and-greens');
    expect(kebabCase('word '.repeat(40)).length).toBeLessThanOrEqual(80);
    const slug = createSlugRegistry();
    expect([slug('Fed decision'), slug('Fed decision'), slug('fed-decision-2')]).toEqual([
      'fed-decision',
      'fed-decision-2',
      'fed-decision-2-2',
    ]);
  });
});

describe('planning the events', () => {
  it.each([1, 5, 17, 1500])('fits exactly %i markets with valid event sizes', (markets) => {
    const slots = planEvents(createRandom(markets), NOW, markets);
    expect(slots.reduce((sum, slot) => sum + slot.marketCount, 0)).toBe(markets);
    for (const slot of slots) {
      expect(slot.marketCount).toBeGreaterThanOrEqual(slot.template.minMarkets);
      expect(slot.marketCount).toBeLessThanOrEqual(slot.template.maxMarkets);
      expect(slot.createdMs).toBeLessThan(slot.startMs);
      expect(slot.startMs).toBeLessThan(NOW.getTime());
      expect(slot.status === 'open').toBe(slot.endMs > NOW.getTime());
    }
    const created = slots.map((slot) => slot.createdMs);
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('places each series on its calendar around now', () => {
    for (const definition of SERIES) {
      const first = firstOccurrenceAfter(definition, NOW);
      expect(first.getTime(), definition.slug).toBeGreaterThan(NOW.getTime());
      const previous = occurrence(first, definition.recurrence, -1);
      expect(previous.getTime(), definition.slug).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});
