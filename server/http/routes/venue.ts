import {
  ErrorBody,
  FaucetAnswer,
  FaucetBody,
  FunderAnswer,
  FunderBody,
  ResolveAnswer,
  ResolveBody,
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

/** POST /venue/faucet, /venue/resolve and /venue/funders: paper money, resolution, funders. */
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
