import { badParameter } from '../../contract/index.js';
import { decimalStringFromMicros, microsFromDecimalString } from '../../engine/index.js';
import type { VenueOperations } from '../../trading/index.js';
import type { HandlerGroup } from '../handler.js';

type OperatorMethod = 'venue.faucet' | 'venue.resolve' | 'venue.tickSize' | 'venue.registerFunder';

const TICKS_PER_UNIT = 10_000;
const tickSizeString = (ticks: number): string => String(ticks / TICKS_PER_UNIT);

function collateralMicros(amount: string): number {
  const micros = microsFromDecimalString(amount);
  if (micros === null || micros <= 0) {
    throw badParameter('amount', 'must be a decimal string greater than 0 with at most 6 decimals');
  }
  return micros;
}

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
      const ticks = Math.round(Number(tick_size) * TICKS_PER_UNIT);
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
