import { longDate } from '../dates.js';
import { distinct, groupEvent, ordered, personName, singleEvent } from './helpers.js';
import type { EventTemplate } from './types.js';

const LEADER_POSTS = [
  ['the United Kingdom', 'Prime Minister', 'europe'],
  ['France', 'Prime Minister', 'europe'],
  ['Japan', 'Prime Minister', 'geopolitics'],
  ['Israel', 'Prime Minister', 'middle-east'],
  ['Canada', 'Prime Minister', 'geopolitics'],
  ['Germany', 'Chancellor', 'europe'],
  ['Spain', 'Prime Minister', 'europe'],
  ['Thailand', 'Prime Minister', 'geopolitics'],
] as const;

const TRADE_PAIRS = [
  ['the United States', 'India'],
  ['the United States', 'the European Union'],
  ['the United Kingdom', 'India'],
  ['the European Union', 'Mercosur'],
  ['China', 'Japan'],
  ['the United States', 'Brazil'],
] as const;

const SUMMIT_HOSTS = [
  'Brazil',
  'India',
  'South Africa',
  'Saudi Arabia',
  'Indonesia',
  'Turkey',
  'Mexico',
  'Egypt',
];

export const worldTemplates: readonly EventTemplate[] = [
  {
    category: 'world',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `Russia x Ukraine ceasefire by ${longDate(end)}?`,
        condition: `there is an official ceasefire agreement, defined as a publicly announced and mutually agreed halt in military engagement, between Russia and Ukraine by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'Only ceasefires that constitute a general pause in the conflict qualify. Partial agreements covering energy infrastructure or shipping do not qualify, and humanitarian pauses do not count.',
        source:
          'official announcements from both governments and a wide consensus of credible media reporting',
        resolutionSource: '',
        tags: ['geopolitics', 'ukraine'],
      }),
  },
  {
    category: 'world',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const [country, post, tag] = random.pick(LEADER_POSTS);
      return singleEvent({
        question: `Will the ${post} of ${country} leave office by ${longDate(end)}?`,
        condition: `the person serving as ${post} of ${country} at market creation ceases to hold the office by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'An announced resignation counts only once it takes effect. A caretaker role counts as holding office.',
        source: 'official government sources and a consensus of credible reporting',
        resolutionSource: '',
        tags: ['geopolitics', tag],
      });
    },
  },
  {
    category: 'world',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const [first, second] = random.pick(TRADE_PAIRS);
      return singleEvent({
        question: `Will ${first} and ${second} sign a trade agreement by ${longDate(end)}?`,
        condition: `${first} and ${second} formally sign a bilateral trade agreement or framework by ${longDate(end)}`,
        rules:
          'Announcements of an agreement in principle do not count; a signed text is required.',
        source: 'official statements from both parties',
        resolutionSource: '',
        tags: ['trade'],
      });
    },
  },
  {
    category: 'world',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `Will China and Taiwan hold official talks by ${longDate(end)}?`,
        condition: `official government representatives of the PRC and Taiwan hold a publicly confirmed meeting by ${longDate(end)}`,
        rules: 'Meetings between party officials without a government role do not count.',
        source: 'a consensus of credible reporting',
        resolutionSource: '',
        tags: ['geopolitics', 'china'],
      }),
  },
  {
    category: 'world',
    minMarkets: 2,
    maxMarkets: 10,
    build: ({ random, end, count }) => {
      const [country, post, tag] = random.pick(LEADER_POSTS);
      return groupEvent({
        title: `Next ${post} of ${country}?`,
        summary: `This market group covers who will be the next person to hold the office of ${post} of ${country}.`,
        items: distinct(count, () => personName(random)),
        question: (name) => `Will ${name} be the next ${post} of ${country}?`,
        condition: (name) =>
          `${name} is the next person formally appointed ${post} of ${country} after market creation and by ${longDate(end)}`,
        rules:
          'Interim or acting office-holders do not count. If the incumbent remains in office through the date above, all markets resolve to "No".',
        source: 'official government sources',
        resolutionSource: '',
        tags: ['geopolitics', tag],
      });
    },
  },
  {
    category: 'world',
    minMarkets: 2,
    maxMarkets: 8,
    build: ({ random, end, count }) => {
      const year = end.getUTCFullYear() + 1;
      return groupEvent({
        title: `Where will the ${year} climate summit (COP) be held?`,
        summary: `This market group covers which country is confirmed as host of the UN climate conference in ${year}.`,
        items: ordered(random, SUMMIT_HOSTS, count),
        question: (host) => `Will ${host} host the ${year} COP?`,
        condition: (host) =>
          `the UNFCCC confirms ${host} as host of the ${year} Conference of the Parties by ${longDate(end)}`,
        rules: 'Co-hosting counts for each host country.',
        source: 'the UNFCCC',
        resolutionSource: 'https://unfccc.int',
        tags: ['geopolitics', 'climate'],
      });
    },
  },
];
