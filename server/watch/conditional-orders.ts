import {
  MAX_CONDITIONAL_ORDERS,
  ServiceError,
  badParameter,
  notFound,
  type ConditionalOrder,
  type NewConditionalOrder,
} from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import {
  decimalStringFromMicros,
  microsFromDecimalString,
  priceStringFromTicks,
  ticksFromPriceString,
} from '../shared/index.js';
import type { VenueCall } from '../terminal/index.js';
import { onTriggerValue, refuseTerms, trailingStop } from './conditional-rules.js';
import type {
  ConditionalRecord,
  ConditionalStateName,
  ConditionalStore,
} from './conditional-store.js';
import { quoteValue, type QuoteBook } from './quotes.js';

export interface ConditionalDeps {
  store: ConditionalStore;
  catalog: Pick<Catalog, 'tradingMarketByToken'>;
  quotes: QuoteBook;
  call: VenueCall;
  /** The vault's unlocked current account's address, or null (locked, or none). */
  signingAddress: () => string | null;
  now: () => number;
  /** Each change of an order's state, as the terminal shows it. */
  notify: (order: ConditionalOrder) => void;
}

type Changes = { size?: string; triggerPrice?: string; trailTicks?: number; worstPrice?: string };

/**
 * The orders the terminal holds for the trader (issue #25): each watches its trigger source on
 * the market channel; when it fires, the vault signs a fill-and-kill SELL at the worst price the
 * trader set, sent through the terminal's own intake (relayed upstream in mirror mode). With the
 * vault locked nothing is signed: the order stays armed, says so once, and fires on the next
 * update after an unlock if its condition still holds.
 */
