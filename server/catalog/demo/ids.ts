import { hash } from 'node:crypto';

const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

/** A 0x-prefixed 32-byte id (64 lower-case hex digits) derived from a label. */
export const bytes32 = (label: string): string => `0x${sha256Hex(label)}`;

/** A lower-case 0x wallet address (20 bytes) derived from a label. */
export const walletAddress = (label: string): string => `0x${sha256Hex(label).slice(0, 40)}`;

/** The outcome token's id: a decimal uint256 taken from a digest of the condition and index. */
export const outcomeTokenId = (conditionId: string, outcomeIndex: number): string =>
  BigInt(`0x${sha256Hex(`${conditionId}:${outcomeIndex}`)}`).toString();

/** The condition id the market's question id stands for (the venue hashes the question). */
export const conditionIdFor = (questionId: string): string => bytes32(`condition:${questionId}`);

/**
 * A neg-risk market id ends in a zero byte; the question ids of its markets replace that byte
 * with the market's index, as on the real venue.
 */
export const negRiskMarketIdFor = (label: string): string => `${bytes32(label).slice(0, 64)}00`;

export const negRiskQuestionId = (negRiskMarketId: string, index: number): string =>
  `${negRiskMarketId.slice(0, 64)}${index.toString(16).padStart(2, '0')}`;

const MAX_SLUG_LENGTH = 80;

export function kebabCase(text: string): string {
  const plain = /[\u0080-\uffff]/.test(text)
    ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    : text;
  const words = plain
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019,.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  let slug = '';
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > MAX_SLUG_LENGTH && slug) break;
    slug = longer;
  }
  return slug || 'item';
}

/** Hands out unique kebab-case slugs: the first use of a base keeps it, later ones get -2, -3... */
export function createSlugRegistry(): (text: string) => string {
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return (text) => {
    const base = kebabCase(text);
    let slug = base;
    let suffix = nextSuffix.get(base) ?? 2;
    while (used.has(slug)) {
      slug = `${base}-${suffix}`;
      suffix += 1;
    }
    nextSuffix.set(base, suffix);
    used.add(slug);
    return slug;
  };
}
