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

// Signed orders, cancels and heartbeats of a script's API key (l2).

const order = {
  auth: 'l2',
  limits: ['order'],
  errors: ['invalid_input', 'unauthenticated', 'rate_limited'],
} as const;
const cancel = { ...order, limits: ['cancel'] } as const;
const heartbeat = { auth: 'l2', limits: [], errors: ['invalid_input', 'unauthenticated'] } as const;

export const tradingMethods = {
  postOrder: defineMethod({
    ...order,
    name: 'trading.postOrder',
    summary: 'Post a signed order',
    input: NewOrderBody,
    output: OrderAnswer,
  }),
  postOrders: defineMethod({
    ...order,
    name: 'trading.postOrders',
    summary: 'Post up to 15 signed orders; each is answered on its own',
    input: NewOrdersBody,
    output: Type.Array(OrderAnswer),
  }),
  cancelOrder: defineMethod({
    ...cancel,
    name: 'trading.cancelOrder',
    summary: 'Cancel an order',
    input: CancelOrderBody,
    output: CancelAnswer,
  }),
  cancelOrders: defineMethod({
    ...cancel,
    name: 'trading.cancelOrders',
    summary: 'Cancel orders by id',
    input: CancelOrdersBody,
    output: CancelAnswer,
  }),
  cancelAll: defineMethod({
    ...cancel,
    name: 'trading.cancelAll',
    summary: "Cancel every open order of the key's address",
    input: Type.Object({}),
    output: CancelAnswer,
  }),
  cancelMarketOrders: defineMethod({
    ...cancel,
    name: 'trading.cancelMarketOrders',
    summary: 'Cancel the open orders of a market (condition id) or token (asset_id)',
    input: CancelMarketBody,
    output: CancelAnswer,
  }),
  heartbeat: defineMethod({
    ...heartbeat,
    name: 'trading.heartbeat',
    summary: 'Heartbeat chain: send "" first, then the id the previous beat answered',
    input: HeartbeatBody,
    output: HeartbeatAnswer,
  }),
  touchHeartbeat: defineMethod({
    ...heartbeat,
    name: 'trading.touchHeartbeat',
    summary: 'A heartbeat that keeps the id chain as it is (an id, if sent, is checked)',
    input: HeartbeatBody,
    output: Type.Object({ status: Type.String() }),
  }),
} as const;
