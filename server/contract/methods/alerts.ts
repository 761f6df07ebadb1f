import { Type } from 'typebox';
import {
  Alert,
  AlertFiring,
  ConditionalOrder,
  MAX_ALERTS,
  MAX_CONDITIONAL_ORDERS,
  NewAlert,
  NewConditionalOrder,
} from '../alerts.js';
import { defineMethod } from './define.js';

// Alerts (auth `trader`: the terminal, and scripts with any grant token) and the orders the
// terminal holds until a condition fires (auth `session`: they sell with the vault's key).

const trader = {
  auth: 'trader',
  limits: [],
  errors: ['invalid_input', 'unauthenticated', 'not_found'],
} as const;
const route = {
  tags: ['alerts'],
  description:
    '`Authorization: Bearer <grant token>`: any grant, read-only ones included (docs/scripts.md).',
  statuses: [400, 401, 404],
  surface: null,
} as const;
const session = { auth: 'session', limits: [] } as const;
const Id = Type.Integer({ minimum: 1 });

export const alertMethods = {
  list: defineMethod({
    ...trader,
    name: 'alerts.list',
    summary: 'Every alert, newest first',
    input: Type.Object({}),
    output: Type.Array(Alert),
    http: { ...route, verb: 'GET', path: '/alerts' },
  }),
  create: defineMethod({
    ...trader,
    name: 'alerts.create',
    summary: `A new alert, armed at once (at most ${MAX_ALERTS})`,
    input: NewAlert,
    output: Alert,
    http: { ...route, verb: 'POST', path: '/alerts' },
  }),
  remove: defineMethod({
    ...trader,
    name: 'alerts.delete',
    summary: 'Delete an alert and its history',
    input: Type.Object({ id: Id }),
    output: Type.Object({ deleted: Type.Integer() }),
    http: { ...route, verb: 'DELETE', path: '/alerts/:id' },
  }),
  firings: defineMethod({
    ...trader,
    name: 'alerts.firings',
    summary: 'What fired, newest first (one alert’s, or all); `after` for what is new',
    input: Type.Object({
      alertId: Type.Optional(Id),
      after: Type.Optional(Type.Integer({ minimum: 0, description: 'firing id' })),
      limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    }),
    output: Type.Array(AlertFiring),
    http: { ...route, verb: 'GET', path: '/alerts/firings' },
  }),
  conditionalList: defineMethod({
    ...session,
    errors: [],
    name: 'conditional.list',
    summary: 'The conditional orders, armed first, then newest',
    input: Type.Object({}),
    output: Type.Array(ConditionalOrder),
  }),
  conditionalCreate: defineMethod({
    ...session,
    errors: ['invalid_input', 'not_found', 'locked'],
    name: 'conditional.create',
    summary: `Arm a stop-loss, take-profit or trailing stop (at most ${MAX_CONDITIONAL_ORDERS})`,
    input: NewConditionalOrder,
    output: ConditionalOrder,
  }),
  conditionalUpdate: defineMethod({
    ...session,
    errors: ['invalid_input', 'not_found'],
    name: 'conditional.update',
    summary: 'Change an armed conditional order’s size, trigger, trail or worst price',
    input: Type.Object({
      id: Id,
      size: Type.Optional(NewConditionalOrder.properties.size),
      triggerPrice: Type.Optional(NewConditionalOrder.properties.worstPrice),
      trailTicks: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
      worstPrice: Type.Optional(NewConditionalOrder.properties.worstPrice),
    }),
    output: ConditionalOrder,
  }),
  conditionalCancel: defineMethod({
    ...session,
    errors: ['not_found'],
    name: 'conditional.cancel',
    summary: 'Cancel an armed conditional order',
    input: Type.Object({ id: Id }),
    output: ConditionalOrder,
  }),
} as const;
