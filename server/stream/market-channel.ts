import type { TradingMarket } from '../catalog/index.js';
import type { BookReader, TradingCatalog } from '../trading/index.js';
import { bookMessageText, type BookBody } from './book-snapshot.js';
import { BadFrame, marketRequest } from './client-frames.js';
import type { StreamLimits } from './limits.js';
import type { MarketHub, MarketSubscriber } from './market-hub.js';
import type { StreamSocket } from './stream-socket.js';

export interface MarketChannelDeps {
  catalog: Pick<TradingCatalog, 'tradingMarketByToken'>;
  books: BookReader;
  bookBody: BookBody;
  hub: MarketHub;
  limits: StreamLimits;
  now: () => number;
}

interface Followed {
  tokenId: string;
  market: TradingMarket;
  tokenIndex: 0 | 1;
}

const listed = (ids: readonly string[]) =>
  ids.slice(0, 5).join(', ') + (ids.length > 5 ? ` and ${ids.length - 5} more` : '');

/**
 * One /ws/market connection: the assets it follows, and a fresh `book` snapshot of every asset
 * named in a subscribe (already followed or not), sent before any later update of it.
 */
export class MarketChannel implements MarketSubscriber {
  custom = false;
  private readonly assets = new Map<string, Followed>();

  constructor(
    readonly socket: StreamSocket,
    private readonly deps: MarketChannelDeps,
  ) {}

  receive(frame: Record<string, unknown>): void {
    const request = marketRequest(frame, this.deps.limits.maxAssetsPerConnection);
    if (request.kind === 'unsubscribe') {
      for (const tokenId of request.assets) this.unfollow(tokenId);
      return;
    }
    if (request.custom !== undefined) this.custom = request.custom;
    this.subscribe(request.assets);
  }

  /** Leaves every market (the connection closed). */
  dispose(): void {
    for (const tokenId of [...this.assets.keys()]) this.unfollow(tokenId);
  }

  private subscribe(tokenIds: readonly string[]): void {
    const found: Followed[] = [];
    const unknown: string[] = [];
    for (const tokenId of new Set(tokenIds)) {
      const hit = this.deps.catalog.tradingMarketByToken(tokenId);
      if (hit) found.push({ tokenId, ...hit });
      else unknown.push(tokenId);
    }
    const max = this.deps.limits.maxAssetsPerConnection;
    const added = found.filter((asset) => !this.assets.has(asset.tokenId)).length;
    if (this.assets.size + added > max) {
      throw new BadFrame(`a connection may follow at most ${max} assets; nothing subscribed`);
    }
    for (const asset of found) {
      if (this.assets.has(asset.tokenId)) continue;
      this.assets.set(asset.tokenId, asset);
      this.deps.hub.join(this, asset.market, asset.tokenIndex);
    }
    this.sendSnapshots(found);
    if (unknown.length > 0) this.socket.sendError(`unknown assets_ids: ${listed(unknown)}`);
  }

  private unfollow(tokenId: string): void {
    const asset = this.assets.get(tokenId);
    if (!asset) return;
    this.assets.delete(tokenId);
    this.deps.hub.leave(this, asset.market.marketId, asset.tokenIndex);
  }

  /** Books in frames of at most maxFrameBytes (a larger book goes alone). */
  private sendSnapshots(assets: readonly Followed[]): void {
    const atMs = this.deps.now();
    const maxBytes = this.deps.limits.maxFrameBytes;
    let texts: string[] = [];
    let bytes = 2;
    const flush = () => {
      if (texts.length === 0) return;
      this.socket.send(texts.length === 1 ? texts[0]! : `[${texts.join(',')}]`);
      texts = [];
      bytes = 2;
    };
    for (const { market, tokenIndex } of assets) {
      const view = this.deps.books.view(market);
      const text = bookMessageText(market, tokenIndex, view, atMs, this.deps.bookBody);
      if (bytes + text.length + 1 > maxBytes) flush();
      texts.push(text);
      bytes += text.length + 1;
    }
    flush();
  }
}
