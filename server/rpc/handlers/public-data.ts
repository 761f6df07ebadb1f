import type { PublicData } from '../../publicdata/index.js';
import type { HandlerGroup } from '../handler.js';

type PublicDataMethod = 'publicdata.trades' | 'publicdata.activity' | 'publicdata.closedPositions';

/** The venue's public data, newest first. */
export function createPublicDataHandlers(publicData: PublicData): HandlerGroup<PublicDataMethod> {
  return {
    'publicdata.trades': (query) => publicData.trades(query),
    'publicdata.activity': (query) => publicData.activity(query),
    'publicdata.closedPositions': (query) => publicData.closedPositions(query),
  };
}
