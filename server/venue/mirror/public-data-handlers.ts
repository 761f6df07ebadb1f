import type { PublicDataCache, UpstreamReadMethod } from '../../mirror/index.js';
import {
  EncodedJson,
  type EncodingHandler,
  type EncodingHandlerGroup,
} from '../../contract/index.js';

type WalletListMethod =
  'publicdata.trades' | 'publicdata.activity' | 'publicdata.closedPositions' | 'catalog.comments';

type PassThroughMethod = Exclude<UpstreamReadMethod, WalletListMethod>;

const passThrough = <M extends PassThroughMethod>(
  cache: PublicDataCache,
  method: M,
): EncodingHandler<M> => {
  return async (input) => new EncodedJson(await cache.read(method, input));
};

/**
 * Mirror mode's public data and comments, in place of the local ledger's and catalog's
 * (createPublicDataHandlers, the comment reads of the catalog groups): the upstream's answers
 * as it sent them, per-wallet lists from the cache (server/mirror/public-cache).
 */
export function createMirrorPublicDataHandlers(
  cache: PublicDataCache,
): EncodingHandlerGroup<WalletListMethod | PassThroughMethod> {
  return {
    'publicdata.trades': async (query) => new EncodedJson(await cache.trades(query)),
    'publicdata.activity': async (query) => new EncodedJson(await cache.activity(query)),
    'publicdata.closedPositions': async (query) =>
      new EncodedJson(await cache.closedPositions(query)),
    'catalog.comments': async ({ user_address, ...query }) =>
      new EncodedJson(await cache.commentsByUser(user_address, query)),
    'publicdata.positions': passThrough(cache, 'publicdata.positions'),
    'publicdata.value': passThrough(cache, 'publicdata.value'),
    'publicdata.traded': passThrough(cache, 'publicdata.traded'),
    'publicdata.holders': passThrough(cache, 'publicdata.holders'),
    'publicdata.openInterest': passThrough(cache, 'publicdata.openInterest'),
    'publicdata.liveVolume': passThrough(cache, 'publicdata.liveVolume'),
    'publicdata.marketPositions': passThrough(cache, 'publicdata.marketPositions'),
    'publicdata.leaderboard': passThrough(cache, 'publicdata.leaderboard'),
    'catalog.publicProfile': passThrough(cache, 'catalog.publicProfile'),
    'catalog.commentsByParent': passThrough(cache, 'catalog.commentsByParent'),
    'catalog.comment': passThrough(cache, 'catalog.comment'),
  };
}
