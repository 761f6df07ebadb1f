import type { TradingMarket } from '../catalog/index.js';
import type { BookReader, VenueEvent } from '../trading/index.js';
import {
  joinParts,
  maskOf,
  MarketFrames,
  variantKey,
  type AssetMask,
  type BestState,
  type FramePart,
} from './market-frames.js';
import type { StreamSocket } from './stream-socket.js';

/** A market-channel connection as the hub sees it. */
export interface MarketSubscriber {
  readonly socket: StreamSocket;
  /** custom_feature_enabled: best_bid_ask and market_resolved too. */
  readonly custom: boolean;
}

interface Room {
  members: Map<MarketSubscriber, AssetMask>;
  best: BestState;
  /** Built at publish time (the book is then exactly the committed one), not yet sent. */
  pending: MarketFrames[];
  /** When the oldest pending update happened (its event time). */
  oldestPendingMs: number;
  lastSentMs: number;
  timer: NodeJS.Timeout | null;
}

/**
 * The market channel's fan-out: who follows which market, and what the commits of the venue
 * feed become for them. A market's updates go out about once per `minIntervalMs`: the first
 * at once, those that follow within the interval together when it ends, so a busy market costs
 * each subscriber a bounded number of frames (and system calls) per second. An update that was
 * already late when it was published (its commit waited) goes sooner, down to half the interval
 * after the last frame (never closer), so no update waits the interval on top of its commit.
 * What is sent at once for a connection, across markets, is one frame.
 */
export class MarketHub {
  private readonly rooms = new Map<number, Room>();

  constructor(
    private readonly books: BookReader,
    private readonly minIntervalMs: number,
    private readonly now: () => number,
  ) {}

  join(subscriber: MarketSubscriber, market: TradingMarket, tokenIndex: 0 | 1): void {
    let room = this.rooms.get(market.marketId);
    if (!room) {
      const view = this.books.view(market);
      const best: BestState = [view.best(0), view.best(1)];
      room = {
        members: new Map(),
        best,
        pending: [],
        oldestPendingMs: 0,
        lastSentMs: 0,
        timer: null,
      };
      this.rooms.set(market.marketId, room);
    }
    // Updates built before the join (older than the snapshot the subscriber is about to get)
    // go to the members they were built for, now.
    if (room.pending.length > 0) this.send([room]);
    const mask = (room.members.get(subscriber) ?? 0) | maskOf(tokenIndex);
    room.members.set(subscriber, mask as AssetMask);
  }

  leave(subscriber: MarketSubscriber, marketId: number, tokenIndex: 0 | 1): void {
    const room = this.rooms.get(marketId);
    const mask = room?.members.get(subscriber);
    if (!room || mask === undefined) return;
    const left = mask & ~maskOf(tokenIndex);
    if (left !== 0) room.members.set(subscriber, left as AssetMask);
    else if (room.members.delete(subscriber) && room.members.size === 0) {
      if (room.timer) clearTimeout(room.timer);
      this.rooms.delete(marketId);
    }
  }

  /** One commit's events, in order. */
  publish(events: readonly VenueEvent[]): void {
    const groups = new Map<number, VenueEvent[]>();
    for (const event of events) {
      const id = event.market.marketId;
      if (!this.rooms.has(id)) continue;
      const group = groups.get(id);
      if (group) group.push(event);
      else groups.set(id, [event]);
    }
    const due: Room[] = [];
    const nowMs = this.now();
    for (const [marketId, group] of groups) {
      const room = this.rooms.get(marketId)!;
      if (room.pending.length === 0) room.oldestPendingMs = group[0]!.atMs;
      room.pending.push(new MarketFrames(group, this.books.view(group[0]!.market), room.best));
      if (room.timer) continue;
      // At most one interval, even if the wall clock stepped back since the last frame.
      const wait = Math.min(this.sendAtMs(room) - nowMs, this.minIntervalMs);
      if (wait <= 0) due.push(room);
      else room.timer = setTimeout(() => this.send([room]), wait);
    }
    if (due.length > 0) this.send(due);
  }

  private sendAtMs({ lastSentMs, oldestPendingMs }: Room): number {
    const interval = this.minIntervalMs;
    const late = Math.max(oldestPendingMs + interval, lastSentMs + interval / 2);
    return Math.min(lastSentMs + interval, late);
  }

  /** Stops the pending sends (the streams are closing). */
  close(): void {
    for (const room of this.rooms.values()) if (room.timer) clearTimeout(room.timer);
    this.rooms.clear();
  }

  private send(rooms: readonly Room[]): void {
    const nowMs = this.now();
    const parts = new Map<MarketSubscriber, FramePart[]>();
    for (const room of rooms) {
      const pending = room.pending;
      room.pending = [];
      if (room.timer) clearTimeout(room.timer);
      room.timer = null;
      room.lastSentMs = nowMs;
      const variants = new Map<number, FramePart | null>();
      for (const [subscriber, mask] of room.members) {
        const key = variantKey(mask, subscriber.custom);
        let part = variants.get(key);
        if (part === undefined) {
          const found = pending.map((frames) => frames.part(mask, subscriber.custom));
          const present = found.filter((each): each is FramePart => each !== null);
          part = present.length === 0 ? null : joinParts(present);
          variants.set(key, part);
        }
        if (!part) continue;
        const list = parts.get(subscriber);
        if (list) list.push(part);
        else parts.set(subscriber, [part]);
      }
    }
    for (const [subscriber, list] of parts) subscriber.socket.sendFrame(joinParts(list).frame());
  }
}
