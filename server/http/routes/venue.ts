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
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const GUARD =
  'Local-venue operator route: loopback clients only (403 otherwise), with ' +
  '`Authorization: Bearer <content of <data-dir>/admin-token>` (401 otherwise).';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const tags = ['venue'];

/**
 * POST /venue/faucet, /venue/resolve, /venue/tick-size and /venue/funders: paper money,
 * resolution, tick sizes, funders (local-venue mode only).
 */
export function venueRoutes(route: MethodRoute): void {
  route('POST', '/venue/faucet', 'venue.faucet', {
    schema: {
      tags,
      summary: 'Credit paper collateral to a wallet',
      description: GUARD,
      body: FaucetBody,
      response: { 200: FaucetAnswer, ...errors },
    },
  });
  route('POST', '/venue/resolve', 'venue.resolve', {
    schema: {
      tags,
      summary: 'Resolve a market: cancel its open orders, redeem positions, close it',
      description: GUARD,
      body: ResolveBody,
      response: { 200: ResolveAnswer, ...errors, 404: ErrorBody },
    },
  });
  route('POST', '/venue/tick-size', 'venue.tickSize', {
    schema: {
      tags,
      summary: "Change an open market's tick size (streams announce tick_size_change)",
      description: `${GUARD} Resting orders keep their prices; new orders must be on the new grid.`,
      body: TickSizeChangeBody,
      response: { 200: TickSizeChangeAnswer, ...errors, 404: ErrorBody },
    },
  });
  route('POST', '/venue/funders', 'venue.registerFunder', {
    schema: {
      tags,
      summary: 'Register a funder wallet that a signer may sign orders for',
      description: `${GUARD} signature_type 1 (proxy) and 2 (Safe): signer is the owning EOA; 3 (deposit wallet): signer is the EOA whose key signs for the wallet.`,
      body: FunderBody,
      response: { 200: FunderAnswer, ...errors },
    },
  });
}