export function createConditionalOrders(deps: ConditionalDeps) {
  const { store, catalog, quotes, call, now } = deps;
  const armed = new Map<number, ConditionalRecord>(store.armed().map((r) => [r.id, r]));
  /** Orders being sent now, and those whose locked-vault notice was given. */
  const sending = new Set<number>();
  const blocked = new Set<number>();
  /** Shares held per token, as last read: an order never sells more than that. */
  const held = new Map<string, number>();

  const tickOf = (tokenId: string) =>
    catalog.tradingMarketByToken(tokenId)?.market.tickTicks ?? 100;
  const termsOf = (record: ConditionalRecord) => ({ ...record, tickTicks: tickOf(record.tokenId) });

  const view = (record: ConditionalRecord): ConditionalOrder => {
    const found = catalog.tradingMarketByToken(record.tokenId);
    const stop = record.kind === 'trailing-stop' ? trailingStop(termsOf(record)) : null;
    const price = (ticks: number | null) => (ticks === null ? null : priceStringFromTicks(ticks));
    return {
      id: record.id,
      kind: record.kind,
      tokenId: record.tokenId,
      conditionId: record.conditionId,
      address: record.address,
      title: found
        ? `${found.market.tokens[found.tokenIndex].outcome} · ${found.market.question}`
        : record.tokenId,
      size: decimalStringFromMicros(record.sizeMicros),
      trigger: record.trigger,
      triggerPrice: price(record.triggerTicks),
      trailTicks: record.trailTicks,
      peak: price(record.peakTicks),
      stopPrice: price(stop),
      worstPrice: priceStringFromTicks(record.worstTicks),
      ocoWith: record.ocoWith,
      state: record.state,
      orderId: record.orderId,
      createdAt: record.createdAt,
      events: store.events(record.id),
    };
  };

  const transition = (record: ConditionalRecord, state: ConditionalStateName, detail: string) => {
    record.state = state;
    store.save(record);
    store.event(record.id, now(), state, detail);
    if (state !== 'armed' && state !== 'triggered') armed.delete(record.id);
    deps.notify(view(record));
  };

  const cancelPartner = (record: ConditionalRecord) => {
    const partner = record.ocoWith === null ? undefined : armed.get(record.ocoWith);
    if (partner && !sending.has(partner.id))
      transition(partner, 'canceled', `OCO: #${record.id} fired`);
  };

  const send = async (record: ConditionalRecord, value: number): Promise<void> => {
    if (deps.signingAddress()?.toLowerCase() !== record.address.toLowerCase()) {
      if (!blocked.has(record.id)) {
        blocked.add(record.id);
        store.event(
          record.id,
          now(),
          'armed',
          `trigger at ${priceStringFromTicks(Math.round(value))} not signed: the vault is locked; stays armed`,
        );
        deps.notify(view(record));
      }
      return;
    }
    blocked.delete(record.id);
    sending.add(record.id);
    const size = Math.min(record.sizeMicros, held.get(record.tokenId) ?? record.sizeMicros);
    transition(record, 'triggered', `${record.trigger} ${priceStringFromTicks(Math.round(value))}`);
    cancelPartner(record);
    try {
      const answer = await call('terminal.placeOrder', {
        tokenId: record.tokenId,
        side: 'SELL',
        orderType: 'FAK',
        price: priceStringFromTicks(record.worstTicks),
        size: decimalStringFromMicros(size),
      });
      record.orderId = answer.orderID || null;
      if (!answer.success) return transition(record, 'refused', answer.errorMsg || answer.status);
      transition(
        record,
        'sent',
        `FAK SELL ${decimalStringFromMicros(size)} ≥ ${priceStringFromTicks(record.worstTicks)}`,
      );
      const sold = microsFromDecimalString(answer.makingAmount || '0') ?? 0;
      if (sold >= size) transition(record, 'filled', `sold ${decimalStringFromMicros(sold)}`);
      else if (sold > 0)
        transition(
          record,
          'partly-filled',
          `sold ${decimalStringFromMicros(sold)} of ${decimalStringFromMicros(size)}`,
        );
      else transition(record, 'refused', 'nothing filled at or above the worst price');
    } catch (error) {
      transition(record, 'refused', (error as Error).message);
    } finally {
      sending.delete(record.id);
    }
  };

  const check = (tokenId: string, price: string | undefined, field: string): number | null => {
    if (price === undefined) return null;
    const ticks = ticksFromPriceString(price);
    if (ticks === null || ticks <= 0 || ticks >= 10_000 || ticks % tickOf(tokenId) !== 0) {
      throw badParameter(
        field,
        `is not a price on the market's tick (${priceStringFromTicks(tickOf(tokenId))})`,
      );
    }
    return ticks;
  };

  const sharesHeld = async (tokenId: string): Promise<number> => {
    const positions = await call('terminal.positions', {});
    const position = positions.find((candidate) => candidate.asset === tokenId);
    return position ? Math.round((position.size - position.reserved) * 1_000_000) : 0;
  };

  const validate = (record: ConditionalRecord) => {
    const quote = quotes.get(record.tokenId);
    const value = quote ? quoteValue(quote, record.trigger) : null;
    const refusal = refuseTerms(termsOf(record), record.worstTicks, value);
    if (refusal) throw badParameter(refusal.field, refusal.problem);
  };

  return {
    tokens: (): string[] => [...armed.values()].map((record) => record.tokenId),

    onQuotes(tokens: Set<string>): void {
      for (const record of armed.values()) {
        if (!tokens.has(record.tokenId) || sending.has(record.id) || record.state !== 'armed')
          continue;
        const quote = quotes.get(record.tokenId);
        const value = quote ? quoteValue(quote, record.trigger) : null;
        if (value === null) continue;
        const { fires, peakTicks } = onTriggerValue(termsOf(record), value);
        if (peakTicks !== record.peakTicks) {
          record.peakTicks = peakTicks;
          store.save(record);
        }
        if (fires) void send(record, value);
      }
    },

    /** Positions read every few seconds: an order whose position is gone cancels itself. */
    async poll(): Promise<void> {
      const address = deps.signingAddress();
      if (!address || armed.size === 0) return;
      const positions = await call('terminal.positions', {}).catch(() => null);
      if (!positions) return;
      held.clear();
      for (const position of positions) {
        held.set(position.asset, Math.round((position.size - position.reserved) * 1_000_000));
      }
      for (const record of [...armed.values()]) {
        const mine = record.address.toLowerCase() === address.toLowerCase();
        if (mine && !sending.has(record.id) && (held.get(record.tokenId) ?? 0) <= 0) {
          transition(record, 'canceled', 'the position it protected is gone');
        }
      }
    },

    list: (): ConditionalOrder[] =>
      store
        .recent()
        .sort((a, b) => Number(b.state === 'armed') - Number(a.state === 'armed') || b.id - a.id)
        .map(view),

    async create(input: NewConditionalOrder): Promise<ConditionalOrder> {
      if (armed.size >= MAX_CONDITIONAL_ORDERS) {
        throw new ServiceError(
          'invalid_input',
          `at most ${MAX_CONDITIONAL_ORDERS} conditional orders may be armed`,
        );
      }
      const found = catalog.tradingMarketByToken(input.tokenId);
      if (!found) throw notFound(`token ${input.tokenId}`);
      const address = deps.signingAddress();
      if (!address)
        throw new ServiceError('locked', 'unlock the vault: its account’s position is protected');
      const sizeMicros = microsFromDecimalString(input.size) ?? 0;
      const shares = await sharesHeld(input.tokenId);
      if (sizeMicros <= 0 || sizeMicros > shares) {
        throw badParameter(
          'size',
          `must be above 0 and at most the ${decimalStringFromMicros(shares)} shares held`,
        );
      }
      held.set(input.tokenId, shares);
      const partner = input.ocoWith === undefined ? null : armed.get(input.ocoWith);
      if (
        input.ocoWith !== undefined &&
        (!partner || partner.tokenId !== input.tokenId || partner.ocoWith !== null)
      ) {
        throw badParameter(
          'ocoWith',
          'must name an armed conditional order of the same token without a pair',
        );
      }
      const candidate: ConditionalRecord = {
        id: 0,
        kind: input.kind,
        tokenId: input.tokenId,
        conditionId: found.market.conditionId,
        address,
        sizeMicros,
        trigger: input.trigger,
        triggerTicks: check(input.tokenId, input.triggerPrice, 'triggerPrice'),
        trailTicks: input.trailTicks ?? null,
        peakTicks: null,
        worstTicks: check(input.tokenId, input.worstPrice, 'worstPrice')!,
        ocoWith: partner?.id ?? null,
        state: 'armed',
        orderId: null,
        createdAt: now(),
      };
      validate(candidate);
      const record = store.insert(candidate);
      store.event(
        record.id,
        now(),
        'armed',
        partner ? `paired with #${partner.id} (OCO)` : 'armed',
      );
      armed.set(record.id, record);
      if (partner) {
        partner.ocoWith = record.id;
        store.save(partner);
      }
      return view(record);
    },

    update(id: number, changes: Changes): ConditionalOrder {
      const record = armed.get(id);
      if (!record) throw notFound(`armed conditional order ${id}`);
      const next: ConditionalRecord = { ...record };
      if (changes.size !== undefined) next.sizeMicros = microsFromDecimalString(changes.size) ?? 0;
      if (changes.triggerPrice !== undefined)
        next.triggerTicks = check(record.tokenId, changes.triggerPrice, 'triggerPrice');
      if (changes.trailTicks !== undefined) next.trailTicks = changes.trailTicks;
      if (changes.worstPrice !== undefined)
        next.worstTicks = check(record.tokenId, changes.worstPrice, 'worstPrice')!;
      const shares = held.get(record.tokenId);
      if (next.sizeMicros <= 0 || (shares !== undefined && next.sizeMicros > shares)) {
        throw badParameter('size', 'must be above 0 and at most the shares held');
      }
      validate(next);
      Object.assign(record, next);
      store.save(record);
      store.event(id, now(), 'armed', 'edited');
      const shown = view(record);
      deps.notify(shown);
      return shown;
    },

    cancel(id: number): ConditionalOrder {
      const record = armed.get(id);
      if (!record || sending.has(id)) throw notFound(`armed conditional order ${id}`);
      transition(record, 'canceled', 'cancelled by the trader');
      return view(record);
    },

    armedCount: (): number => armed.size,
  };
}

export type ConditionalOrders = ReturnType<typeof createConditionalOrders>;
