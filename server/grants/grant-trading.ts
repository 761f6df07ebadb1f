import {
  ServiceError,
  badParameter,
  type CancelAnswer,
  type OrderAnswer,
} from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import {
  collateralMicros,
  microsFromDecimalString,
  ticksFromPriceString,
} from '../shared/index.js';
import type { TerminalTicket } from '../trading/index.js';
import { forbiddenBy, type GrantRegistry } from './grant-registry.js';
import {
  refuseBand,
  refuseIntent,
  type BestPrices,
  type IntentTerms,
  type Refusal,
} from './grant-rules.js';
import type { GrantRecord, GrantStore } from './grant-store.js';
import { isRefusal } from './grant-usage.js';
import type { VenueCall } from '../terminal/index.js';

export interface GrantTradingDeps {
  registry: GrantRegistry;
  store: GrantStore;
  catalog: Pick<Catalog, 'tradingMarketByToken'>;
  call: VenueCall;
  now: () => number;
}

/** `n orders`, `1 order`. */
export const orders = (count: number): string => `${count} order${count === 1 ? '' : 's'}`;

/** The best bid and ask of an order book answer (best levels last), in ticks. */
function bestOf(book: { bids: { price: string }[]; asks: { price: string }[] }): BestPrices {
  const last = (levels: { price: string }[]) =>
    levels.length === 0 ? null : ticksFromPriceString(levels[levels.length - 1]!.price);
  return { bidTicks: last(book.bids), askTicks: last(book.asks) };
}

/** Shares the answer says were matched at once. */
function matchedShares(ticket: TerminalTicket, answer: OrderAnswer): number {
  const amount = ticket.side === 'BUY' ? answer.takingAmount : answer.makingAmount;
  return microsFromDecimalString(amount || '0') ?? 0;
}

/**
 * A grant's orders: each intent is checked against the grant (market, side, type, size,
 * notional, band, open and daily notional, rate), reserved, built and signed as the terminal's
 * ticket is and sent through the venue's intake; every decision goes to the audit log.
 */
