import type { MarketStreamMessage } from '../contract/index.js';
import { ticksFromPriceString } from '../shared/index.js';

/** What the watch knows of one token's market: prices in ticks of 0.0001, null where unknown. */
export interface Quote {
  bidTicks: number | null;
  askTicks: number | null;
  lastTicks: number | null;
}

export type QuoteSource = 'bid' | 'ask' | 'mid' | 'last';

/** The quote's value for a source; null while the book does not give one. */
export function quoteValue(quote: Quote, source: QuoteSource): number | null {
  if (source === 'bid') return quote.bidTicks;
  if (source === 'ask') return quote.askTicks;
  if (source === 'last') return quote.lastTicks;
  if (quote.bidTicks === null || quote.askTicks === null) return null;
  return (quote.bidTicks + quote.askTicks) / 2;
}

/** A price string as ticks; an empty one, 0 or 1 (no level on that side) as null. */
const ticksOf = (price: string | undefined): number | null => {
  if (!price) return null;
  const ticks = ticksFromPriceString(price);
  return ticks === null || ticks <= 0 || ticks >= 10_000 ? null : ticks;
};

const emptyQuote = (): Quote => ({ bidTicks: null, askTicks: null, lastTicks: null });

/**
 * The quotes of the tokens the watch follows, kept from the market channel's messages (the
 * same in both modes): a book snapshot, price changes with the new best prices, best bid and
 * ask, last trades. Returns the tokens whose quote changed.
 */
export class QuoteBook {
  private readonly quotes = new Map<string, Quote>();

  get(tokenId: string): Quote | undefined {
    return this.quotes.get(tokenId);
  }

  forget(tokenId: string): void {
    this.quotes.delete(tokenId);
  }

  private quote(tokenId: string): Quote {
    let quote = this.quotes.get(tokenId);
    if (!quote) {
      quote = emptyQuote();
      this.quotes.set(tokenId, quote);
    }
    return quote;
  }

  private setBest(tokenId: string, bid: string | undefined, ask: string | undefined): void {
    const quote = this.quote(tokenId);
    quote.bidTicks = ticksOf(bid);
    quote.askTicks = ticksOf(ask);
  }

  apply(messages: readonly MarketStreamMessage[]): Set<string> {
    const changed = new Set<string>();
    for (const message of messages) {
      switch (message.event_type) {
        case 'book':
          this.setBest(message.asset_id, message.bids.at(-1)?.price, message.asks.at(-1)?.price);
          changed.add(message.asset_id);
          break;
        case 'price_change':
          for (const change of message.price_changes) {
            this.setBest(change.asset_id, change.best_bid, change.best_ask);
            changed.add(change.asset_id);
          }
          break;
        case 'best_bid_ask':
          this.setBest(message.asset_id, message.best_bid, message.best_ask);
          changed.add(message.asset_id);
          break;
        case 'last_trade_price':
          this.quote(message.asset_id).lastTicks = ticksOf(message.price);
          changed.add(message.asset_id);
          break;
        default:
          break;
      }
    }
    return changed;
  }
}
