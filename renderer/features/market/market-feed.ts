import type { MarketStreamMessage } from '../../../server/contract/index.js';
import type { RpcOutput } from '../../lib/queries.js';
import type { Transport } from '../../lib/transport.js';
import { browserFrames, createFrameBatcher, type FrameScheduler } from './frame-batcher.js';
import { OrderBook } from './order-book.js';

export type LastTrade = Extract<MarketStreamMessage, { event_type: 'last_trade_price' }>;

/** Everything one animation frame brings: touched levels per token, trades, arrival time. */
export interface FeedBatch {
  firstArrival: number;
  touched: Map<string, Set<string>>;
  trades: LastTrade[];
}

const isMessage = (value: unknown): value is MarketStreamMessage =>
  typeof value === 'object' && value !== null && 'event_type' in value;

/**
 * One market's live data from the `market` stream: a book per outcome token, updated as
 * messages arrive, and listeners told once per animation frame with what changed.
 */
export class MarketFeed {
  readonly books = new Map<string, OrderBook>();
  private readonly listeners = new Set<(batch: FeedBatch) => void>();
  private readonly batcher;

  constructor(
    readonly tokenIds: readonly string[],
    frames: FrameScheduler = browserFrames,
  ) {
    for (const tokenId of tokenIds) this.books.set(tokenId, new OrderBook(tokenId));
    this.batcher = createFrameBatcher<MarketStreamMessage>(
      (messages, firstArrival) => this.flush(messages, firstArrival),
      frames,
    );
  }

  /** Takes a stream event: one message or an array of them. */
  receive(data: unknown): void {
    const messages = Array.isArray(data) ? data : [data];
    for (const message of messages) if (isMessage(message)) this.batcher.push(message);
  }

  /** A book read by call, used only while the stream has not sent its snapshot. */
  seed(answer: RpcOutput<'marketdata.book'>): void {
    if (this.books.get(answer.asset_id)?.ready) return;
    this.receive({ ...answer, event_type: 'book' });
  }

  onBatch(listener: (batch: FeedBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens the stream on `transport`; returns the function that closes it. */
  connect(transport: Transport): () => void {
    const close = transport.subscribe('market', { assets_ids: this.tokenIds }, (data) =>
      this.receive(data),
    );
    return () => {
      close();
      this.batcher.cancel();
    };
  }

  private flush(messages: MarketStreamMessage[], firstArrival: number) {
    const touched = new Map<string, Set<string>>();
    const trades: LastTrade[] = [];
    for (const message of messages) {
      if (message.event_type === 'last_trade_price') trades.push(message);
      for (const [tokenId, book] of this.books) {
        const wasReady = book.ready;
        const levels = book.apply(message, touched.get(tokenId));
        if (levels.size > 0 || book.ready !== wasReady) touched.set(tokenId, levels);
      }
    }
    const batch = { firstArrival, touched, trades };
    for (const listener of this.listeners) listener(batch);
  }
}
