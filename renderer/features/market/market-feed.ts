import type { MarketStreamMessage } from '../../../server/contract/index.js';
import type { RpcOutput } from '../../lib/queries.js';
import type { CallError, Transport } from '../../lib/transport.js';
import { browserFrames, type FrameScheduler } from './frame-scheduler.js';
import { parseMicros } from './micros.js';
import { OrderBook } from './order-book.js';

export type LastTrade = Extract<MarketStreamMessage, { event_type: 'last_trade_price' }>;

/** What changed since the last frame: touched levels per token, trades, first arrival time. */
export interface FeedBatch {
  firstArrival: number;
  touched: Map<string, Set<string>>;
  trades: LastTrade[];
}

/** The feed's slow-changing state, read with `useFeedStatus`. */
export interface FeedStatus {
  /** The stream was refused, or a book could not be read before the stream sent it. */
  error: CallError | null;
  /** The tick after a `tick_size_change`, as a decimal (0.001); null: the catalog's. */
  tickSize: number | null;
  /** Set once the market resolved: the winning token. */
  winningAssetId: string | null;
  /**
   * When the service found the upstream feed of one of the market's tokens skipping updates
   * (Unix ms); null once every such token has a fresh snapshot (mirror mode only).
   */
  gapSince: number | null;
}

/** A frame's trades beyond this are dropped (the newest kept): nothing reads more. */
const MAX_TRADES_PER_BATCH = 200;

const isMessage = (value: unknown): value is MarketStreamMessage =>
  typeof value === 'object' && value !== null && 'event_type' in value;

const emptyBatch = (firstArrival: number): FeedBatch => ({
  firstArrival,
  touched: new Map(),
  trades: [],
});

/**
 * One market's live data from the `market` stream: a book per outcome token, updated as each
 * message arrives, and listeners told once per animation frame with what changed. Nothing
 * queues while frames are paused but the summary of changes.
 */
export class MarketFeed {
  readonly books = new Map<string, OrderBook>();
  private readonly listeners = new Set<(batch: FeedBatch) => void>();
  private readonly statusListeners = new Set<() => void>();
  private status: FeedStatus = {
    error: null,
    tickSize: null,
    winningAssetId: null,
    gapSince: null,
  };
  /** Tokens whose upstream feed is in a gap. */
  private readonly gaps = new Set<string>();
  /** Last trade price per token, micros. */
  readonly lastTrade = new Map<string, number>();
  private pending: FeedBatch | null = null;
  private frame: number | null = null;
  private transport: Transport | null = null;
  private closeStream: (() => void) | null = null;

  constructor(
    readonly tokenIds: readonly string[],
    private readonly frames: FrameScheduler = browserFrames,
  ) {
    for (const tokenId of tokenIds) this.books.set(tokenId, new OrderBook(tokenId));
  }

  /** Takes a stream event (one message or an array of them) and applies it now. */
  receive(data: unknown): void {
    const messages = Array.isArray(data) ? data : [data];
    for (const message of messages) if (isMessage(message)) this.apply(message);
  }

  /**
   * A book read by call. Dropped when the stream already brought a book for that token, or
   * anything newer than the read: the stream's state is the later one.
   */
  seed(answer: RpcOutput<'marketdata.book'>): void {
    const book = this.books.get(answer.asset_id);
    if (!book || book.ready || Number(answer.timestamp) < book.lastTimestamp) return;
    this.apply({ ...answer, event_type: 'book' });
  }

  onBatch(listener: (batch: FeedBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getStatus = (): FeedStatus => this.status;

  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Opens the stream on `transport` and reads each book once; returns the closer. */
  connect(transport: Transport): () => void {
    this.transport = transport;
    this.open();
    return () => this.disconnect();
  }

  /** After an error: opens the stream again and re-reads the books. */
  retry(): void {
    if (!this.transport) return;
    this.closeStream?.();
    this.setStatus({ error: null });
    this.open();
  }

  private open() {
    const transport = this.transport!;
    this.closeStream = transport.subscribe(
      'market',
      { assets_ids: this.tokenIds },
      (data) => this.receive(data),
      (error) => this.setStatus({ error }),
    );
    for (const tokenId of this.tokenIds) {
      transport.call('marketdata.book', { token_id: tokenId }).then(
        (answer) => this.seed(answer),
        (error: CallError) => {
          if (!this.books.get(tokenId)?.ready && this.transport === transport) {
            this.setStatus({ error });
          }
        },
      );
    }
  }

  private disconnect() {
    this.closeStream?.();
    this.closeStream = null;
    this.transport = null;
    if (this.frame !== null) this.frames.cancel(this.frame);
    this.frame = null;
    this.pending = null;
  }

  private apply(message: MarketStreamMessage) {
    if (message.event_type === 'feed_health') return this.trackGap(message);
    const batch = (this.pending ??= emptyBatch(this.frames.now()));
    if (message.event_type === 'last_trade_price') {
      batch.trades.push(message);
      if (batch.trades.length > MAX_TRADES_PER_BATCH) batch.trades.shift();
      const price = parseMicros(message.price);
      if (price !== null) this.lastTrade.set(message.asset_id, price);
    } else if (message.event_type === 'tick_size_change') {
      const tickSize = Number(message.new_tick_size);
      if (Number.isFinite(tickSize) && tickSize > 0) this.setStatus({ tickSize });
    } else if (message.event_type === 'market_resolved') {
      this.setStatus({ winningAssetId: message.winning_asset_id });
    }
    for (const [tokenId, book] of this.books) {
      const wasReady = book.ready;
      const levels = book.apply(message, batch.touched.get(tokenId));
      if (levels.size > 0 || book.ready !== wasReady) batch.touched.set(tokenId, levels);
    }
    if (message.event_type === 'book' && this.status.error) {
      if ([...this.books.values()].every((book) => book.ready)) this.setStatus({ error: null });
    }
    if (this.frame === null) this.frame = this.frames.request(this.flush);
  }

  private flush = () => {
    this.frame = null;
    const batch = this.pending;
    this.pending = null;
    if (!batch) return;
    for (const listener of this.listeners) listener(batch);
  };

  private trackGap(report: Extract<MarketStreamMessage, { event_type: 'feed_health' }>) {
    if (report.state === 'gap') this.gaps.add(report.asset_id);
    else this.gaps.delete(report.asset_id);
    if (this.gaps.size === 0) this.setStatus({ gapSince: null });
    else if (this.status.gapSince === null) this.setStatus({ gapSince: Number(report.timestamp) });
  }

  private setStatus(patch: Partial<FeedStatus>) {
    this.status = { ...this.status, ...patch };
    for (const listener of this.statusListeners) listener();
  }
}
