import assert from 'node:assert/strict';
import type { Fill, MarketBook, OrderRequest, RestingOrder } from '../../../server/engine/index.js';
import { PRICE_SCALE, collateralMicros } from '../../../server/shared/index.js';
import { ScenarioLedger } from './scenario-ledger.js';

interface OrderRecord {
  request: OrderRequest;
  filled: number;
  cancelled: number;
  remaining: number;
}

/** Account ids of the scenario's owners. */
export const OWNERS = [1, 2, 3, 4];

function yesTicks(order: { tokenIndex: 0 | 1; priceTicks: number }): number {
  return order.tokenIndex === 0 ? order.priceTicks : PRICE_SCALE - order.priceTicks;
}

/**
 * Drives a book through a scenario like the intake would: an owner may only place what it
 * can afford (collateral for buys including the worst fee, shares it holds for sells, net
 * of what its open orders reserve), and every fill, cancel and expiry is booked. After each
 * step it checks the book's invariants.
 */
export class ScenarioDriver {
  readonly ledger = new ScenarioLedger();
  readonly records = new Map<number, OrderRecord>();
  private readonly initialValue: number;
  /** Ids increase with submission, so they tell the time priority of any two orders. */
  private nextId = 1;

  constructor(
    readonly book: MarketBook,
    private readonly feeRateMicros: number,
  ) {
    for (const owner of OWNERS) this.ledger.fund(owner, 2_000_000_000, 500_000_000);
    this.initialValue = this.ledger.totalValue();
  }

  /** Collateral a BUY's remainder reserves, or shares a SELL's remainder reserves. */
  private reserve(request: OrderRequest, remaining: number): number {
    if (request.side === 'SELL') return remaining;
    const worstFee = Math.ceil((remaining * this.feeRateMicros) / 1_000_000);
    return collateralMicros(request.priceTicks, remaining) + worstFee;
  }

  private available(owner: number, request: OrderRequest): number {
    let reserved = 0;
    for (const record of this.records.values()) {
      const other = record.request;
      if (other.owner !== owner || record.remaining === 0 || other.side !== request.side) continue;
      if (request.side === 'SELL' && other.tokenIndex !== request.tokenIndex) continue;
      reserved += this.reserve(other, record.remaining);
    }
    const held =
      request.side === 'BUY'
        ? this.ledger.collateral.get(owner)!
        : this.ledger.tokens.get(owner)![request.tokenIndex];
    return held - reserved;
  }

  submit(fields: Omit<OrderRequest, 'id'>, now: number): void {
    const request: OrderRequest = { id: this.nextId++, ...fields };
    if (this.available(request.owner, request) < this.reserve(request, request.sizeMicros)) return;
    const result = this.book.submit(request, now);
    this.removeAll(result.expired);
    if (result.status === 'rejected') return;
    const record = { request, filled: 0, cancelled: 0, remaining: request.sizeMicros };
    this.records.set(request.id, record);
    this.removeAll(result.selfTradeCancelled);
    for (const fill of result.fills) this.bookFill(fill);
    record.cancelled += result.cancelledMicros;
    record.remaining -= result.cancelledMicros;
    assert.equal(record.remaining, result.restingMicros);
    this.checkOrderType(request, result.filledMicros, result.restingMicros > 0);
    this.checkPriority(request, result.fills);
  }

  cancel(pick: number): void {
    const open = [...this.records.values()].filter((record) => record.remaining > 0);
    if (open.length === 0) return;
    const target = open[pick % open.length]!;
    const result = this.book.cancel(target.request.id);
    assert.equal(result.ok, true);
    if (result.ok) this.removeAll([result.order]);
  }

  expire(now: number): void {
    this.removeAll(this.book.expire(now));
  }

  private bookFill(fill: Fill): void {
    this.ledger.apply(fill);
    for (const party of [fill.maker, fill.taker]) {
      const record = this.records.get(party.orderId)!;
      record.filled += fill.sizeMicros;
      record.remaining -= fill.sizeMicros;
    }
    assert.equal(fill.makerRemainingMicros, this.records.get(fill.maker.orderId)!.remaining);
  }

