import { longDate, monthYear } from '../dates.js';
import { bracketLabels, distinct, groupEvent, personName, singleEvent } from './helpers.js';
import type { EventTemplate } from './types.js';

const BILLS = [
  'Digital Asset Market Structure Act',
  'National Defense Authorization Act',
  'Farm Bill reauthorization',
  'Highway Trust Fund extension',
  'bipartisan border security package',
  'AI Transparency and Accountability Act',
  'Affordable Insulin Act',
  'Stablecoin Clarity Act',
  'permitting reform bill',
  'federal data privacy bill',
];

const ORDER_TOPICS = [
  'AI chip export controls',
  'a strategic bitcoin reserve',
  'prescription drug pricing',
  'steel and aluminum tariffs',
  'federal hiring',
  'offshore wind leasing',
  'college sports compensation',
  'housing permits',
];

const OFFICES = [
  'Secretary of Commerce',
  'Secretary of Labor',
  'SEC Chair',
  'Attorney General',
  'Director of National Intelligence',
  'Ambassador to the United Nations',
  'Surgeon General',
];

const CASES = [
  'Harlan v. United States',
  'Ridgeway Energy v. EPA',
  'Calder v. Federal Election Commission',
  'Monroe County v. Patel',
  'National Broadcasters v. FCC',
  'Oakridge Tribe v. Department of the Interior',
];

const CONGRESS_SOURCE = 'https://www.congress.gov';
const TAGS = ['us-politics'];

export const politicsTemplates: readonly EventTemplate[] = [
  {
    category: 'politics',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const bill = random.pick(BILLS);
      return singleEvent({
        question: `Will Congress pass the ${bill} by ${longDate(end)}?`,
        condition: `both chambers of the US Congress pass the ${bill} between market creation and ${longDate(end)}, 11:59 PM ET`,
        rules:
          'Passage requires a recorded vote approving the same bill text in both the House and the Senate. A presidential signature is not required.',
        source: 'official records published on congress.gov',
        resolutionSource: CONGRESS_SOURCE,
        tags: [...TAGS, 'congress'],
      });
    },
  },
  {
    category: 'politics',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const topic = random.pick(ORDER_TOPICS);
      return singleEvent({
        question: `Will the President sign an executive order on ${topic} by ${longDate(end)}?`,
        condition: `the President of the United States signs an executive order primarily addressing ${topic} by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'Memoranda, proclamations and statements of intent do not count; the order must be published in the Federal Register or on whitehouse.gov.',
        source: 'the Federal Register and whitehouse.gov',
        resolutionSource: 'https://www.federalregister.gov',
        tags: [...TAGS, 'white-house'],
      });
    },
  },
  {
    category: 'politics',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const office = random.pick(OFFICES);
      const nominee = personName(random);
      return singleEvent({
        question: `Will the Senate confirm ${nominee} as ${office} by ${longDate(end)}?`,
        condition: `the US Senate votes to confirm ${nominee} as ${office} by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'If the nomination is withdrawn or returned to the President before a confirmation vote, this market will resolve to "No".',
        source: 'the Senate Executive Calendar and roll call records',
        resolutionSource: 'https://www.senate.gov',
        tags: [...TAGS, 'congress'],
      });
    },
  },
  {
    category: 'politics',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const courtCase = random.pick(CASES);
      return singleEvent({
        question: `Will the Supreme Court rule for the petitioner in ${courtCase}?`,
        condition: `the Supreme Court of the United States issues a decision in ${courtCase} that reverses or vacates the lower court's judgment by ${longDate(end)}`,
        rules:
          'A decision affirming the lower court, a dismissal as improvidently granted, or no decision by the date above resolves this market to "No".',
        source: 'opinions published on supremecourt.gov',
        resolutionSource: 'https://www.supremecourt.gov',
        tags: [...TAGS, 'supreme-court'],
      });
    },
  },
  {
    category: 'politics',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `US government shutdown by ${longDate(end)}?`,
        condition: `the US Office of Personnel Management announces a lapse in appropriations causing a federal government shutdown by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'A shutdown counts once OPM guidance instructs non-excepted employees to cease work; a partial lapse affecting at least one cabinet department qualifies.',
        source: 'the US Office of Personnel Management',
        resolutionSource: 'https://www.opm.gov',
        tags: [...TAGS, 'congress'],
      }),
  },
  {
    category: 'politics',
    minMarkets: 2,
    maxMarkets: 14,
    build: ({ random, count }) =>
      groupEvent({
        title: 'Who will be the next Speaker of the House?',
        summary:
          'This market group covers who will next be elected Speaker of the US House of Representatives.',
        items: distinct(count, () => personName(random)),
        question: (name) => `Will ${name} be the next Speaker of the House?`,
        condition: (name) => `${name} is the next person elected Speaker of the House`,
        rules:
          'A Speaker pro tempore does not count. If no new Speaker is elected by the end of the current Congress, all markets resolve to "No".',
        source: 'the Clerk of the US House of Representatives',
        resolutionSource: 'https://clerk.house.gov',
        tags: [...TAGS, 'congress'],
      }),
  },
  {
    category: 'politics',
    minMarkets: 2,
    maxMarkets: 10,
    build: ({ end, count }) => {
      const month = monthYear(end);
      return groupEvent({
        title: `How many executive orders will be signed in ${month}?`,
        summary: `This market group covers the number of executive orders signed by the President during ${month}.`,
        items: bracketLabels(10, 10, count, String),
        question: (range) => `Will ${range} executive orders be signed in ${month}?`,
        condition: (range) =>
          `the number of executive orders signed in ${month} falls in the range ${range}`,
        rules:
          'Orders are counted by their signing date as listed in the Federal Register, including orders published after the month ends.',
        source: 'the Federal Register',
        resolutionSource: 'https://www.federalregister.gov',
        tags: [...TAGS, 'white-house'],
      });
    },
  },
];
