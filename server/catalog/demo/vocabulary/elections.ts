import { longDate } from '../dates.js';
import { distinct, groupEvent, ordered, personName, singleEvent } from './helpers.js';
import type { EventTemplate } from './types.js';

interface NationalElection {
  country: string;
  demonym: string;
  kind: string;
  parties: readonly string[];
  authority: string;
}

const NATIONAL: readonly NationalElection[] = [
  {
    country: 'Germany',
    demonym: 'German',
    kind: 'federal election',
    parties: ['CDU/CSU', 'SPD', 'Greens', 'AfD', 'FDP', 'Die Linke', 'BSW'],
    authority: 'the Federal Returning Officer (bundeswahlleiterin.de)',
  },
  {
    country: 'the United Kingdom',
    demonym: 'UK',
    kind: 'general election',
    parties: ['Labour', 'Conservative', 'Reform UK', 'Liberal Democrats', 'Green', 'SNP'],
    authority: 'the UK Electoral Commission',
  },
  {
    country: 'Canada',
    demonym: 'Canadian',
    kind: 'federal election',
    parties: ['Liberal', 'Conservative', 'NDP', 'Bloc Québécois', 'Green'],
    authority: 'Elections Canada',
  },
  {
    country: 'Australia',
    demonym: 'Australian',
    kind: 'federal election',
    parties: ['Labor', 'Liberal/National Coalition', 'Greens', 'One Nation', 'Independents'],
    authority: 'the Australian Electoral Commission',
  },
  {
    country: 'Japan',
    demonym: 'Japanese',
    kind: 'general election',
    parties: ['LDP', 'CDP', 'Komeito', 'Ishin', 'DPFP', 'Sanseito', 'JCP'],
    authority: 'the Ministry of Internal Affairs and Communications of Japan',
  },
  {
    country: 'the Netherlands',
    demonym: 'Dutch',
    kind: 'general election',
    parties: ['PVV', 'GL-PvdA', 'VVD', 'D66', 'CDA', 'NSC', 'BBB', 'SP'],
    authority: 'the Dutch Electoral Council (Kiesraad)',
  },
];

const US_STATES = [
  'Arizona',
  'Georgia',
  'Michigan',
  'Nevada',
  'North Carolina',
  'Pennsylvania',
  'Wisconsin',
  'Ohio',
  'Virginia',
  'Minnesota',
  'New Hampshire',
  'Iowa',
];

const CITIES = ['Chicago', 'Los Angeles', 'Houston', 'Seattle', 'Boston', 'Denver', 'Atlanta'];
const PARTIES = ['Democratic', 'Republican'];

