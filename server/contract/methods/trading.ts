import { Type } from 'typebox';
import { HeartbeatAnswer, HeartbeatBody } from '../account.js';
import {
  CancelAnswer,
  CancelMarketBody,
  CancelOrderBody,
  CancelOrdersBody,
  NewOrderBody,
  NewOrdersBody,
  OrderAnswer,
} from '../order.js';
import { defineMethod } from './define.js';
import { L2_HEADERS } from './http-notes.js';

// Signed orders, cancels and heartbeats of a script's API key (l2).

const order = {
  auth: 'l2',
  limits: ['order'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;
const cancel = { ...order, limits: ['cancel'] } as const;
const heartbeat = { auth: 'l2', limits: [], errors: ['invalid_input', 'unauthenticated'] } as const;

const signed = {
  tags: ['trading'],
  description: `Needs the ${L2_HEADERS}`,
  statuses: [400, 401, 429],
} as const;
/** A stale or unknown heartbeat id is refused with the id to send next. */
const HeartbeatRefusal = Type.Object({
  error: Type.String(),
  heartbeat_id: Type.Optional(Type.String()),
});
const beat = {
  ...signed,
  statuses: [400, 401],
  optionalBody: true,
  wire: { errors: { 400: HeartbeatRefusal } },
} as const;

export const tradingMethods = {
  postOrder: defineMethod({
    ...order,
    name: 'trading.postOrder',
    summary: 'Post a signed order',
    input: NewOrderBody,
    output: OrderAnswer,
    http: { ...signed, verb: 'POST', path: '/order' },
  }),
  postOrders: defineMethod({
    ...order,
    name: 'trading.postOrders',
    summary: 'Post up to 15 signed orders; each is answered on its own',
    input: NewOrdersBody,
    output: Type.Array(OrderAnswer),
    http: { ...signed, verb: 'POST', path: '/orders' },
  }),
  cancelOrder: defineMethod({
    ...cancel,
    name: 'trading.cancelOrder',
    summary: 'Cancel an order',
    input: CancelOrderBody,
    output: CancelAnswer,
    http: { ...signed, verb: 'DELETE', path: '/order' },
  }),
  cancelOrders: defineMethod({
    ...cancel,
    name: 'trading.cancelOrders',
    summary: 'Cancel orders by id',
    input: CancelOrdersBody,
    output: CancelAnswer,
    http: { ...signed, verb: 'DELETE', path: '/orders' },
  }),
  cancelAll: defineMethod({
    ...cancel,
    name: 'trading.cancelAll',
    summary: "Cancel every open order of the key's address",
    input: Type.Object({}),
    output: CancelAnswer,
    http: { ...signed, verb: 'DELETE', path: '/cancel-all' },
  }),
  cancelMarketOrders: defineMethod({
    ...cancel,
    name: 'trading.cancelMarketOrders',
    summary: 'Cancel the open orders of a market (condition id) or token (asset_id)',
    input: CancelMarketBody,
    output: CancelAnswer,
    http: {
      ...signed,
      verb: 'DELETE',
      path: '/cancel-market-orders',
      optionalBody: true,
    },
  }),
  heartbeat: defineMethod({
    ...heartbeat,
    name: 'trading.heartbeat',
    summary: 'Heartbeat chain: send "" first, then the id the previous beat answered',
    input: HeartbeatBody,
    output: HeartbeatAnswer,
    http: {
      ...beat,
      verb: 'POST',
      path: '/v1/heartbeats',
      description: `${signed.description} Once a key beats, 15 s without a beat cancel all of its open orders.`,
    },
  }),
  touchHeartbeat: defineMethod({
    ...heartbeat,
    name: 'trading.touchHeartbeat',
    summary: 'A heartbeat that keeps the id chain as it is (an id, if sent, is checked)',
    input: HeartbeatBody,
    output: Type.Object({ status: Type.String() }),
    http: {
      ...beat,
      verb: 'POST',
      path: '/heartbeats',
      summary: 'A heartbeat that keeps the id chain as it is',
      description: `${signed.description} No body, or the same body as /v1/heartbeats: an id is checked by the same rule.`,
    },
  }),
} as const;
