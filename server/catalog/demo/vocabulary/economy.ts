import { longDate, monthYear, quarterLabel } from '../dates.js';
import { bracketsAround, groupEvent, ordered, singleEvent, thousands } from './helpers.js';
import type { EventDraft, EventTemplate } from './types.js';

const FED_OUTCOMES = ['50+ bps decrease', '25 bps decrease', 'No change', '25+ bps increase'];
const FED_SOURCE = 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';

/** "Fed decision in March 2026?" with one market per size of move. */
export function fedDecision(meeting: Date, count: number): EventDraft {
  const month = monthYear(meeting);
  const items = count >= FED_OUTCOMES.length ? FED_OUTCOMES : FED_OUTCOMES.slice(1, 1 + count);
  return groupEvent({
    title: `Fed decision in ${month}?`,
    summary: `This market group covers the change to the upper bound of the target federal funds rate announced after the FOMC meeting in ${month}.`,
    items,
    question: (move) => `Will the Fed announce a ${move.toLowerCase()} after the ${month} meeting?`,
    condition: (move) =>
      `the Federal Reserve announces a ${move.toLowerCase()} of the upper bound of the target federal funds range after its ${month} meeting`,
    rules:
      'The level and change of the target federal funds rate are taken from the statement released after the meeting. If no statement is released by the end of the month after the scheduled meeting, the market resolves to "No change".',
    source: 'the FOMC statement after the meeting',
    resolutionSource: FED_SOURCE,
    tags: ['fed', 'fed-rates'],
  });
}

/** "US CPI YoY in March 2026?" as ranges of 0.1 point. */
export function cpiBrackets(month: Date, count: number, centre: number): EventDraft {
  const label = monthYear(month);
  const percent = (value: number): string => `${(value / 10).toFixed(1)}%`;
  return groupEvent({
    title: `US inflation (CPI YoY) in ${label}?`,
    summary: `This market group covers the year-over-year change of the US Consumer Price Index for ${label}.`,
    items: bracketsAround(centre, 1, count, percent),
    question: (range) => `Will annual US inflation be ${range} in ${label}?`,
    condition: (range) =>
      `the unadjusted 12-month change of CPI-U for ${label}, as first published by the BLS, falls in the range ${range}`,
    rules:
      'Values are rounded to one decimal place as published. A range includes its lower bound and excludes its upper bound.',
    source: 'the US Bureau of Labor Statistics CPI release',
    resolutionSource: 'https://www.bls.gov/cpi/',
    tags: ['inflation'],
  });
}

/** "US GDP growth in Q3 2026?" as ranges of half a point (annualized). */
export function gdpBrackets(quarterEnd: Date, count: number, centre: number): EventDraft {
  const quarter = quarterLabel(quarterEnd);
  const percent = (value: number): string => `${(value / 10).toFixed(1)}%`;
  return groupEvent({
    title: `US GDP growth in ${quarter}?`,
    summary: `This market group covers the annualized real GDP growth rate of the United States for ${quarter} in the BEA advance estimate.`,
    items: bracketsAround(centre, 5, count, percent),
    question: (range) => `Will US GDP growth be ${range} in ${quarter}?`,
    condition: (range) =>
      `the advance estimate of annualized real GDP growth for ${quarter} falls in the range ${range}`,
    rules: 'Only the advance estimate counts; later revisions do not change the resolution.',
    source: 'the US Bureau of Economic Analysis',
    resolutionSource: 'https://www.bea.gov/data/gdp/gross-domestic-product',
    tags: ['gdp'],
  });
}

const COMPANIES = [
  'Nvidia',
  'Microsoft',
  'Apple',
  'Alphabet',
  'Amazon',
  'Meta',
  'Broadcom',
  'Saudi Aramco',
  'TSMC',
  'Tesla',
];
const EARNERS = ['Nvidia', 'Apple', 'Tesla', 'Netflix', 'Amazon', 'JPMorgan', 'Walmart', 'Costco'];

