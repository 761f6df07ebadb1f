import type { Market } from '../../../server/contract/index.js';
import { formatDate, lazyNumberFormat } from '../../lib/format.js';

/**
 * Fields the venue sends on sports and scalar markets and their events, beyond the contract's:
 * a mirror passes them through as they came; a local venue's markets have none.
 */
interface KindFields {
  sportsMarketType?: string | null;
  line?: number | string | null;
  gameStartTime?: string | null;
  marketType?: string | null;
  lowerBound?: number | string | null;
  upperBound?: number | string | null;
}
interface GameFields {
  score?: string | null;
  period?: string | null;
  live?: boolean | null;
  ended?: boolean | null;
}

export type MarketKind =
  | {
      kind: 'sports';
      /** "Moneyline", "Spread", "Total", "Map handicap", … */
      type: string;
      line: number | null;
      /** The sides as the market names them (its outcomes). */
      teams: string[];
      /** Unix ms; null when the venue gives none. */
      gameStart: number | null;
      /** While or after the game: its score and period as the venue writes them. */
      score: string | null;
      period: string | null;
      state: 'upcoming' | 'live' | 'ended';
    }
  | { kind: 'scalar'; lower: number; upper: number };

const number = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** "map_handicap" → "Map handicap"; the venue's plural names read singular. */
function typeLabel(type: string): string {
  const words = type.replace(/_/g, ' ').trim().toLowerCase();
  const singular = { spreads: 'spread', totals: 'total' }[words] ?? words;
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

/** The venue writes game starts as "2026-04-05 15:10:00+00". */
function gameTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const iso = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function outcomesOf(market: Market): string[] {
  try {
    const parsed: unknown = JSON.parse(market.outcomes);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** A sports or scalar market's kind, or null for a plain binary market. */
export function marketKind(market: Market): MarketKind | null {
  const fields = market as Market & KindFields;
  if (fields.sportsMarketType) {
    const game = (market.events?.[0] ?? {}) as GameFields;
    return {
      kind: 'sports',
      type: typeLabel(fields.sportsMarketType),
      line: number(fields.line),
      teams: outcomesOf(market),
      gameStart: gameTime(fields.gameStartTime),
      score: game.score || null,
      period: game.period || null,
      state: game.ended ? 'ended' : game.live ? 'live' : 'upcoming',
    };
  }
  const lower = number(fields.lowerBound);
  const upper = number(fields.upperBound);
  if (fields.marketType === 'scalar' && lower !== null && upper !== null && upper > lower) {
    return { kind: 'scalar', lower, upper };
  }
  return null;
}

const bound = lazyNumberFormat({ maximumFractionDigits: 6 });
const signedLine = (line: number) => (line > 0 ? `+${line}` : line < 0 ? `−${-line}` : '0');

/** A sports market's type and line: "Spread −3.5", "Total 2.5", "Moneyline". */
export function typeAndLine(kind: Extract<MarketKind, { kind: 'sports' }>): string {
  if (kind.line === null) return kind.type;
  // A spread or handicap line is a side's edge (signed); a total's is the mark (O/U 2.5).
  return `${kind.type} ${kind.type === 'Total' ? String(kind.line) : signedLine(kind.line)}`;
}

/** The kind in a line: "Map handicap −1.5 · FaZe vs illwill · Live 2-0 (2/3)". */
export function kindSummary(kind: MarketKind): string {
  if (kind.kind === 'scalar') {
    return `Scalar ${bound().format(kind.lower)} to ${bound().format(kind.upper)}`;
  }
  const parts = [typeAndLine(kind)];
  if (kind.teams.length === 2) parts.push(kind.teams.join(' vs '));
  if (kind.state === 'upcoming' && kind.gameStart !== null) {
    parts.push(`Starts ${formatDate(kind.gameStart, true)}`);
  } else if (kind.state !== 'upcoming') {
    const label = kind.state === 'live' ? 'Live' : 'Final';
    const period = kind.period ? ` (${kind.period})` : '';
    parts.push(kind.score ? `${label} ${kind.score}${period}` : `${label}${period}`);
  }
  return parts.join(' · ');
}

/** What Long and Short pay at resolution, for a scalar market's details. */
export function scalarMeaning(kind: Extract<MarketKind, { kind: 'scalar' }>): string {
  const lower = bound().format(kind.lower);
  const upper = bound().format(kind.upper);
  return (
    `Resolves to a value between ${lower} and ${upper}. Long pays (value − ${lower}) / ` +
    `(${upper} − ${lower}) per share, Short the rest: Long pays $1 at ${upper} or above, Short ` +
    `$1 at ${lower} or below.`
  );
}
