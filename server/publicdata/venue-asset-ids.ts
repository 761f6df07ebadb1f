import type { Catalog } from '../catalog/index.js';

const POSITION_ASSET = /^(0x[0-9a-fA-F]{64}):([01])$/;
const ASSET_FIELDS = ['asset', 'oppositeAsset'] as const;

/**
 * Public data names an outcome `<condition id>:<outcome index>` (the specification's form, kept
 * on the combined root); the venue's public-data host sends the outcome's decimal token id
 * there, which scripts match against a market's `clobTokenIds`. Rewrites `asset` and
 * `oppositeAsset` of every item of an answer (an array, an item, or an object of arrays) to
 * the token ids; an outcome the catalog does not know keeps its form.
 */
export function venueAssetIds(catalog: Pick<Catalog, 'tradingMarket'>) {
  const tokenIdOf = (asset: unknown): unknown => {
    if (typeof asset !== 'string') return asset;
    const match = POSITION_ASSET.exec(asset);
    if (!match) return asset;
    const market = catalog.tradingMarket(match[1]!);
    return market?.tokens[Number(match[2]) as 0 | 1].tokenId ?? asset;
  };
  const rewriteItem = (item: unknown): unknown => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const record = item as Record<string, unknown>;
    if (!ASSET_FIELDS.some((field) => field in record)) return item;
    const copy = { ...record };
    for (const field of ASSET_FIELDS) if (field in copy) copy[field] = tokenIdOf(copy[field]);
    return copy;
  };
  const rewrite = (answer: unknown): unknown => {
    if (Array.isArray(answer)) return answer.map(rewrite);
    if (answer === null || typeof answer !== 'object') return answer;
    const item = rewriteItem(answer);
    if (item !== answer) return item;
    const entries = Object.entries(answer as Record<string, unknown>);
    if (!entries.some(([, value]) => Array.isArray(value))) return answer;
    return Object.fromEntries(
      entries.map(([key, value]) => [key, Array.isArray(value) ? value.map(rewrite) : value]),
    );
  };
  return rewrite;
}
