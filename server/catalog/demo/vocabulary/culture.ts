import { DAY, longDate, monthDay, monthYear } from '../dates.js';
import type { Random } from '../random.js';
import { distinct, groupEvent, personName, singleEvent } from './helpers.js';
import type { EventDraft, EventTemplate } from './types.js';

// Invented film titles and artists, built from two word lists.
const TITLE_OPENERS = [
  'The Last',
  'Beyond the',
  'Return of the',
  'Midnight',
  'The Silent',
  'Echoes of the',
  'City of',
  'The Glass',
  'Northern',
  'A Quiet',
  'Kingdom of the',
  'The Paper',
];
const TITLE_NOUNS = [
  'Harbor',
  'Lanterns',
  'Orchard',
  'Frontier',
  'Tide',
  'Cartographer',
  'Summer',
  'Empire',
  'Garden',
  'Signal',
  'Monsoon',
  'Lighthouse',
  'Comet',
  'Archive',
];
const STAGE_FIRST = ['Luna', 'Kai', 'Nova', 'Remy', 'Sable', 'Juno', 'Orion', 'Vesper', 'Indigo'];
const STAGE_LAST = ['Vale', 'Rivers', 'Monroe', 'Sky', 'Blaze', 'Hart', 'Reyes', 'Frost', 'Knox'];

const filmTitle = (random: Random): string =>
  `${random.pick(TITLE_OPENERS)} ${random.pick(TITLE_NOUNS)}`;
const artistName = (random: Random): string =>
  `${random.pick(STAGE_FIRST)} ${random.pick(STAGE_LAST)}`;

/** "Top grossing movie this weekend (March 20-22)?" */
export function weekendBoxOffice(random: Random, sunday: Date, count: number): EventDraft {
  const friday = new Date(sunday.getTime() - 2 * DAY);
  const sameMonth = friday.getUTCMonth() === sunday.getUTCMonth();
  const label = `${monthDay(friday)}-${sameMonth ? sunday.getUTCDate() : monthDay(sunday)}`;
  return groupEvent({
    title: `Top grossing movie this weekend (${label})?`,
    summary: `This market group covers which film has the highest domestic (US and Canada) box office gross over the weekend of ${label}.`,
    items: distinct(count, () => filmTitle(random)),
    question: (film) => `Will "${film}" be the top grossing movie this weekend (${label})?`,
    condition: (film) =>
      `"${film}" has the highest Friday-to-Sunday domestic gross for the weekend of ${label} as reported by Box Office Mojo`,
    rules:
      'Studio estimates published on Sunday are used; later actuals do not change the resolution.',
    source: 'Box Office Mojo weekend charts',
    resolutionSource: 'https://www.boxofficemojo.com/weekend/',
    tags: ['movies', 'box-office'],
  });
}

/** "Time Person of the Year 2026" among invented public figures. */
export function personOfTheYear(random: Random, announcement: Date, count: number): EventDraft {
  const year = announcement.getUTCFullYear();
  return groupEvent({
    title: `Time Person of the Year ${year}`,
    summary: `This market group covers who Time magazine names its Person of the Year for ${year}.`,
    items: distinct(count, () => personName(random)),
    question: (name) => `Will ${name} be Time's ${year} Person of the Year?`,
    condition: (name) =>
      `Time names ${name} as its ${year} Person of the Year, alone or as part of a group`,
    rules:
      'If Time does not announce a Person of the Year by January 31 of the following year, all markets resolve to "No".',
    source: 'Time magazine',
    resolutionSource: 'https://time.com',
    tags: ['awards'],
  });
}

export const cultureTemplates: readonly EventTemplate[] = [
  {
    category: 'culture',
    minMarkets: 3,
    maxMarkets: 10,
    horizonDays: 300,
    build: ({ random, end, count }) => {
      const ceremony = end.getUTCFullYear();
      return groupEvent({
        title: `Oscars ${ceremony}: Best Picture Winner`,
        summary: `This market group covers which film wins Best Picture at the ${ceremony} Academy Awards.`,
        items: distinct(count, () => filmTitle(random)),
        question: (film) => `Will "${film}" win Best Picture at the ${ceremony} Oscars?`,
        condition: (film) =>
          `"${film}" is announced as the Best Picture winner at the ${ceremony} Academy Awards`,
        rules:
          'If the ceremony is postponed beyond the end of the year, all markets resolve to "No".',
        source: 'the Academy of Motion Picture Arts and Sciences',
        resolutionSource: 'https://www.oscars.org',
        tags: ['movies', 'awards', 'oscars'],
      });
    },
  },
  {
    category: 'culture',
    minMarkets: 3,
    maxMarkets: 10,
    build: ({ random, end, count }) => {
      const month = monthYear(end);
      return groupEvent({
        title: `Top Spotify artist in ${month}?`,
        summary: `This market group covers which artist has the most monthly listeners on Spotify at the end of ${month}.`,
        items: distinct(count, () => artistName(random)),
        question: (artist) => `Will ${artist} be the top Spotify artist in ${month}?`,
        condition: (artist) =>
          `${artist} has the most monthly listeners on Spotify on the last day of ${month}`,
        rules: 'The check is made at 12:00 PM ET on the last day of the month.',
        source: 'Spotify artist pages and kworb.net',
        resolutionSource: 'https://kworb.net/spotify/listeners.html',
        tags: ['music'],
      });
    },
  },
  {
    category: 'culture',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 60,
    build: ({ random, end }) => {
      const film = filmTitle(random);
      const gross = random.pick([40, 60, 80, 100, 150]);
      return singleEvent({
        question: `Will "${film}" gross over $${gross}M in its opening weekend?`,
        condition: `"${film}" grosses more than $${gross} million domestically in its opening Friday-to-Sunday weekend, released by ${longDate(end)}`,
        rules:
          'Previews count toward the opening. If the release is delayed past the date above, this market resolves to "No".',
        source: 'Box Office Mojo',
        resolutionSource: 'https://www.boxofficemojo.com',
        tags: ['movies', 'box-office'],
      });
    },
  },
  {
    category: 'culture',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const artist = artistName(random);
      return singleEvent({
        question: `Will ${artist} release a new album by ${longDate(end)}?`,
        condition: `${artist} releases a new studio album of at least 7 new tracks on major streaming platforms by ${longDate(end)}`,
        rules: 'Deluxe editions, live albums and compilations do not count.',
        source: "official streaming platforms and the artist's announcements",
        resolutionSource: '',
        tags: ['music'],
      });
    },
  },
  {
    category: 'culture',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `GTA VI released by ${longDate(end)}?`,
        condition: `Grand Theft Auto VI is officially released in the US by ${longDate(end)}, 11:59 PM ET`,
        rules: 'Early access, betas and leaks do not count. A release on any one console counts.',
        source: 'official information from Rockstar Games or Take-Two Interactive',
        resolutionSource: 'https://www.rockstargames.com',
        tags: ['gaming'],
      }),
  },
];
