import type { PublicData } from './public-data.js';
import type { HandlerGroup } from '../contract/index.js';

type PublicDataMethod =
  | 'publicdata.trades'
  | 'publicdata.activity'
  | 'publicdata.closedPositions'
  | 'publicdata.positions'
  | 'publicdata.value'
  | 'publicdata.traded'
  | 'publicdata.holders'
  | 'publicdata.openInterest'
  | 'publicdata.liveVolume'
  | 'publicdata.marketPositions'
  | 'publicdata.leaderboard'
  | 'publicdata.builderLeaderboard'
  | 'publicdata.builderVolume'
  | 'publicdata.comboPositions'
  | 'publicdata.comboActivity'
  | 'publicdata.accountingSnapshot'
  | 'catalog.publicProfile';

/** The venue's public data, read live from the ledger. */
export function createPublicDataHandlers(publicData: PublicData): HandlerGroup<PublicDataMethod> {
  return {
    'publicdata.trades': (query) => publicData.trades(query),
    'publicdata.activity': (query) => publicData.activity(query),
    'publicdata.closedPositions': (query) => publicData.closedPositions(query),
    'publicdata.positions': (query) => publicData.positions(query),
    'publicdata.value': (query) => publicData.value(query),
    'publicdata.traded': (query) => publicData.traded(query),
    'publicdata.holders': (query) => publicData.holders(query),
    'publicdata.openInterest': (query) => publicData.openInterest(query),
    'publicdata.liveVolume': (query) => publicData.liveVolume(query),
    'publicdata.marketPositions': (query) => publicData.marketPositions(query),
    'publicdata.leaderboard': (query) => publicData.leaderboard(query),
    'publicdata.builderLeaderboard': (query) => publicData.builderLeaderboard(query),
    'publicdata.builderVolume': (query) => publicData.builderVolume(query),
    'publicdata.comboPositions': (query) => publicData.comboPositions(query),
    'publicdata.comboActivity': (query) => publicData.comboActivity(query),
    'publicdata.accountingSnapshot': (query) => publicData.accountingSnapshot(query),
    'catalog.publicProfile': (query) => publicData.publicProfile(query),
  };
}
