import type { TradingMarket } from '../catalog/index.js';
import type { BestPrices } from '../engine/index.js';
import type { BookView, VenueEvent } from '../trading/index.js';
import { textFrame } from './text-frame.js';
import {
  bestBidAskMessage,
  lastTradePriceMessages,
  marketResolvedMessage,
  priceChangeEntries,
  priceChangeMessage,
  tickSizeChangeMessage,
  type PriceChangeEntry,
} from './market-messages.js';

/** Which of a market's two assets a subscriber follows: bit 0 YES, bit 1 NO. */
export type AssetMask = 1 | 2 | 3;
export const maskOf = (tokenIndex: 0 | 1): AssetMask => (tokenIndex === 0 ? 1 : 2);

/** One number per kind of subscriber: its assets and whether it has custom features. */
export const variantKey = (mask: AssetMask, custom: boolean): number => mask * 2 + (custom ? 1 : 0);

/** One outgoing message, rendered for a subscriber's assets ('' when none of it applies). */
interface Outgoing {
  customOnly: boolean;
  text(mask: AssetMask): string;
}

const single = (mask: AssetMask, message: object, customOnly = false): Outgoing => {
  const json = JSON.stringify(message);
  return { customOnly, text: (wanted) => (wanted & mask ? json : '') };
};

/** A price_change keeps the entries of the subscriber's assets; each variant is built once. */
function priceChange(
  market: TradingMarket,
  entries: readonly PriceChangeEntry[],
  atMs: number,
): Outgoing {
  const rendered = new Map<AssetMask, string>();
  return {
    customOnly: false,
    text(mask) {
      let json = rendered.get(mask);
      if (json === undefined) {
        const kept = entries.filter((entry) => {
          const tokenIndex = entry.asset_id === market.tokens[0].tokenId ? 0 : 1;
          return (mask & maskOf(tokenIndex)) !== 0;
        });
        json = kept.length === 0 ? '' : JSON.stringify(priceChangeMessage(market, kept, atMs));
        rendered.set(mask, json);
      }
      return json;
    },
  };
}

/** The part of a commit's frame that one market contributes to a subscriber. */
export interface FramePart {
  /** The messages, JSON, comma-separated. */
  text: string;
  count: number;
  /** The part as a WebSocket frame of its own (one object, or an array of them), encoded once. */
  frame(): Buffer;
}

/** The best prices a market's subscribers last heard of, for best_bid_ask. */
export type BestState = [BestPrices, BestPrices];

const sameBest = (a: BestPrices, b: BestPrices) =>
  a.bidTicks === b.bidTicks && a.askTicks === b.askTicks;

/**
 * What one commit's events of one market become, for every kind of subscriber: messages are
 * serialized once and each (assets, custom features) variant is joined once, so a fan-out to
 * many subscribers sends the same bytes. Sizes and best prices are read from the book when it
 * is built: build it while the commit is being published.
 */
export class MarketFrames {
  private readonly messages: Outgoing[] = [];
  private readonly variants = new Map<number, FramePart | null>();

  constructor(events: readonly VenueEvent[], view: BookView, best: BestState) {
    let market = events[0]!.market;
    for (const event of events) {
      market = event.market;
      if (event.kind === 'order') {
        if (event.bookChanged) {
          const entries = priceChangeEntries(event, view);
          this.messages.push(priceChange(market, entries, event.atMs));
        }
      } else if (event.kind === 'trade') {
        const [taker, other] = lastTradePriceMessages(event);
        const takerMask = maskOf(event.trade.takerTokenIndex === 0 ? 0 : 1);
        this.messages.push(single(takerMask, taker), single(takerMask === 1 ? 2 : 1, other));
      } else if (event.kind === 'tick_size_change') {
        this.messages.push(
          single(1, tickSizeChangeMessage(event, 0)),
          single(2, tickSizeChangeMessage(event, 1)),
        );
      } else {
        this.messages.push(single(3, marketResolvedMessage(event), true));
      }
    }
    const atMs = events[events.length - 1]!.atMs;
    for (const tokenIndex of [0, 1] as const) {
      const now = view.best(tokenIndex);
      if (sameBest(now, best[tokenIndex])) continue;
      best[tokenIndex] = now;
      const message = bestBidAskMessage(market, tokenIndex, now, atMs);
      this.messages.push(single(maskOf(tokenIndex), message, true));
    }
  }

  /** The part for a subscriber to `mask` assets; null when nothing of the commit concerns it. */
  part(mask: AssetMask, custom: boolean): FramePart | null {
    const key = variantKey(mask, custom);
    const cached = this.variants.get(key);
    if (cached !== undefined) return cached;
    const texts: string[] = [];
    for (const message of this.messages) {
      if (message.customOnly && !custom) continue;
      const text = message.text(mask);
      if (text !== '') texts.push(text);
    }
    const part = texts.length === 0 ? null : framePart(texts.join(','), texts.length);
    this.variants.set(key, part);
    return part;
  }
}

/** Parts joined into one: their messages in order, as one frame. */
export function joinParts(parts: readonly FramePart[]): FramePart {
  if (parts.length === 1) return parts[0]!;
  return framePart(
    parts.map((part) => part.text).join(','),
    parts.reduce((sum, part) => sum + part.count, 0),
  );
}

function framePart(text: string, count: number): FramePart {
  let encoded: Buffer | undefined;
  return {
    text,
    count,
    frame: () => (encoded ??= textFrame(count === 1 ? text : `[${text}]`)),
  };
}
