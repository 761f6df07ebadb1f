import {
  ErrorBody,
  FaucetAnswer,
  FaucetBody,
  FunderAnswer,
  FunderBody,
  ResolveAnswer,
  ResolveBody,
  TickSizeChangeAnswer,
  TickSizeChangeBody,
  badParameter,
} from '../../contract/index.js';
import { decimalStringFromMicros, microsFromDecimalString } from '../../engine/index.js';
import type { VenueOperations } from '../../trading/index.js';
import type { TypedFastify } from '../typed.js';
import { venueGuard } from '../venue-guard.js';

/** What the operator's routes need: present only in local-venue mode. */
export interface VenueAccess {
  operations: VenueOperations;
  /** The content of `<data-dir>/admin-token`, presented as `Authorization: Bearer <token>`. */
  adminToken: string;
}

const GUARD =
  'Local-venue operator route: loopback clients only (403 otherwise), with ' +
  '`Authorization: Bearer <content of <data-dir>/admin-token>` (401 otherwise).';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

function collateralMicros(amount: string): number {
  const micros = microsFromDecimalString(amount);
  if (micros === null || micros <= 0) {
    throw badParameter('amount', 'must be a decimal string greater than 0 with at most 6 decimals');
  }
  return micros;
}

const TICKS_PER_UNIT = 10_000;
const tickSizeString = (ticks: number): string => String(ticks / TICKS_PER_UNIT);

/**
 * POST /venue/faucet, /venue/resolve, /venue/tick-size and /venue/funders: paper money,
 * resolution, tick sizes, funders.
 */
export function venueRoutes(app: TypedFastify, { operations, adminToken }: VenueAccess): void {
  const onRequest = venueGuard(adminToken);

  app.post(
    '/venue/faucet',
    {
      onRequest,
      schema: {
        tags: ['venue'],
        summary: 'Credit paper collateral to a wallet',
        description: GUARD,
        body: FaucetBody,
        response: { 200: FaucetAnswer, ...errors },
      },
    },
    async (request) => {
      const { address, balanceMicros } = operations.faucet(
        request.body.address,
        collateralMicros(request.body.amount),
      );
      return { address, balance: decimalStringFromMicros(balanceMicros) };
    },
  );

  app.post(
    '/venue/resolve',
    {
      onRequest,
      schema: {
        tags: ['venue'],
        summary: 'Resolve a market: cancel its open orders, redeem positions, close it',
        description: GUARD,
        body: ResolveBody,
        response: { 200: ResolveAnswer, ...errors, 404: ErrorBody },
      },
    },
    async (request) => {
      const summary = operations.resolve(
        request.body.condition_id,
        request.body.winning_outcome_index,
      );
      return {
        condition_id: summary.conditionId,
        winning_outcome_index: summary.winningOutcomeIndex,
        cancelled_orders: summary.cancelledOrders,
        settled_positions: summary.settledPositions,
        redeemed: decimalStringFromMicros(summary.redeemedMicros),
      };
    },
  );

  app.post(
    '/venue/tick-size',
    {
      onRequest,
      schema: {
        tags: ['venue'],
        summary: "Change an open market's tick size (streams announce tick_size_change)",
        description: `${GUARD} Resting orders keep their prices; new orders must be on the new grid.`,
        body: TickSizeChangeBody,
        response: { 200: TickSizeChangeAnswer, ...errors, 404: ErrorBody },
      },
    },
    async (request) => {
      const ticks = Math.round(Number(request.body.tick_size) * TICKS_PER_UNIT);
      const change = operations.setTickSize(request.body.condition_id, ticks);
      return {
        condition_id: change.conditionId,
        old_tick_size: tickSizeString(change.oldTickTicks),
        new_tick_size: tickSizeString(change.newTickTicks),
      };
    },
  );

  app.post(
    '/venue/funders',
    {
      onRequest,
      schema: {
        tags: ['venue'],
        summary: 'Register a funder wallet that a signer may sign orders for',
        description: `${GUARD} signature_type 1 (proxy) and 2 (Safe): signer is the owning EOA; 3 (deposit wallet): signer is the EOA whose key signs for the wallet.`,
        body: FunderBody,
        response: { 200: FunderAnswer, ...errors },
      },
    },
    async (request) => {
      const { signer, funder, signature_type } = request.body;
      operations.registerFunder(signer, funder, signature_type);
      return {
        signer: signer.toLowerCase(),
        funder: funder.toLowerCase(),
        signature_type,
      };
    },
  );
}
