import { describe, expect, it } from 'vitest';
import { signedTerms } from '../../../renderer/features/ticket/signed-terms.js';
import { termsFromAmounts } from '../../../server/engine/index.js';
import { microsFromDecimalString, ticksFromPriceString } from '../../../server/shared/index.js';
import { buildTerminalOrder } from '../../../server/trading/index.js';

// The renderer previews what the service signs: both go through server/shared's orderAmounts,
// and this table keeps them from drifting apart again.
const pricesByTick: Record<string, string[]> = {
  '0.01': ['0.57', '0.05'],
  '0.001': ['0.457', '0.023'],
  '0.0001': ['0.4567', '0.0123'],
};
const sizes = ['12.5', '10.555', '0.3', '1234.567891'];

const cases = Object.entries(pricesByTick).flatMap(([tick, prices]) =>
  (['BUY', 'SELL'] as const).flatMap((side) =>
    (['GTC', 'FOK'] as const).flatMap((orderType) =>
      prices.flatMap((price) => sizes.map((size) => ({ tick, side, orderType, price, size }))),
    ),
  ),
);

const ticks = (text: string): number => ticksFromPriceString(text)!;

describe("the renderer's signedTerms and the service's terminal order", () => {
  it.each(cases)(
    'agree on $side $orderType $size at $price (tick $tick)',
    ({ tick, side, orderType, price, size }) => {
      const tickTicks = ticks(tick);
      const preview = signedTerms(
        side,
        orderType,
        ticks(price),
        microsFromDecimalString(size)!,
        tickTicks,
      );
      const ticket = { tokenId: '1', side, orderType, price, size };
      const build = () => buildTerminalOrder(ticket, { tickTicks }, 0);
      if (!preview.ok) {
        expect(build).toThrow();
        return;
      }
      const { makerAmount, takerAmount } = build().fields;
      expect([makerAmount, takerAmount]).toEqual([
        String(preview.makerMicros),
        String(preview.takerMicros),
      ]);
      // The worst price and size the renderer shows are what the engine reads from the amounts.
      const read = termsFromAmounts(
        {
          side,
          type: orderType,
          makerAmountMicros: Number(makerAmount),
          takerAmountMicros: Number(takerAmount),
        },
        { tickTicks, minSizeMicros: 0 },
      );
      expect(read).toEqual({
        ok: true,
        priceTicks: preview.priceTicks,
        sizeMicros: preview.sizeMicros,
      });
    },
  );
});