  private removeAll(orders: readonly RestingOrder[]): void {
    for (const order of orders) {
      const record = this.records.get(order.id)!;
      assert.equal(order.remainingMicros, record.remaining);
      record.cancelled += record.remaining;
      record.remaining = 0;
    }
  }

  private checkOrderType(request: OrderRequest, filled: number, rests: boolean): void {
    if (request.type === 'FOK') assert.ok(filled === 0 || filled === request.sizeMicros, 'FOK');
    if (request.type === 'FOK' || request.type === 'FAK') assert.ok(!rests, 'FOK/FAK never rest');
    if (request.postOnly) assert.equal(filled, 0, 'post-only orders never take');
  }

  /** Better prices first, and FIFO within a level: no earlier resting order was passed over. */
  private checkPriority(taker: OrderRequest, fills: readonly Fill[]): void {
    const isBid = (taker.side === 'BUY') === (taker.tokenIndex === 0);
    const resting = this.book.restingOrders();
    for (let index = 0; index < fills.length; index += 1) {
      const fill = fills[index]!;
      const previous = fills[index - 1];
      if (previous) {
        const step = fill.yesPriceTicks - previous.yesPriceTicks;
        assert.ok(isBid ? step >= 0 : step <= 0, 'fills go from the best price outwards');
      }
      const maker = this.records.get(fill.maker.orderId)!.request;
      const skipped = resting.filter(
        (order) => yesTicks(order) === fill.yesPriceTicks && order.id < maker.id,
      );
      assert.deepEqual(skipped, [], 'FIFO within a level');
    }
  }

  /** The invariants that must hold after every step. */
  checkInvariants(): void {
    const best = this.book.best(0);
    if (best.bidTicks !== null && best.askTicks !== null) {
      assert.ok(best.bidTicks < best.askTicks, 'the book is not crossed');
    }
    const mirror = this.book.best(1);
    assert.equal(mirror.bidTicks, best.askTicks === null ? null : PRICE_SCALE - best.askTicks);
    assert.equal(mirror.askTicks, best.bidTicks === null ? null : PRICE_SCALE - best.bidTicks);

    assert.equal(this.ledger.totalValue(), this.initialValue);
    assert.equal(this.ledger.supply(0), this.ledger.pairs);
    assert.equal(this.ledger.supply(1), this.ledger.pairs);
    for (const owner of OWNERS) {
      assert.ok(this.ledger.collateral.get(owner)! >= 0, 'no negative collateral');
      assert.ok(Math.min(...this.ledger.tokens.get(owner)!) >= 0, 'no negative position');
    }

    const resting = new Map(this.book.restingOrders().map((order) => [order.id, order]));
    for (const [id, record] of this.records) {
      const original = record.request.sizeMicros;
      assert.equal(record.filled + record.cancelled + record.remaining, original);
      assert.equal(resting.get(id)?.remainingMicros ?? 0, record.remaining);
    }
    this.checkLevels([...resting.values()]);
  }

  private checkLevels(resting: RestingOrder[]): void {
    const expected = new Map<string, number>();
    for (const order of resting) {
      const isBid = (order.side === 'BUY') === (order.tokenIndex === 0);
      const key = `${isBid ? 'bid' : 'ask'}:${yesTicks(order)}`;
      expected.set(key, (expected.get(key) ?? 0) + order.remainingMicros);
    }
    const { bids, asks } = this.book.levels(0);
    const actual = new Map([
      ...bids.map((level) => [`bid:${level.priceTicks}`, level.sizeMicros] as const),
      ...asks.map((level) => [`ask:${level.priceTicks}`, level.sizeMicros] as const),
    ]);
    assert.deepEqual(actual, expected);
    const no = this.book.levels(1);
    assert.deepEqual(
      no.bids,
      asks.map((level) => ({ ...level, priceTicks: PRICE_SCALE - level.priceTicks })),
    );
    assert.deepEqual(
      no.asks,
      bids.map((level) => ({ ...level, priceTicks: PRICE_SCALE - level.priceTicks })),
    );
  }
}
