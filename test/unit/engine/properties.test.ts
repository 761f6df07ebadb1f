import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { OrderType } from '../../../server/engine/index.js';
import { PRICE_SCALE, VALID_TICK_TICKS } from '../../../server/shared/index.js';
import { book } from './helpers.js';
import { OWNERS, ScenarioDriver } from './scenario-driver.js';

const START = 1_700_000_000_000;

const submitOp = fc.record({
  kind: fc.constant('submit' as const),
  owner: fc.integer({ min: 0, max: OWNERS.length - 1 }),
  tokenIndex: fc.constantFrom(0 as const, 1 as const),
  side: fc.constantFrom('BUY' as const, 'SELL' as const),
  // Prices a few market ticks around the middle, so that orders cross often.
  tickOffset: fc.integer({ min: -15, max: 15 }),
  lots: fc.integer({ min: 1, max: 3000 }),
  type: fc.constantFrom<OrderType>('GTC', 'GTC', 'GTD', 'FOK', 'FAK'),
  postOnly: fc.boolean(),
  ttlMs: fc.integer({ min: 1, max: 5000 }),
});
const cancelOp = fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() });
const advanceOp = fc.record({
  kind: fc.constant('advance' as const),
  ms: fc.integer({ min: 1, max: 3000 }),
  expire: fc.boolean(),
});
type Operation = typeof submitOp extends fc.Arbitrary<infer T> ? T : never;

const scenario = fc.record({
  ops: fc.array(fc.oneof({ arbitrary: submitOp, weight: 8 }, cancelOp, advanceOp), {
    minLength: 10,
    maxLength: 60,
  }),
  tickTicks: fc.constantFrom(...VALID_TICK_TICKS),
  feeRateMicros: fc.constantFrom(0, 20_000, 250_000),
  takerOnly: fc.boolean(),
});

function priceOf(op: Operation, tickTicks: number): number {
  const price = PRICE_SCALE / 2 + op.tickOffset * tickTicks;
  return Math.min(Math.max(price, tickTicks), PRICE_SCALE - tickTicks);
}

describe('engine properties over random operation sequences', () => {
  it('keeps the book uncrossed, quantities, collateral and supply conserved, FIFO, no negative positions', () => {
    fc.assert(
      fc.property(scenario, ({ ops, tickTicks, feeRateMicros, takerOnly }) => {
        const fee = { rateMicros: feeRateMicros, exponent: 1, takerOnly };
        const driver = new ScenarioDriver(
          book({ tickTicks, minSizeMicros: 10_000, fee }),
          feeRateMicros,
        );
        let now = START;
        for (const op of ops) {
          if (op.kind === 'submit') {
            const resting = op.type === 'GTC' || op.type === 'GTD';
            driver.submit(
              {
                owner: OWNERS[op.owner]!,
                tokenIndex: op.tokenIndex,
                side: op.side,
                priceTicks: priceOf(op, tickTicks),
                sizeMicros: op.lots * 10_000,
                type: op.type,
                postOnly: op.postOnly && resting,
                expiresAtMs: now + op.ttlMs,
              },
              now,
            );
          } else if (op.kind === 'cancel') {
            driver.cancel(op.pick);
          } else {
            now += op.ms;
            if (op.expire) driver.expire(now);
          }
          driver.checkInvariants();
        }
      }),
      { numRuns: 200 },
    );
  });
});
