import { type TicketOrderType, isMarketOrder, orderAmounts } from '../../../server/shared/index.js';
import type { Side } from './book-walk.js';

/** The price and size the service will sign and the engine will execute for a ticket. */
export type SignedTerms =
  | {
      ok: true;
      priceTicks: number;
      /** Shares the order is for once signed and read back by the engine. */
      sizeMicros: number;
      /** Market BUY only: the collateral signed to spend (floored to the cent). */
      spendMicros: number | null;
      /** The order's amounts as the service signs them. */
      makerMicros: number;
      takerMicros: number;
    }
  | { ok: false; error: string };

const problems = {
  size_below_lot: 'Size must be at least 0.01 share',
  spend_below_cent: 'Buys less than $0.01 at this price',
} as const;

/**
 * What `terminal.placeOrder` turns a ticket into: the amounts the service signs
 * (server/shared's orderAmounts) and the price and size the engine reads back from them.
 */
export function signedTerms(
  side: Side,
  orderType: TicketOrderType,
  priceTicks: number,
  sizeMicros: number,
  tickTicks: number,
): SignedTerms {
  const amounts = orderAmounts({ side, orderType, priceTicks, sizeMicros, tickTicks });
  if (!amounts.ok) return { ok: false, error: problems[amounts.problem] };
  const marketBuy = side === 'BUY' && isMarketOrder(orderType);
  return {
    ok: true,
    priceTicks: amounts.worstPriceTicks,
    sizeMicros: amounts.sizeMicros,
    spendMicros: marketBuy ? amounts.makerMicros : null,
    makerMicros: amounts.makerMicros,
    takerMicros: amounts.takerMicros,
  };
}
