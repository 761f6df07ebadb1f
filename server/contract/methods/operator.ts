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

// The local venue's operator (loopback client with the admin token): /venue/*.

const operator = {
  auth: 'operator',
  limits: [],
  errors: ['invalid_input', 'unauthenticated', 'forbidden'],
} as const;

export const operatorMethods = {
  faucet: defineMethod({
    ...operator,
    name: 'venue.faucet',
    summary: 'Credit paper collateral to a wallet',
    input: FaucetBody,
    output: FaucetAnswer,
  }),
  resolve: defineMethod({
    ...operator,
    errors: [...operator.errors, 'not_found'],
    name: 'venue.resolve',
    summary: 'Resolve a market: cancel its open orders, redeem positions, close it',
    input: ResolveBody,
    output: ResolveAnswer,
  }),
  tickSize: defineMethod({
    ...operator,
    errors: [...operator.errors, 'not_found'],
    name: 'venue.tickSize',
    summary: "Change an open market's tick size (streams announce tick_size_change)",
    input: TickSizeChangeBody,
    output: TickSizeChangeAnswer,
  }),
  registerFunder: defineMethod({
    ...operator,
    name: 'venue.registerFunder',
    summary: 'Register a funder wallet that a signer may sign orders for',
    input: FunderBody,
    output: FunderAnswer,
  }),
} as const;
