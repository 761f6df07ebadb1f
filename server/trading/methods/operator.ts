import { decimalStringFromMicros, PRICE_SCALE } from '../../shared/index.js';
import type { VenueOperations } from '../venue-operations.js';
import type { HandlerGroup } from '../../contract/index.js';
import { collateralMicros } from './collateral-amount.js';

type OperatorMethod = 'venue.faucet' | 'venue.resolve' | 'venue.tickSize' | 'venue.registerFunder';

const tickSizeString = (ticks: number): string => String(ticks / PRICE_SCALE);

/** The local venue's operator: paper money, resolution, tick sizes, funders. */
export function createOperatorHandlers(operations: VenueOperations): HandlerGroup<OperatorMethod> {
  return {
    'venue.faucet': ({ address, amount }) => {
      const credited = operations.faucet(address, collateralMicros(amount));
      return {
        address: credited.address,
        balance: decimalStringFromMicros(credited.balanceMicros),
      };
    },
    'venue.resolve': ({ condition_id, winning_outcome_index }) => {
      const summary = operations.resolve(condition_id, winning_outcome_index);
      return {
        condition_id: summary.conditionId,
        winning_outcome_index: summary.winningOutcomeIndex,
        cancelled_orders: summary.cancelledOrders,
        settled_positions: summary.settledPositions,
        redeemed: decimalStringFromMicros(summary.redeemedMicros),
      };
    },
    'venue.tickSize': ({ condition_id, tick_size }) => {
      const ticks = Math.round(Number(tick_size) * PRICE_SCALE);
      const change = operations.setTickSize(condition_id, ticks);
      return {
        condition_id: change.conditionId,
        old_tick_size: tickSizeString(change.oldTickTicks),
        new_tick_size: tickSizeString(change.newTickTicks),
      };
    },
    'venue.registerFunder': ({ signer, funder, signature_type }) => {
      operations.registerFunder(signer, funder, signature_type);
      return { signer: signer.toLowerCase(), funder: funder.toLowerCase(), signature_type };
    },
  };
}
