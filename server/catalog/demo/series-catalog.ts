import { addMonths, DAY, HOUR, hourOfDay, longDate, monthDay } from './dates.js';
import { COINS, priceBrackets, strikeQuestion, upOrDown, type Coin } from './vocabulary/crypto.js';
import { personOfTheYear, weekendBoxOffice } from './vocabulary/culture.js';
import { cpiBrackets, fedDecision, gdpBrackets } from './vocabulary/economy.js';
import { gameEvent, pairing, soccerMatch } from './vocabulary/sports.js';
import { EPL, NBA, NFL } from './vocabulary/sports-teams.js';
import { bestAiModel } from './vocabulary/tech.js';
import type { EventTemplate } from './vocabulary/types.js';
import { CITIES, dailyHigh, type WeatherCity } from './vocabulary/weather.js';

export type Recurrence = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'annual';

export interface SeriesDefinition {
  slug: string;
  title: string;
  recurrence: Recurrence;
  /** Share of the catalog's recurring events that this series takes. */
  weight: number;
  /** Most upcoming (still open) occurrences listed. */
  upcoming: number;
  /** When trading on an occurrence opens, before it ends. */
  leadMs: number;
  /** Time of day (UTC) and, for weekly series, weekday (0 = Sunday) or, for monthly ones, day. */
  at: { hour: number; minute?: number; weekday?: number; day?: number; month?: number };
  template: EventTemplate;
}

/** Most occurrences per series: beyond these spans a series would look implausible. */
export const MAX_OCCURRENCES: Record<Recurrence, number> = {
  hourly: 1_000_000,
  daily: 1_500,
  weekly: 300,
  monthly: 60,
  quarterly: 20,
  annual: 8,
};

const btc = COINS[0] as Coin;
const eth = COINS[1] as Coin;
const sol = COINS[2] as Coin;
const nyc = CITIES[0] as WeatherCity;
const london = CITIES[1] as WeatherCity;

const single = (category: EventTemplate['category'], build: EventTemplate['build']) => ({
  category,
  minMarkets: 1,
  maxMarkets: 1,
  build,
});
const group = (
  category: EventTemplate['category'],
  minMarkets: number,
  maxMarkets: number,
  build: EventTemplate['build'],
) => ({ category, minMarkets, maxMarkets, build });

