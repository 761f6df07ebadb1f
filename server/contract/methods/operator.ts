import {
  FaucetAnswer,
  FaucetBody,
  FunderAnswer,
  FunderBody,
  ResolveAnswer,
  ResolveBody,
  TickSizeChangeAnswer,
  TickSizeChangeBody,
} from '../venue.js';
import { defineMethod } from './define.js';
import { OPERATOR_GUARD } from './http-notes.js';

// The local venue's operator (loopback client with the admin token): /venue/*.

const operator = {
  auth: 'operator',
  limits: [],
  errors: ['invalid_input', 'unauthenticated', 'forbidden'],
} as const;
const GUARD = `Local-venue operator route: ${OPERATOR_GUARD}`;
const operatorRoute = { tags: ['venue'], description: GUARD, statuses: [400, 401, 403] } as const;

export const operatorMethods = {
  faucet: defineMethod({
    ...operator,
    name: 'venue.faucet',
    summary: 'Credit paper collateral to a wallet',
    input: FaucetBody,
    output: FaucetAnswer,
    http: { ...operatorRoute, verb: 'POST', path: '/venue/faucet' },
  }),
  resolve: defineMethod({
    ...operator,
    errors: [...operator.errors, 'not_found'],
    name: 'venue.resolve',
    summary: 'Resolve a market: cancel its open orders, redeem positions, close it',
    input: ResolveBody,
    output: ResolveAnswer,
    http: {
      ...operatorRoute,
      statuses: [400, 401, 403, 404],
      verb: 'POST',
      path: '/venue/resolve',
    },
  }),
  tickSize: defineMethod({
    ...operator,
    errors: [...operator.errors, 'not_found'],
    name: 'venue.tickSize',
    summary: "Change an open market's tick size (streams announce tick_size_change)",
    input: TickSizeChangeBody,
    output: TickSizeChangeAnswer,
    http: {
      ...operatorRoute,
      statuses: [400, 401, 403, 404],
      verb: 'POST',
      path: '/venue/tick-size',
      description: `${GUARD} Resting orders keep their prices; new orders must be on the new grid.`,
    },
  }),
  registerFunder: defineMethod({
    ...operator,
    name: 'venue.registerFunder',
    summary: 'Register a funder wallet that a signer may sign orders for',
    input: FunderBody,
    output: FunderAnswer,
    http: {
      ...operatorRoute,
      verb: 'POST',
      path: '/venue/funders',
      description: `${GUARD} signature_type 1 (proxy) and 2 (Safe): signer is the owning EOA; 3 (deposit wallet): signer is the EOA whose key signs for the wallet.`,
    },
  }),
} as const;
