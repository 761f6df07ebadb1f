import { Type } from 'typebox';
import {
  CancelAnswer,
  CancelMarketBody,
  CancelOrderBody,
  CancelOrdersBody,
  ErrorBody,
  HeartbeatAnswer,
  HeartbeatBody,
  NewOrderBody,
  NewOrdersBody,
  OrderAnswer,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const L2 =
  'Needs the L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };
const tags = ['trading'];

/** Signed orders, cancels and heartbeats: every route authenticates the API key (L2). */
export function tradingRoutes(route: MethodRoute): void {
  route('POST', '/order', 'trading.postOrder', {
    schema: {
      tags,
      summary: 'Post a signed order',
      description: L2,
      body: NewOrderBody,
      response: { 200: OrderAnswer, ...errors },
    },
  });
  route('POST', '/orders', 'trading.postOrders', {
    schema: {
      tags,
      summary: 'Post up to 15 signed orders; each is answered on its own',
      description: L2,
      body: NewOrdersBody,
      response: { 200: Type.Array(OrderAnswer), ...errors },
    },
  });

  const cancelSchema = (summary: string) => ({
    tags,
    summary,
    description: L2,
    response: { 200: CancelAnswer, ...errors },
  });
  route('DELETE', '/order', 'trading.cancelOrder', {
    schema: { ...cancelSchema('Cancel an order'), body: CancelOrderBody },
  });
  route('DELETE', '/orders', 'trading.cancelOrders', {
    schema: { ...cancelSchema('Cancel orders by id'), body: CancelOrdersBody },
  });
  route('DELETE', '/cancel-all', 'trading.cancelAll', {
    schema: cancelSchema("Cancel every open order of the key's address"),
  });
  route('DELETE', '/cancel-market-orders', 'trading.cancelMarketOrders', {
    schema: {
      ...cancelSchema('Cancel the open orders of a market (condition id) or token (asset_id)'),
      body: Type.Optional(CancelMarketBody),
    },
  });

  const heartbeatRefused = Type.Object({
    error: Type.String(),
    heartbeat_id: Type.Optional(Type.String()),
  });
  route('POST', '/v1/heartbeats', 'trading.heartbeat', {
    schema: {
      tags,
      summary: 'Heartbeat chain: send "" first, then the id the previous beat answered',
      description: `${L2} Once a key beats, 15 s without a beat cancel all of its open orders.`,
      body: Type.Optional(HeartbeatBody),
      response: {
        200: HeartbeatAnswer,
        400: heartbeatRefused,
        401: ErrorBody,
      },
    },
  });
  route('POST', '/heartbeats', 'trading.touchHeartbeat', {
    schema: {
      tags,
      summary: 'A heartbeat that keeps the id chain as it is',
      description: `${L2} No body, or the same body as /v1/heartbeats: an id is checked by the same rule.`,
      body: Type.Optional(HeartbeatBody),
      response: {
        200: Type.Object({ status: Type.String() }),
        400: heartbeatRefused,
        401: ErrorBody,
      },
    },
  });
}
