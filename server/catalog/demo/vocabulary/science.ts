import { longDate } from '../dates.js';
import { bracketLabels, groupEvent, ordered, singleEvent } from './helpers.js';
import type { EventTemplate } from './types.js';

const MISSIONS = [
  ['NASA', 'Artemis III', 'a crewed lunar landing'],
  ['NASA', 'Artemis II', 'a crewed lunar flyby'],
  ['SpaceX', 'a Starship orbital flight', 'a full orbit of the Earth'],
  [
    'SpaceX',
    'a Starship propellant transfer demonstration',
    'ship-to-ship propellant transfer in orbit',
  ],
  ['Blue Origin', 'New Glenn with a crewed capsule', 'a crewed orbital flight'],
  [
    'ESA',
    'the Ariane 6 cargo mission to the ISS',
    'a docking with the International Space Station',
  ],
] as const;

const LUNAR_COUNTRIES = ['China', 'India', 'Japan', 'Russia', 'South Korea', 'Israel', 'UAE'];

export const scienceTemplates: readonly EventTemplate[] = [
  {
    category: 'science',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const [agency, mission, goal] = random.pick(MISSIONS);
      return singleEvent({
        question: `Will ${agency} launch ${mission} by ${longDate(end)}?`,
        condition: `${agency} launches ${mission} by ${longDate(end)}, 11:59 PM ET, with the mission's stated objective of ${goal}`,
        rules:
          'A launch counts at liftoff; the mission does not need to succeed. Scrubbed attempts do not count.',
        source: `official information from ${agency}`,
        resolutionSource: agency === 'SpaceX' ? 'https://www.spacex.com/launches' : agency,
        tags: agency === 'SpaceX' ? ['space', 'spacex'] : ['space'],
      });
    },
  },
  {
    category: 'science',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `Will the WHO declare a new Public Health Emergency of International Concern by ${longDate(end)}?`,
        condition: `the World Health Organization declares a new PHEIC between market creation and ${longDate(end)}`,
        rules: 'Extensions or re-affirmations of an existing PHEIC do not count.',
        source: 'the World Health Organization',
        resolutionSource: 'https://www.who.int',
        tags: ['health'],
      }),
  },
  {
    category: 'science',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const magnitude = random.pick(['7.5', '8.0', '8.5']);
      return singleEvent({
        question: `Magnitude ${magnitude}+ earthquake by ${longDate(end)}?`,
        condition: `the USGS records an earthquake of magnitude ${magnitude} or higher anywhere in the world between market creation and ${longDate(end)}`,
        rules: 'The magnitude listed by the USGS one week after the event is used.',
        source: 'the USGS earthquake catalog',
        resolutionSource: 'https://earthquake.usgs.gov/earthquakes/search/',
        tags: [],
      });
    },
  },
  {
    category: 'science',
    minMarkets: 2,
    maxMarkets: 8,
    build: ({ end, count }) => {
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `How many Starship launches in ${year}?`,
        summary: `This market group covers the number of SpaceX Starship integrated flight tests launched during ${year}.`,
        items: bracketLabels(2, 2, count, String),
        question: (range) => `Will SpaceX launch ${range} Starship flights in ${year}?`,
        condition: (range) => `the number of Starship launches in ${year} is in the range ${range}`,
        rules:
          'A launch counts at liftoff of the full stack (Super Heavy with Starship), regardless of outcome.',
        source: 'official information from SpaceX',
        resolutionSource: 'https://www.spacex.com/launches',
        tags: ['space', 'spacex'],
      });
    },
  },
  {
    category: 'science',
    minMarkets: 2,
    maxMarkets: 7,
    build: ({ random, end, count }) =>
      groupEvent({
        title: `Next country to land on the Moon by ${longDate(end)}?`,
        summary:
          'This market group covers which country achieves the next successful soft landing on the Moon.',
        items: ordered(random, LUNAR_COUNTRIES, count),
        question: (country) => `Will ${country} be the next country to land on the Moon?`,
        condition: (country) =>
          `the next successful lunar soft landing after market creation and by ${longDate(end)} is by a spacecraft operated by an agency or company of ${country}`,
        rules: 'If no listed country lands by the date above, all markets resolve to "No".',
        source: 'official space agency statements and a consensus of credible reporting',
        resolutionSource: '',
        tags: ['space'],
      }),
  },
];
