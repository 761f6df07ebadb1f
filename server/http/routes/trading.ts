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
import { InvalidHeartbeatId, type TradingService } from '../../trading/index.js';
import { l2Caller } from '../l2-auth.js';
import type { TypedFastify } from '../typed.js';

const L2 =
  'Needs the L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';
const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };
const orderConfig = { auth: 'l2', limits: ['order'] } as const;
const cancelConfig = { auth: 'l2', limits: ['cancel'] } as const;

/** Signed orders, cancels and heartbeats: every route authenticates the API key (L2). */
export function tradingRoutes(app: TypedFastify, trading: TradingService): void {
  app.post(
    '/order',
    {
      config: orderConfig,
      schema: {
        tags: ['trading'],
        summary: 'Post a signed order',
        description: L2,
        body: NewOrderBody,
        response: { 200: OrderAnswer, ...errors },
      },
    },
    async (request) => {
      const caller = l2Caller(request);
      await trading.prepareOrders([request.body]);
      return trading.postOrder(caller, request.body);
    },
  );

  app.post(
    '/orders',
    {
      config: orderConfig,
      schema: {
        tags: ['trading'],
        summary: 'Post up to 15 signed orders; each is answered on its own',
        description: L2,
        body: NewOrdersBody,
        response: { 200: Type.Array(OrderAnswer), ...errors },
      },
    },
    async (request) => {
      const caller = l2Caller(request);
      await trading.prepareOrders(request.body);
      return trading.postOrders(caller, request.body);
    },
  );

  const cancelSchema = (summary: string) => ({
    tags: ['trading'],
    summary,
    description: L2,
    response: { 200: CancelAnswer, ...errors },
  });

  app.delete(
    '/order',
    { config: cancelConfig, schema: { ...cancelSchema('Cancel an order'), body: CancelOrderBody } },
    async (request) => trading.cancels.byHashes(l2Caller(request), [request.body.orderID]),
  );

  app.delete(
    '/orders',
    {
      config: cancelConfig,
      schema: { ...cancelSchema('Cancel orders by id'), body: CancelOrdersBody },
    },
    async (request) => trading.cancels.byHashes(l2Caller(request), request.body),
  );

  app.delete(
    '/cancel-all',
    { config: cancelConfig, schema: cancelSchema("Cancel every open order of the key's address") },
    async (request) => trading.cancels.all(l2Caller(request)),
  );

  app.delete(
    '/cancel-market-orders',
    {
      config: cancelConfig,
      schema: {
        ...cancelSchema('Cancel the open orders of a market (condition id) or token (asset_id)'),
        body: Type.Optional(CancelMarketBody),
      },
    },
    async (request) => trading.cancels.market(l2Caller(request), request.body ?? {}),
  );

  app.post(
    '/v1/heartbeats',
    {
      config: { auth: 'l2' },
      schema: {
        tags: ['trading'],
        summary: 'Heartbeat chain: send "" first, then the id the previous beat answered',
        description: `${L2} Once a key beats, 15 s without a beat cancel all of its open orders.`,
        body: Type.Optional(HeartbeatBody),
        response: {
          200: HeartbeatAnswer,
          400: Type.Object({ error: Type.String(), heartbeat_id: Type.Optional(Type.String()) }),
          401: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        const id = trading.heartbeats.beat(
          l2Caller(request),
          request.body?.heartbeat_id ?? '',
          Date.now(),
        );
        return { heartbeat_id: id };
      } catch (error) {
        if (!(error instanceof InvalidHeartbeatId)) throw error;
        return reply.code(400).send({ error: error.message, heartbeat_id: error.currentId });
      }
    },
  );

  app.post(
    '/heartbeats',
    {
      config: { auth: 'l2' },
      schema: {
        tags: ['trading'],
        summary: 'A heartbeat without an id chain',
        description: L2,
        response: { 200: Type.Object({ status: Type.String() }), 401: ErrorBody },
      },
    },
    async (request) => {
      trading.heartbeats.touch(l2Caller(request), Date.now());
      return { status: 'ok' };
    },
  );
}
