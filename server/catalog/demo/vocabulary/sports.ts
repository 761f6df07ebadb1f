import { longDate } from '../dates.js';
import type { Random } from '../random.js';
import { distinct, groupEvent, matchupEvent, ordered, personName, singleEvent } from './helpers.js';
import {
  EPL,
  F1_TEAMS,
  GRAND_PRIX,
  LEAGUES,
  NBA,
  NFL,
  TENNIS_EVENTS,
  type League,
} from './sports-teams.js';
import type { EventDraft, EventTemplate } from './types.js';

const matchupLeagues = LEAGUES.filter((league) => league !== EPL);

/** Two different teams of the league, home side first. */
export function pairing(random: Random, league: League): [string, string] {
  const [home, away] = random.sample(league.teams, 2);
  return [home as string, away as string];
}

/** "NBA: Lakers vs. Celtics" with the teams as the two outcomes. */
export function gameEvent(league: League, home: string, away: string, date: Date): EventDraft {
  return matchupEvent({
    title: `${league.name}: ${away} vs. ${home}`,
    outcomes: [away, home],
    description:
      `This market refers to the ${league.name} game between the ${away} and the ${home}, scheduled for ${longDate(date)}.` +
      `\n\nThis market will resolve to "${away}" if the ${away} win the game and to "${home}" if the ${home} win. Overtime counts.` +
      '\n\nIf the game is postponed, this market will remain open until the game has been completed. If it is canceled entirely, with no make-up game, this market will resolve 50-50.' +
      `\n\nThe resolution source for this market will be official information from ${league.source}.`,
    resolutionSource: league.source,
    tags: [league.tag, 'games'],
    fee: 'sports',
    priceStyle: 'coin-flip',
  });
}

/** A soccer match as three exclusive markets: home win, draw, away win. */
export function soccerMatch(home: string, away: string, date: Date): EventDraft {
  const draw = 'Draw';
  return groupEvent({
    title: `${home} vs. ${away}`,
    summary: `This market group refers to the Premier League match between ${home} and ${away} scheduled for ${longDate(date)}.`,
    items: [home, draw, away],
    question: (item) =>
      item === draw
        ? `Will ${home} vs. ${away} end in a draw?`
        : `Will ${item} win on ${longDate(date)}?`,
    condition: (item) =>
      item === draw
        ? 'the match ends in a draw after regulation time plus stoppage time'
        : `${item} win the match in regulation time plus stoppage time`,
    rules:
      'Extra time and penalty shootouts are not counted. If the match is postponed beyond 7 days or canceled, all markets resolve to "No".',
    source: `official information from ${EPL.source}`,
    resolutionSource: EPL.source,
    tags: ['soccer', EPL.tag, 'games'],
    fee: 'sports',
  });
}

export const sportsTemplates: readonly EventTemplate[] = [
  {
    category: 'sports',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 10,
    build: ({ random, end }) => {
      const league = random.pick(matchupLeagues);
      const [home, away] = pairing(random, league);
      return gameEvent(league, home, away, end);
    },
  },
  {
    category: 'sports',
    minMarkets: 3,
    maxMarkets: 3,
    horizonDays: 10,
    build: ({ random, end }) => {
      const [home, away] = pairing(random, EPL);
      return soccerMatch(home, away, end);
    },
  },
  {
    category: 'sports',
    minMarkets: 2,
    maxMarkets: 20,
    horizonDays: 300,
    build: ({ random, end, count }) => {
      const league = random.pick(LEAGUES.filter((entry) => entry.teams.length >= count));
      const season = end.getUTCFullYear();
      return groupEvent({
        title: `${league.title} ${season}`,
        summary: `This market group covers which team wins the ${season} ${league.trophy}.`,
        items: random.sample(league.teams, count),
        question: (team) => `Will ${league.article}${team} win the ${season} ${league.trophy}?`,
        condition: (team) => `${league.article}${team} win the ${season} ${league.trophy}`,
        rules: 'If the season is canceled or no champion is named, all markets resolve to "No".',
        source: `official information from ${league.source}`,
        resolutionSource: league.source,
        tags: [league.tag],
      });
    },
  },
  {
    category: 'sports',
    minMarkets: 2,
    maxMarkets: 10,
    horizonDays: 45,
    build: ({ random, end, count }) => {
      const race = `${random.pick(GRAND_PRIX)} Grand Prix`;
      return groupEvent({
        title: `F1: ${race} winner (constructor)`,
        summary: `This market group covers which constructor's driver wins the ${end.getUTCFullYear()} ${race}.`,
        items: ordered(random, F1_TEAMS, count),
        question: (team) => `Will a ${team} driver win the ${race}?`,
        condition: (team) =>
          `a driver of ${team} is classified first in the ${race} held by ${longDate(end)}`,
        rules:
          'Post-race penalties applied before the official classification are taken into account.',
        source: 'the official Formula 1 classification',
        resolutionSource: 'https://www.formula1.com',
        tags: ['formula-1'],
      });
    },
  },
  {
    category: 'sports',
    minMarkets: 2,
    maxMarkets: 16,
    horizonDays: 120,
    build: ({ random, end, count }) => {
      const tournament = `${end.getUTCFullYear()} ${random.pick(TENNIS_EVENTS)}`;
      return groupEvent({
        title: `${tournament} Men's Singles Winner`,
        summary: `This market group covers who wins the men's singles title at the ${tournament}.`,
        items: distinct(count, () => personName(random)),
        question: (player) => `Will ${player} win the ${tournament}?`,
        condition: (player) => `${player} wins the men's singles final of the ${tournament}`,
        rules: 'A player who withdraws or is eliminated resolves to "No" for that player.',
        source: 'the official tournament website',
        resolutionSource: 'https://www.atptour.com',
        tags: ['tennis'],
      });
    },
  },
  {
    category: 'sports',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 200,
    build: ({ random, end }) => {
      const league = random.pick([NBA, NFL]);
      const team = random.pick(league.teams);
      return singleEvent({
        question: `Will the ${team} make the ${league.name} playoffs?`,
        condition: `the ${team} qualify for the ${end.getUTCFullYear()} ${league.name} playoffs${league === NBA ? ', including through the play-in tournament' : ''}`,
        rules: `If the regular season is not completed by ${longDate(end)}, this market resolves on the official standings at that date.`,
        source: `official standings on ${league.source}`,
        resolutionSource: league.source,
        tags: [league.tag],
      });
    },
  },
  {
    category: 'sports',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const golfer = personName(random);
      return singleEvent({
        question: `Will ${golfer} win a major championship by ${longDate(end)}?`,
        condition: `${golfer} wins the Masters, the PGA Championship, the US Open or The Open Championship held between market creation and ${longDate(end)}`,
        rules: "Only men's major championships count.",
        source: 'the official websites of the four majors',
        resolutionSource: 'https://www.pgatour.com',
        tags: ['golf'],
      });
    },
  },
];