export const electionsTemplates: readonly EventTemplate[] = [
  {
    category: 'elections',
    minMarkets: 2,
    maxMarkets: 2,
    build: ({ random, end }) => {
      const chamber = random.pick(['Senate', 'House']);
      const year = end.getUTCFullYear() + (end.getUTCFullYear() % 2);
      return groupEvent({
        title: `Which party will control the ${chamber} after the ${year} elections?`,
        summary: `This market group covers which party holds a majority in the US ${chamber} when the new Congress convenes after the ${year} elections.`,
        items: ['Democrats', 'Republicans'],
        question: (party) =>
          `Will the ${party} control the ${chamber} after the ${year} elections?`,
        condition: (party) =>
          `the ${party} hold a majority of seats in the ${chamber}, counting independents who caucus with them${chamber === 'Senate' ? " and the Vice President's tie-breaking vote" : ''}, when the new Congress first convenes`,
        rules:
          'Majority is determined from the official membership lists on the first day of the new Congress.',
        source: 'official House and Senate membership records',
        resolutionSource: 'https://www.congress.gov/members',
        tags: ['us-elections', 'congress'],
      });
    },
  },
  {
    category: 'elections',
    minMarkets: 2,
    maxMarkets: 8,
    build: ({ random, end, count }) => {
      const election = random.pick(NATIONAL.filter((entry) => entry.parties.length >= count));
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `${election.demonym} ${election.kind} ${year}: most seats`,
        summary: `This market group covers which party wins the most seats in the ${year} ${election.kind} in ${election.country}.`,
        items: ordered(random, election.parties, count),
        question: (party) =>
          `Will ${party} win the most seats in the ${year} ${election.demonym} ${election.kind}?`,
        condition: (party) =>
          `${party} wins more seats than any other party in the ${year} ${election.kind} in ${election.country}`,
        rules:
          'Ties are broken by national vote share. If the election is not held by December 31 of the year above, all markets resolve to "No".',
        source: `official results from ${election.authority}`,
        resolutionSource: election.authority,
        tags: ['global-elections', 'world'],
      });
    },
  },
  {
    category: 'elections',
    minMarkets: 2,
    maxMarkets: 16,
    build: ({ random, end, count }) => {
      const party = random.pick(PARTIES);
      const cycle = end.getUTCFullYear() + (4 - (end.getUTCFullYear() % 4));
      return groupEvent({
        title: `${party} Presidential Nominee ${cycle}`,
        summary: `This market group covers who wins the ${cycle} ${party} nomination for President of the United States.`,
        items: distinct(count, () => personName(random)),
        question: (name) => `Will ${name} win the ${cycle} ${party} presidential nomination?`,
        condition: (name) =>
          `${name} wins and accepts the ${cycle} ${party} presidential nomination`,
        rules:
          'The nominee is the candidate formally selected at the party convention. A later replacement of the nominee does not change the resolution.',
        source: `a consensus of official ${party} Party sources`,
        resolutionSource: '',
        tags: ['us-elections', 'primaries'],
      });
    },
  },
  {
    category: 'elections',
    minMarkets: 2,
    maxMarkets: 6,
    build: ({ random, end, count }) => {
      const state = random.pick(US_STATES);
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `${state} Governor Election ${year}`,
        summary: `This market group covers the winner of the ${year} gubernatorial election in ${state}.`,
        items: distinct(count, () => personName(random)),
        question: (name) => `Will ${name} win the ${year} ${state} governor race?`,
        condition: (name) =>
          `${name} is certified the winner of the ${year} ${state} governor election`,
        rules:
          'The market resolves on certification of the result; recounts and legal challenges are followed until certification.',
        source: `the ${state} Secretary of State`,
        resolutionSource: `${state} Secretary of State`,
        tags: ['us-elections', 'us-politics'],
      });
    },
  },
  {
    category: 'elections',
    minMarkets: 2,
    maxMarkets: 8,
    build: ({ random, end, count }) => {
      const city = random.pick(CITIES);
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `${city} Mayoral Election ${year}`,
        summary: `This market group covers who is elected Mayor of ${city} in ${year}.`,
        items: distinct(count, () => personName(random)),
        question: (name) => `Will ${name} be elected Mayor of ${city}?`,
        condition: (name) =>
          `${name} wins the ${year} ${city} mayoral election, including any runoff`,
        rules:
          'If no election is held by December 31 of the year above, all markets resolve to "No".',
        source: `the ${city} Board of Elections`,
        resolutionSource: `${city} Board of Elections`,
        tags: ['us-elections'],
      });
    },
  },
  {
    category: 'elections',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const election = random.pick(NATIONAL);
      const threshold = random.pick([60, 65, 70, 75]);
      return singleEvent({
        question: `Will turnout exceed ${threshold}% in the ${end.getUTCFullYear()} ${election.demonym} ${election.kind}?`,
        condition: `official turnout in the ${election.kind} in ${election.country} is greater than ${threshold}%`,
        rules: `If the election is not held by ${longDate(end)}, this market will resolve to "No".`,
        source: `official figures from ${election.authority}`,
        resolutionSource: election.authority,
        tags: ['global-elections'],
      });
    },
  },
  {
    category: 'elections',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const candidate = personName(random);
      const state = random.pick(US_STATES);
      return singleEvent({
        question: `Will ${candidate} drop out of the ${state} Senate race by ${longDate(end)}?`,
        condition: `${candidate} publicly ends their campaign for the US Senate seat in ${state} by ${longDate(end)}`,
        rules:
          'A suspension of the campaign counts as dropping out. Losing a primary does not count.',
        source: 'statements from the campaign and a consensus of credible reporting',
        resolutionSource: '',
        tags: ['us-elections', 'congress'],
      });
    },
  },
];
