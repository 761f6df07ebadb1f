import { longDate, monthYear } from '../dates.js';
import type { Random } from '../random.js';
import { bracketsAround, groupEvent, ordered, singleEvent } from './helpers.js';
import type { EventDraft, EventTemplate } from './types.js';

const AI_LABS = [
  'Google',
  'OpenAI',
  'Anthropic',
  'xAI',
  'Meta',
  'DeepSeek',
  'Alibaba',
  'Mistral',
  'Moonshot',
  'Z.ai',
];

/** "Which company has the best AI model end of March?" judged on a public leaderboard. */
export function bestAiModel(random: Random, month: Date, count: number): EventDraft {
  const label = monthYear(month);
  return groupEvent({
    title: `Which company has the best AI model end of ${label}?`,
    summary: `This market group covers which company owns the top-ranked model on the LMArena text leaderboard at the end of ${label}.`,
    items: ordered(random, AI_LABS, count),
    question: (lab) => `Will ${lab} have the best AI model at the end of ${label}?`,
    condition: (lab) =>
      `a model owned by ${lab} holds the top arena score on the LMArena text leaderboard (style control on) when checked on the last day of ${label} at 12:00 PM ET`,
    rules:
      'Ties are resolved in favor of the company whose model is listed first alphabetically by model name. If the leaderboard is unavailable, the last snapshot before the check time is used.',
    source: 'the LMArena text leaderboard',
    resolutionSource: 'https://lmarena.ai/leaderboard/text',
    tags: ['ai'],
  });
}

const RELEASES = [
  ['OpenAI', 'GPT-6'],
  ['Google', 'Gemini 4'],
  ['Anthropic', 'Claude 6'],
  ['xAI', 'Grok 6'],
  ['Meta', 'Llama 6'],
  ['Apple', 'a foldable iPhone'],
  ['Tesla', 'an unsupervised robotaxi service in Texas'],
  ['Valve', 'a new Steam console'],
] as const;

const TECH_COMPANIES = ['Nvidia', 'Apple', 'Microsoft', 'Alphabet', 'Amazon', 'Meta', 'Tesla'];

export const techTemplates: readonly EventTemplate[] = [
  {
    category: 'tech',
    minMarkets: 2,
    maxMarkets: 10,
    horizonDays: 60,
    build: ({ random, end, count }) => bestAiModel(random, end, count),
  },
  {
    category: 'tech',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const [company, product] = random.pick(RELEASES);
      const tags =
        company === 'OpenAI' ? ['ai', 'openai'] : company === 'Apple' ? ['big-tech'] : ['ai'];
      return singleEvent({
        question: `Will ${company} release ${product} by ${longDate(end)}?`,
        condition: `${company} makes ${product} publicly available to the general public by ${longDate(end)}, 11:59 PM ET`,
        rules:
          'Announcements, waitlists, limited previews and leaks do not count; general availability in at least one country is required.',
        source: `official information from ${company}`,
        resolutionSource: company,
        tags,
      });
    },
  },
  {
    category: 'tech',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ random, end }) => {
      const company = random.pick(TECH_COMPANIES);
      const cap = random.pick([3, 4, 5, 6]);
      return singleEvent({
        question: `Will ${company} hit a $${cap} trillion market cap by ${longDate(end)}?`,
        condition: `${company}'s market capitalization at any daily close between market creation and ${longDate(end)} is $${cap} trillion or more`,
        rules:
          'Market capitalization is computed from the closing price and the latest reported share count.',
        source: 'companiesmarketcap.com',
        resolutionSource: 'https://companiesmarketcap.com',
        tags: ['big-tech', 'stocks'],
      });
    },
  },
  {
    category: 'tech',
    minMarkets: 3,
    maxMarkets: 8,
    build: ({ random, end, count }) => {
      const company = random.pick(TECH_COMPANIES);
      const centre = random.int(15, 45) * 10;
      return groupEvent({
        title: `${company} closing price on ${longDate(end)}?`,
        summary: `This market group covers the closing share price of ${company} on ${longDate(end)}.`,
        items: bracketsAround(centre, 10, count, (value) => `$${value}`),
        question: (range) => `Will ${company} close at ${range} on ${longDate(end)}?`,
        condition: (range) =>
          `the official Nasdaq closing price of ${company} on ${longDate(end)} is in the range ${range}`,
        rules: 'If markets are closed that day, the previous close is used.',
        source: 'Nasdaq',
        resolutionSource: 'https://www.nasdaq.com',
        tags: ['big-tech', 'stocks'],
      });
    },
  },
  {
    category: 'tech',
    minMarkets: 1,
    maxMarkets: 1,
    build: ({ end }) =>
      singleEvent({
        question: `Will an AI system win IMO gold under contest conditions by ${longDate(end)}?`,
        condition: `an AI system is officially confirmed to have achieved a gold-medal score at the International Mathematical Olympiad under contest time limits by ${longDate(end)}`,
        rules:
          'Self-reported results count only if graded by IMO coordinators or an equivalent independent panel.',
        source: 'the IMO and a consensus of credible reporting',
        resolutionSource: 'https://www.imo-official.org',
        tags: ['ai'],
      }),
  },
];