export const economyTemplates: readonly EventTemplate[] = [
  {
    category: 'economy',
    minMarkets: 2,
    maxMarkets: 4,
    horizonDays: 120,
    build: ({ end, count }) => fedDecision(end, count),
  },
  {
    category: 'economy',
    minMarkets: 2,
    maxMarkets: 8,
    build: ({ random, end, count }) => {
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `How many Fed rate cuts in ${year}?`,
        summary: `This market group covers how many times the FOMC lowers the target federal funds rate during ${year}.`,
        items: ordered(random, ['0', '1', '2', '3', '4', '5', '6', '7+'], count),
        question: (cuts) => `Will the Fed cut rates ${cuts} time(s) in ${year}?`,
        condition: (cuts) =>
          `the number of FOMC decisions in ${year} that lower the target range equals ${cuts}`,
        rules:
          'Cuts of any size count once per decision, including emergency decisions between meetings.',
        source: 'FOMC statements',
        resolutionSource: FED_SOURCE,
        tags: ['fed', 'fed-rates'],
      });
    },
  },
  {
    category: 'economy',
    minMarkets: 2,
    maxMarkets: 10,
    build: ({ random, end, count }) => {
      const year = end.getUTCFullYear();
      return groupEvent({
        title: `Largest company in the world at the end of ${year}?`,
        summary: `This market group covers which company has the largest market capitalization on the last trading day of ${year}.`,
        items: ordered(random, COMPANIES, count),
        question: (company) =>
          `Will ${company} be the largest company in the world at the end of ${year}?`,
        condition: (company) =>
          `${company} has the largest market capitalization at the close of the last trading day of ${year}`,
        rules:
          'Market capitalization is compared in US dollars as listed by companiesmarketcap.com.',
        source: 'companiesmarketcap.com',
        resolutionSource: 'https://companiesmarketcap.com',
        tags: ['stocks', 'big-tech'],
      });
    },
  },
  {
    category: 'economy',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `US recession in ${end.getUTCFullYear()}?`,
        condition: `the US Bureau of Economic Analysis reports two consecutive quarters of negative real GDP growth in its advance estimates for quarters ending in ${end.getUTCFullYear()}, or the NBER declares a recession beginning in that year`,
        rules: `The market resolves once the data for the final quarter of ${end.getUTCFullYear()} is published.`,
        source: 'the BEA and the NBER',
        resolutionSource: 'https://www.bea.gov',
        tags: ['gdp'],
      }),
  },
  {
    category: 'economy',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 60,
    build: ({ random, end }) => {
      const level = random.pick([5_800, 6_000, 6_200, 6_400, 6_600, 6_800, 7_000]);
      return singleEvent({
        question: `Will the S&P 500 close above ${thousands(level)} on ${longDate(end)}?`,
        condition: `the official closing value of the S&P 500 index on ${longDate(end)} is greater than ${level}`,
        rules: 'If markets are closed on that date, the last close before it is used.',
        source: 'S&P Dow Jones Indices',
        resolutionSource: 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/',
        tags: ['stocks'],
      });
    },
  },
  {
    category: 'economy',
    minMarkets: 1,
    maxMarkets: 1,
    horizonDays: 90,
    build: ({ random, end }) => {
      const company = random.pick(EARNERS);
      return singleEvent({
        question: `Will ${company} beat quarterly earnings estimates in ${quarterLabel(end)}?`,
        condition: `${company} reports GAAP or adjusted EPS above the consensus estimate for its quarterly report released by ${longDate(end)}`,
        rules: 'The consensus is the figure listed by Nasdaq on the day before the report.',
        source: `${company} investor relations and Nasdaq earnings data`,
        resolutionSource: 'https://www.nasdaq.com/market-activity/earnings',
        tags: ['earnings', 'stocks'],
      });
    },
  },
  {
    category: 'economy',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const price = random.pick([3, 3.25, 3.5, 3.75, 4]);
      return singleEvent({
        question: `US gas price above $${price.toFixed(2)} on ${longDate(end)}?`,
        condition: `the AAA national average price for regular gasoline on ${longDate(end)} is above $${price.toFixed(2)}`,
        rules: 'The national average shown on the AAA Gas Prices page for that date is used.',
        source: 'AAA Gas Prices',
        resolutionSource: 'https://gasprices.aaa.com',
        tags: ['inflation'],
      });
    },
  },
  {
    category: 'economy',
    minMarkets: 3,
    maxMarkets: 9,
    build: ({ random, end, count }) => cpiBrackets(end, count, random.int(24, 34)),
  },
  {
    category: 'economy',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const payrolls = random.pick([50_000, 100_000, 150_000, 200_000]);
      return singleEvent({
        question: `Will US nonfarm payrolls exceed ${payrolls / 1000}k in ${monthYear(end)}?`,
        condition: `the first published change in total nonfarm payroll employment for ${monthYear(end)} is greater than ${thousands(payrolls)}`,
        rules: 'Revisions published after the first release do not change the resolution.',
        source: 'the BLS Employment Situation release',
        resolutionSource: 'https://www.bls.gov/ces/',
        tags: ['jobs'],
      });
    },
  },
];
