import type { GrantLimits } from '../contract/index.js';
import { limitMicros, type Refusal } from './grant-rules.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A reservation an intent holds while its order is signed and sent. */
export interface Reservation {
  notionalMicros: number;
  day: number;
}

/**
 * One grant's use of its stateful limits: open notional, notional sent today, orders in the
 * last minute. Checking and reserving happen in one synchronous step, so intents racing each
 * other can never together pass a limit; an order's open notional is counted from the moment
 * it is reserved until it is known to be filled or cancelled (an over-estimate in between,
 * never an under-estimate).
 */
export class GrantUsage {
  private readonly open = new Map<string, number>();
  private openMicros = 0;
  private reservedMicros = 0;
  private day = 0;
  private sentTodayMicros = 0;
  private readonly recent: number[] = [];
  ordersSent: number;
  refused: number;

  constructor(history: { orders: number; todayMicros: number; refused: number }, now: number) {
    this.ordersSent = history.orders;
    this.refused = history.refused;
    this.day = Math.floor(now / DAY_MS);
    this.sentTodayMicros = history.todayMicros;
  }

  /** Counts an open order known from storage (at start). */
  track(orderId: string, openMicros: number): void {
    this.setOpen(orderId, openMicros);
  }

  private rollDay(now: number): void {
    const day = Math.floor(now / DAY_MS);
    if (day === this.day) return;
    this.day = day;
    this.sentTodayMicros = 0;
  }

  private ordersLastMinute(now: number): number {
    while (this.recent.length > 0 && this.recent[0]! <= now - MINUTE_MS) this.recent.shift();
    return this.recent.length;
  }

  /** Reserves the order against every stateful limit, or names the first it would pass. */
  reserve(limits: GrantLimits, notionalMicros: number, now: number): Reservation | Refusal {
    this.rollDay(now);
    if (this.ordersLastMinute(now) >= limits.ordersPerMinute) {
      const value = String(limits.ordersPerMinute);
      return { limit: 'ordersPerMinute', value, message: `over ${value} orders in a minute` };
    }
    const maxOpen = limitMicros(limits.maxOpenNotional);
    if (maxOpen !== null && this.openMicros + this.reservedMicros + notionalMicros > maxOpen) {
      const value = limits.maxOpenNotional!;
      return { limit: 'maxOpenNotional', value, message: `open notional would pass ${value}` };
    }
    const maxDaily = limitMicros(limits.maxDailyNotional);
    if (maxDaily !== null && this.sentTodayMicros + notionalMicros > maxDaily) {
      const value = limits.maxDailyNotional!;
      return {
        limit: 'maxDailyNotional',
        value,
        message: `notional sent today would pass ${value}`,
      };
    }
    this.recent.push(now);
    this.reservedMicros += notionalMicros;
    this.sentTodayMicros += notionalMicros;
    return { notionalMicros, day: this.day };
  }

  /**
   * The order was not placed: what it reserved is free again; with `keepDaily` (its outcome is
   * unknown) its notional still counts as sent today.
   */
  release(reservation: Reservation, options: { keepDaily?: boolean } = {}): void {
    this.reservedMicros -= reservation.notionalMicros;
    if (options.keepDaily || reservation.day !== this.day) return;
    this.sentTodayMicros -= reservation.notionalMicros;
  }

  /** The order was placed; `openMicros` of it rests on the book. */
  commit(reservation: Reservation, orderId: string, openMicros: number): void {
    this.reservedMicros -= reservation.notionalMicros;
    this.ordersSent += 1;
    this.setOpen(orderId, openMicros);
  }

  /** What is known now of one order: its open notional (0: filled or cancelled). */
  setOpen(orderId: string, openMicros: number): void {
    this.openMicros -= this.open.get(orderId) ?? 0;
    if (openMicros > 0) this.open.set(orderId, openMicros);
    else this.open.delete(orderId);
    this.openMicros += Math.max(openMicros, 0);
  }

  /** The orders counted as open now. */
  openOrderIds(): string[] {
    return [...this.open.keys()];
  }

  snapshot(now: number) {
    this.rollDay(now);
    return {
      openOrders: this.open.size,
      openMicros: this.openMicros + this.reservedMicros,
      sentTodayMicros: this.sentTodayMicros,
      ordersLastMinute: this.ordersLastMinute(now),
    };
  }
}

export const isRefusal = (value: Reservation | Refusal): value is Refusal => 'limit' in value;
