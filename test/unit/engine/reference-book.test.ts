import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_IDS } from '../../../server/engine/id-index.js';
import type { OrderRequest, OrderType } from '../../../server/engine/index.js';
import { NaiveSortedBook } from '../../bench/naive-sorted-book.js';
import { NOW, book } from './helpers.js';

const operation = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      owner: fc.constantFrom(1, 2, 3),
      tokenIndex: fc.constantFrom(0 as const, 1 as const),
      side: fc.constantFrom('BUY' as const, 'SELL' as const),
      priceTicks: fc.integer({ min: 40, max: 60 }).map((steps) => steps * 100),
      sizeMicros: fc.integer({ min: 1, max: 2000 }).map((lots) => lots * 10_000),
      type: fc.constantFrom<OrderType>('GTC', 'GTC', 'FOK', 'FAK'),
      postOnly: fc.boolean(),
      // Ids rise, now and then past the id index's window, so that resting orders move to
      // its hash table and are cancelled or filled from there.
      idGap: fc.constantFrom(1, 1, 1, 7, RECENT_IDS + 3),
    }),
  },
  fc.record({ cancel: fc.nat() }),
);

describe('the engine against the naive sorted-array book of the benchmark', () => {
  it('produces the same fills, cancellations and statuses on random streams', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 5, maxLength: 80 }), (ops) => {
        const engine = book({ minSizeMicros: 10_000 });
        const naive = new NaiveSortedBook();
        const placed: number[] = [];
        let lastId = 0;
        ops.forEach((op) => {
          if ('cancel' in op) {
            if (placed.length === 0) return;
            const id = placed[op.cancel % placed.length]!;
            expect(engine.cancel(id).ok).toBe(naive.cancel(id));
            return;
          }
          const { idGap, ...fields } = op;
          lastId += idGap;
          const request: OrderRequest = {
            ...fields,
            id: lastId,
            postOnly: op.postOnly && op.type === 'GTC',
          };
          placed.push(request.id);
          const actual = engine.submit(request, NOW);
          const expected = naive.submit(request);
          expect(actual.status).toBe(expected.status);
          if (actual.status === 'rejected') return;
          expect(
            actual.fills.map((fill) => ({
              kind: fill.kind,
              makerOrderId: fill.maker.orderId,
              takerOrderId: fill.taker.orderId,
              sizeMicros: fill.sizeMicros,
              yesPriceTicks: fill.yesPriceTicks,
              makerCollateralMicros: fill.maker.collateralMicros,
              takerCollateralMicros: fill.taker.collateralMicros,
            })),
          ).toEqual(expected.fills);
          expect(actual.selfTradeCancelled.map((order) => order.id)).toEqual(
            expected.selfTradeCancelled,
          );
          expect(actual.restingMicros).toBe(expected.restingMicros);
          expect(engine.restingOrders()).toHaveLength(naive.size());
        });
      }),
      { numRuns: 200 },
    );
  });
});
