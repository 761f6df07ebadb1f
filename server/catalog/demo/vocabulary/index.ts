import { cryptoTemplates } from './crypto.js';
import { cultureTemplates } from './culture.js';
import { economyTemplates } from './economy.js';
import { electionsTemplates } from './elections.js';
import { politicsTemplates } from './politics.js';
import { scienceTemplates } from './science.js';
import { sportsTemplates } from './sports.js';
import { techTemplates } from './tech.js';
import type { Category, EventTemplate } from './types.js';
import { weatherTemplates } from './weather.js';
import { worldTemplates } from './world.js';

export type * from './types.js';

/** Standalone (non-series) event templates of each category, and how often each category appears. */
export const CATEGORIES: readonly {
  category: Category;
  weight: number;
  templates: readonly EventTemplate[];
}[] = [
  { category: 'politics', weight: 12, templates: politicsTemplates },
  { category: 'elections', weight: 10, templates: electionsTemplates },
  { category: 'crypto', weight: 14, templates: cryptoTemplates },
  { category: 'economy', weight: 10, templates: economyTemplates },
  { category: 'sports', weight: 18, templates: sportsTemplates },
  { category: 'tech', weight: 9, templates: techTemplates },
  { category: 'science', weight: 6, templates: scienceTemplates },
  { category: 'culture', weight: 9, templates: cultureTemplates },
  { category: 'weather', weight: 5, templates: weatherTemplates },
  { category: 'world', weight: 9, templates: worldTemplates },
];