export const SERIES: readonly SeriesDefinition[] = [
  {
    slug: 'btc-up-or-down-hourly',
    title: 'BTC Up or Down Hourly',
    recurrence: 'hourly',
    weight: 5,
    upcoming: 12,
    leadMs: DAY,
    at: { hour: 0 },
    template: single('crypto', ({ end }) => {
      const start = new Date(end.getTime() - HOUR);
      return upOrDown(
        btc,
        `${monthDay(start)}, ${hourOfDay(start)}`,
        `the hour from ${hourOfDay(start)} to ${hourOfDay(end)} on ${longDate(start)}`,
      );
    }),
  },
  {
    slug: 'bitcoin-price-daily',
    title: 'Bitcoin Price Daily',
    recurrence: 'daily',
    weight: 3,
    upcoming: 3,
    leadMs: 3 * DAY,
    at: { hour: 16 },
    template: group('crypto', 4, 12, ({ random, end, count }) =>
      priceBrackets(random, btc, end, count),
    ),
  },
  {
    slug: 'ethereum-above-daily',
    title: 'Ethereum Above Daily',
    recurrence: 'daily',
    weight: 2,
    upcoming: 3,
    leadMs: 2 * DAY,
    at: { hour: 16 },
    template: single('crypto', ({ random, end }) => strikeQuestion(random, eth, end)),
  },
  {
    slug: 'solana-up-or-down-daily',
    title: 'Solana Up or Down Daily',
    recurrence: 'daily',
    weight: 2,
    upcoming: 2,
    leadMs: DAY,
    at: { hour: 16 },
    template: single('crypto', ({ end }) =>
      upOrDown(sol, monthDay(end), `the 24 hours ending at noon ET on ${longDate(end)}`),
    ),
  },
  {
    slug: 'nyc-daily-high-temperature',
    title: 'NYC Daily High Temperature',
    recurrence: 'daily',
    weight: 2,
    upcoming: 3,
    leadMs: 2 * DAY,
    at: { hour: 23 },
    template: group('weather', 5, 9, ({ random, end, count }) =>
      dailyHigh(nyc, end, count, random.int(-3, 3)),
    ),
  },
  {
    slug: 'london-daily-high-temperature',
    title: 'London Daily High Temperature',
    recurrence: 'daily',
    weight: 1.5,
    upcoming: 3,
    leadMs: 2 * DAY,
    at: { hour: 22 },
    template: group('weather', 5, 9, ({ random, end, count }) =>
      dailyHigh(london, end, count, random.int(-2, 2)),
    ),
  },
  {
    slug: 'nba-game-of-the-week',
    title: 'NBA Game of the Week',
    recurrence: 'weekly',
    weight: 1.5,
    upcoming: 2,
    leadMs: 6 * DAY,
    at: { hour: 1, weekday: 4 },
    template: single('sports', ({ random, end }) => gameEvent(NBA, ...pairing(random, NBA), end)),
  },
  {
    slug: 'nfl-sunday-game',
    title: 'NFL Sunday Game',
    recurrence: 'weekly',
    weight: 1.5,
    upcoming: 2,
    leadMs: 6 * DAY,
    at: { hour: 21, weekday: 0 },
    template: single('sports', ({ random, end }) => gameEvent(NFL, ...pairing(random, NFL), end)),
  },
  {
    slug: 'premier-league-match-of-the-week',
    title: 'Premier League Match of the Week',
    recurrence: 'weekly',
    weight: 1.5,
    upcoming: 2,
    leadMs: 6 * DAY,
    at: { hour: 17, weekday: 6 },
    template: group('sports', 3, 3, ({ random, end }) => soccerMatch(...pairing(random, EPL), end)),
  },
  {
    slug: 'weekend-box-office',
    title: 'Weekend Box Office',
    recurrence: 'weekly',
    weight: 1,
    upcoming: 1,
    leadMs: 6 * DAY,
    at: { hour: 23, weekday: 0 },
    template: group('culture', 3, 8, ({ random, end, count }) =>
      weekendBoxOffice(random, end, count),
    ),
  },
  {
    slug: 'fed-interest-rates',
    title: 'Fed Interest Rates',
    recurrence: 'monthly',
    weight: 1,
    upcoming: 8,
    leadMs: 120 * DAY,
    at: { hour: 18, day: 18 },
    template: group('economy', 4, 4, ({ end, count }) => fedDecision(end, count)),
  },
  {
    slug: 'us-cpi-monthly',
    title: 'US CPI Monthly',
    recurrence: 'monthly',
    weight: 1,
    upcoming: 2,
    leadMs: 40 * DAY,
    at: { hour: 12, minute: 30, day: 12 },
    template: group('economy', 5, 9, ({ random, end, count }) =>
      cpiBrackets(addMonths(end, -1), count, random.int(24, 34)),
    ),
  },
  {
    slug: 'best-ai-model-monthly',
    title: 'Best AI Model Monthly',
    recurrence: 'monthly',
    weight: 1,
    upcoming: 2,
    leadMs: 35 * DAY,
    at: { hour: 16, day: 28 },
    template: group('tech', 4, 10, ({ random, end, count }) => bestAiModel(random, end, count)),
  },
  {
    slug: 'us-gdp-quarterly',
    title: 'US GDP Growth Quarterly',
    recurrence: 'quarterly',
    weight: 0.5,
    upcoming: 2,
    leadMs: 100 * DAY,
    at: { hour: 12, minute: 30, day: 28, month: 0 },
    template: group('economy', 5, 8, ({ random, end, count }) =>
      gdpBrackets(addMonths(end, -1), count, random.int(0, 40)),
    ),
  },
  {
    slug: 'time-person-of-the-year',
    title: 'Time Person of the Year',
    recurrence: 'annual',
    weight: 0.3,
    upcoming: 1,
    leadMs: 300 * DAY,
    at: { hour: 13, day: 10, month: 11 },
    template: group('culture', 5, 10, ({ random, end, count }) =>
      personOfTheYear(random, end, count),
    ),
  },
];
