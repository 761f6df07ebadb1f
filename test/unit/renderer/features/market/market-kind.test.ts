import { describe, expect, it } from 'vitest';
import type { Market } from '../../../../../server/contract/index.js';
import {
  kindSummary,
  marketKind,
  scalarMeaning,
} from '../../../../../renderer/features/market/market-kind.js';
import { market } from '../../components/support/fixtures.js';

/** A market with the venue's extra fields, as a mirror passes them through. */
const venueMarket = (fields: Record<string, unknown>, event: Record<string, unknown> = {}) => {
  const base = market({ outcomes: '["FaZe", "illwill"]' });
  return { ...base, ...fields, events: [{ ...base.events[0]!, ...event }] } as Market;
};

describe("a market's kind", () => {
  it('reads a sports market: type, line, sides and start, then its live score', () => {
    const upcoming = marketKind(
      venueMarket({
        sportsMarketType: 'map_handicap',
        line: -1.5,
        gameStartTime: '2026-04-05 15:10:00+00',
      }),
    );
    expect(upcoming).toEqual({
      kind: 'sports',
      type: 'Map handicap',
      line: -1.5,
      teams: ['FaZe', 'illwill'],
      gameStart: Date.parse('2026-04-05T15:10:00Z'),
      score: null,
      period: null,
      state: 'upcoming',
    });
    expect(kindSummary(upcoming!)).toMatch(/^Map handicap −1\.5 · FaZe vs illwill · Starts /);

    const live = marketKind(
      venueMarket(
        { sportsMarketType: 'totals', line: '2.5' },
        { live: true, score: '1-0', period: '2/3' },
      ),
    );
    expect(kindSummary(live!)).toBe('Total 2.5 · FaZe vs illwill · Live 1-0 (2/3)');
    const ended = marketKind(
      venueMarket({ sportsMarketType: 'moneyline' }, { ended: true, score: '2-0' }),
    );
    expect(kindSummary(ended!)).toBe('Moneyline · FaZe vs illwill · Final 2-0');
  });

  it('reads a scalar market and says what Long and Short pay', () => {
    const kind = marketKind(
      venueMarket({ marketType: 'scalar', lowerBound: '8000000000', upperBound: '20000000000' }),
    );
    expect(kind).toEqual({ kind: 'scalar', lower: 8e9, upper: 2e10 });
    expect(kindSummary(kind!)).toBe('Scalar 8,000,000,000 to 20,000,000,000');
    expect(scalarMeaning(kind as Extract<typeof kind, { kind: 'scalar' }>)).toMatch(
      /Long pays \$1 at 20,000,000,000 or above, Short \$1 at 8,000,000,000 or below/,
    );
  });

  it('is none for a plain market or a scalar one without usable bounds', () => {
    expect(marketKind(market())).toBeNull();
    expect(
      marketKind(venueMarket({ marketType: 'scalar', lowerBound: '5', upperBound: '5' })),
    ).toBeNull();
  });
});
