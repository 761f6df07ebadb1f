import type { TypedFastify } from './typed.js';

const CURSOR_PARAMETER = /[?&]next_cursor(?:[=&]|$)/;

type ConstraintStrategy = Parameters<TypedFastify['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * docs/protocol.md: a GET /markets that carries `next_cursor` gets the order-book form
 * (orderbook.markets, whose binding names this constraint), any other the catalog form. A
 * route constraint picks the form before validation, so each form keeps its own schema and
 * rate-limit scopes; every other route ignores it.
 */
export const orderBookForm: ConstraintStrategy = {
  name: 'orderBookForm',
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (request) =>
    request.url?.includes('next_cursor') && CURSOR_PARAMETER.test(request.url) ? 'yes' : 'no',
  mustMatchWhenDerived: false,
};