export function createGrantTrading(deps: GrantTradingDeps) {
  const { registry, store, call, now } = deps;
  const inFlight = new Map<string, Set<Promise<unknown>>>();

  /** What the audit log says of an intent: `BUY 5 Yes @ 0.71 GTC · Will it rain?`. */
  const describe = (ticket: TerminalTicket): string => {
    const found = deps.catalog.tradingMarketByToken(ticket.tokenId);
    const outcome = found ? ` ${found.market.tokens[found.tokenIndex].outcome}` : '';
    const market = found ? ` · ${found.market.question}` : '';
    return `${ticket.side} ${ticket.size}${outcome} @ ${ticket.price} ${ticket.orderType}${market}`;
  };

  const termsOf = (ticket: TerminalTicket): IntentTerms => {
    const found = deps.catalog.tradingMarketByToken(ticket.tokenId);
    if (!found) throw badParameter('tokenId', 'is not a token of any market');
    const priceTicks = ticksFromPriceString(ticket.price);
    const sizeMicros = microsFromDecimalString(ticket.size);
    if (priceTicks === null || priceTicks <= 0) throw badParameter('price', 'must be above 0');
    if (sizeMicros === null || sizeMicros <= 0) throw badParameter('size', 'must be above 0');
    return {
      side: ticket.side,
      orderType: ticket.orderType,
      priceTicks,
      sizeMicros,
      notionalMicros: collateralMicros(priceTicks, sizeMicros),
      conditionId: found.market.conditionId,
      eventSlug: found.market.eventSlug,
      tickTicks: found.market.tickTicks,
    };
  };

  const refuse = (record: GrantRecord, ticket: TerminalTicket, refusal: Refusal): never => {
    registry.usageOf(record.id).refused += 1;
    store.audit(record.id, now(), 'refused', `${describe(ticket)}: ${refusal.message}`);
    throw forbiddenBy(refusal);
  };

  /**
   * Brings the grants' open notional up to date with the venue's open orders (one read for all
   * of them: they are orders of the one account that is unlocked). Orders placed while the read
   * is under way are left as they are counted.
   */
  const reconcile = async (records: readonly GrantRecord[]): Promise<void> => {
    const tracked = records.flatMap((record) =>
      registry
        .usageOf(record.id)
        .openOrderIds()
        .map((orderId) => ({ grantId: record.id, orderId })),
    );
    if (tracked.length === 0) return;
    const open = new Map((await call('terminal.openOrders', {})).map((order) => [order.id, order]));
    for (const { grantId, orderId } of tracked) {
      const order = open.get(orderId);
      const unfilled = order
        ? (microsFromDecimalString(order.original_size) ?? 0) -
          (microsFromDecimalString(order.size_matched) ?? 0)
        : 0;
      const micros = order ? collateralMicros(ticksFromPriceString(order.price) ?? 0, unfilled) : 0;
      registry.usageOf(grantId).setOpen(orderId, micros);
      store.setOpenNotional(orderId, micros);
    }
  };

  const track = <T>(grantId: string, pending: Promise<T>): Promise<T> => {
    const set = inFlight.get(grantId) ?? new Set();
    inFlight.set(grantId, set);
    set.add(pending);
    const done = () => set.delete(pending);
    pending.then(done, done);
    return pending;
  };

  const reserve = async (record: GrantRecord, ticket: TerminalTicket, terms: IntentTerms) => {
    const usage = registry.usageOf(record.id);
    let reserved = usage.reserve(record.limits, terms.notionalMicros, now());
    if (isRefusal(reserved) && reserved.limit === 'maxOpenNotional') {
      await reconcile([record]);
      reserved = usage.reserve(record.limits, terms.notionalMicros, now());
    }
    return isRefusal(reserved) ? refuse(record, ticket, reserved) : reserved;
  };

  const cancelOne = async (orderId: string): Promise<CancelAnswer> => {
    const answer = await call('terminal.cancelOrder', { orderId });
    const order = store.orderOf(orderId);
    if (order && answer.canceled.includes(orderId)) {
      registry.usageOf(order.grantId).setOpen(orderId, 0);
      store.setOpenNotional(orderId, 0);
    }
    return answer;
  };

  const recordPlaced = (
    record: GrantRecord,
    ticket: TerminalTicket,
    terms: IntentTerms,
    answer: OrderAnswer,
  ) => {
    const rests = ticket.orderType === 'GTC' || ticket.orderType === 'GTD';
    const unfilled =
      answer.status === 'matched' ? 0 : terms.sizeMicros - matchedShares(ticket, answer);
    const openMicros = rests ? collateralMicros(terms.priceTicks, Math.max(unfilled, 0)) : 0;
    const at = now();
    store.addOrder({
      orderId: answer.orderID,
      grantId: record.id,
      placedAt: at,
      market: terms.conditionId,
      notionalMicros: terms.notionalMicros,
      openNotionalMicros: openMicros,
    });
    registry.touch(record);
    store.audit(record.id, at, 'placed', `${describe(ticket)} → ${answer.status}`, answer.orderID);
    return openMicros;
  };

  return {
    reconcile,

    async place(grantId: string, ticket: TerminalTicket): Promise<OrderAnswer> {
      const record = registry.active(grantId);
      const terms = termsOf(ticket);
      const refusal = refuseIntent(record.limits, terms);
      if (refusal) refuse(record, ticket, refusal);
      registry.requireSigner(record);
      if (record.limits.bandTicks !== null) {
        const book = await call('marketdata.book', { token_id: ticket.tokenId });
        const outside = refuseBand(record.limits, terms, bestOf(book));
        if (outside) refuse(record, ticket, outside);
      }
      const reservation = await reserve(record, ticket, terms);
      const usage = registry.usageOf(record.id);
      let pending: Promise<OrderAnswer>;
      try {
        // Checked again in the same step as the signature: the grant may have been revoked or
        // the vault locked while the book was read.
        registry.active(record.id);
        registry.requireSigner(record);
        pending = track(record.id, call('terminal.placeOrder', ticket));
      } catch (error) {
        usage.release(reservation);
        throw error;
      }
      let answer: OrderAnswer;
      try {
        answer = await pending;
      } catch (error) {
        // In mirror mode an order may have reached the venue without an answer: it keeps what
        // it reserved of the day's notional, so a limit is never passed through a timeout.
        const unknown = error instanceof ServiceError && error.code === 'outcome_unknown';
        usage.release(reservation, { keepDaily: unknown });
        store.audit(record.id, now(), 'failed', `${describe(ticket)}: ${(error as Error).message}`);
        throw error;
      }
      if (!answer.success || !answer.orderID) {
        usage.release(reservation);
        store.audit(record.id, now(), 'failed', `${describe(ticket)}: ${answer.errorMsg}`);
        return answer;
      }
      const openMicros = recordPlaced(record, ticket, terms, answer);
      usage.commit(reservation, answer.orderID, openMicros);
      // Revoked while it was in flight: it must not stay on the book.
      if (record.revokedAt !== null && openMicros > 0)
        await cancelOne(answer.orderID).catch(() => undefined);
      return answer;
    },

    async cancel(grantId: string, orderIds: readonly string[]): Promise<CancelAnswer> {
      const record = registry.active(grantId);
      if (record.limits.mode === 'read-only') {
        throw forbiddenBy({ limit: 'mode', value: 'read-only', message: 'the grant is read-only' });
      }
      registry.requireSigner(record);
      const merged: CancelAnswer = { canceled: [], not_canceled: {} };
      const answers = await Promise.all(
        orderIds.map(async (orderId) => {
          if (store.orderOf(orderId)?.grantId !== record.id) {
            return { canceled: [], not_canceled: { [orderId]: 'not an order of this grant' } };
          }
          return cancelOne(orderId);
        }),
      );
      for (const answer of answers) {
        merged.canceled.push(...answer.canceled);
        Object.assign(merged.not_canceled, answer.not_canceled);
      }
      if (merged.canceled.length > 0) {
        store.audit(
          record.id,
          now(),
          'canceled',
          `canceled ${orders(merged.canceled.length)}`,
          merged.canceled[0],
        );
      }
      return merged;
    },

    /** Settles once every order of the grant that is being sent has its answer. */
    async settled(grantId: string): Promise<void> {
      await Promise.allSettled([...(inFlight.get(grantId) ?? [])]);
    },

    cancelOne,
  };
}

export type GrantTrading = ReturnType<typeof createGrantTrading>;
