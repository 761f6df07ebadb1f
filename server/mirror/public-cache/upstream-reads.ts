import type { InputOf, Methods } from '../../contract/index.js';
import type { UpstreamSurface } from '../upstream/index.js';

/** A query string of a validated input: lists comma-joined, in a stable order (cache keys). */
export function queryString(input: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface UpstreamRead {
  surface: UpstreamSurface;
  pathAndQuery: string;
}

const data = (path: string, input: object): UpstreamRead => ({
  surface: 'data',
  pathAndQuery: `${path}${queryString(input)}`,
});

/** The public reads answered straight from the upstream (through the short cache). */
export const PASS_THROUGH_READS = {
  'publicdata.trades': (input: InputOf<Methods['publicdata.trades']>) => data('/trades', input),
  'publicdata.positions': (input: InputOf<Methods['publicdata.positions']>) =>
    data('/positions', input),
  'publicdata.value': (input: InputOf<Methods['publicdata.value']>) => data('/value', input),
  'publicdata.traded': (input: InputOf<Methods['publicdata.traded']>) => data('/traded', input),
  'publicdata.holders': (input: InputOf<Methods['publicdata.holders']>) => data('/holders', input),
  'publicdata.openInterest': (input: InputOf<Methods['publicdata.openInterest']>) =>
    data('/oi', input),
  'publicdata.liveVolume': (input: InputOf<Methods['publicdata.liveVolume']>) =>
    data('/live-volume', input),
  'publicdata.marketPositions': (input: InputOf<Methods['publicdata.marketPositions']>) =>
    data('/v1/market-positions', input),
  'publicdata.leaderboard': (input: InputOf<Methods['publicdata.leaderboard']>) =>
    data('/v1/leaderboard', input),
  'publicdata.activity': (input: InputOf<Methods['publicdata.activity']>) =>
    data('/activity', input),
  'publicdata.closedPositions': (input: InputOf<Methods['publicdata.closedPositions']>) =>
    data('/closed-positions', input),
  'catalog.publicProfile': (input: InputOf<Methods['catalog.publicProfile']>) => ({
    surface: 'catalog',
    pathAndQuery: `/public-profile${queryString(input)}`,
  }),
  'catalog.comments': ({ user_address, ...query }: InputOf<Methods['catalog.comments']>) => ({
    surface: 'catalog',
    pathAndQuery: `/comments/user_address/${user_address.toLowerCase()}${queryString(query)}`,
  }),
  'catalog.commentsByParent': (input: InputOf<Methods['catalog.commentsByParent']>) => ({
    surface: 'catalog',
    pathAndQuery: `/comments${queryString(input)}`,
  }),
  'catalog.comment': ({ id }: InputOf<Methods['catalog.comment']>) => ({
    surface: 'catalog',
    pathAndQuery: `/comments/${id}`,
  }),
} satisfies Record<string, (input: never) => UpstreamRead>;

export type UpstreamReadMethod = keyof typeof PASS_THROUGH_READS;
