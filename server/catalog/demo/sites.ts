import type { CatalogWriter } from '../writer.js';
import type { Random } from './random.js';
import type { Category } from './vocabulary/index.js';

/** The site that lists every market of the demo catalog. */
export const DEMO_MAIN_SITE = 'marketdesk';

/** Sites of the demo catalog and the categories each lists (null: all of them). */
export const DEMO_SITES: readonly {
  id: string;
  name: string;
  categories: readonly Category[] | null;
}[] = [
  { id: DEMO_MAIN_SITE, name: 'Marketdesk', categories: null },
  { id: 'sportsdesk', name: 'Sportsdesk', categories: ['sports'] },
  { id: 'cryptodesk', name: 'Cryptodesk', categories: ['crypto'] },
  { id: 'politicsdesk', name: 'Politicsdesk', categories: ['politics', 'elections', 'world'] },
];

export const DEMO_SITE_IDS: readonly string[] = DEMO_SITES.map((site) => site.id);

/**
 * Wallets that create the demo markets (lower-case addresses); each mostly creates markets of
 * its own categories.
 */
export const DEMO_CREATORS: readonly { wallet: string; name: string; categories: Category[] }[] = [
  {
    wallet: '0x5a1e8b3c9d0f4e27a6b1c8d3e9f0a2b4c6d8e0f1',
    name: 'marketdesk-markets',
    categories: ['politics', 'world'],
  },
  {
    wallet: '0x7c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d',
    name: 'election-desk',
    categories: ['elections'],
  },
  {
    wallet: '0x91b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    name: 'crypto-strikes',
    categories: ['crypto'],
  },
  {
    wallet: '0xa4f5e6d7c8b9a0123456789abcdef0123456789a',
    name: 'macro-calendar',
    categories: ['economy', 'tech'],
  },
  {
    wallet: '0xb8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7',
    name: 'matchday',
    categories: ['sports'],
  },
  {
    wallet: '0xc2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1',
    name: 'culture-club',
    categories: ['culture', 'science', 'weather'],
  },
];

export const DEMO_CREATOR_WALLETS: readonly string[] = DEMO_CREATORS.map(
  (creator) => creator.wallet,
);

/** The creator of a new event: usually the one covering its category, sometimes another. */
export function pickCreator(random: Random, category: Category): string {
  const own = DEMO_CREATORS.find((creator) => creator.categories.includes(category));
  if (own && random.chance(0.85)) return own.wallet;
  return random.pick(DEMO_CREATOR_WALLETS);
}

export function writeSites(writer: CatalogWriter): void {
  for (const site of DEMO_SITES) writer.addSite(site.id, site.name);
}

/** Lists the market on the main site and on the themed sites of its category. */
export function listMarket(writer: CatalogWriter, marketId: number, category: Category): void {
  for (const site of DEMO_SITES) {
    if (site.categories === null || site.categories.includes(category)) {
      writer.listOnSite(site.id, marketId);
    }
  }
}
