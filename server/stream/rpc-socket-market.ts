import type { TradingMarket } from '../catalog/index.js';
import { ServiceError } from '../contract/index.js';
import type { TradingCatalog, TradingService, VenueEvent } from '../trading/index.js';
import { bookMessageText, type BookBody } from './book-snapshot.js';
import {
  joinParts,
  maskOf,
  MarketFrames,
  type AssetMask,
  type BestState,
} from './market-frames.js';

export interface RpcMarketFeedDeps {
  catalog: Pick<TradingCatalog, 'tradingMarketByToken'>;
  trading: Pick<TradingService, 'feed' | 'books'>;
  bookBody: BookBody;
  /** Updates of a market within this interval go out together (about one per screen frame). */
  minFrameIntervalMs: number;
  maxAssets: number;
  now?: () => number;
}

/** Delivers the JSON of one coalesced update's messages, comma-separated. */
type Deliver = (messagesJson: string) => void;

interface Member {
  deliver: Deliver;
}

interface Room {
  market: TradingMarket;
  members: Map<Member, AssetMask>;
  best: BestState;
  pending: MarketFrames[];
  timer: NodeJS.Timeout | null;
}

export interface RpcMarketFeed {
  /** The RPC session's `market` channel (SubscribeMarket of server/rpc). */
  subscribe(assetIds: readonly string[], deliver: Deliver): () => void;
  close(): void;
}

/**
 * The market channel for the renderer's RPC: the messages of /ws/market with custom features
 * (server/stream's MarketFrames, built once per commit), a book snapshot of each asset first,
 * and a market's updates within `minFrameIntervalMs` delivered together.
 */
export function createRpcMarketFeed(deps: RpcMarketFeedDeps): RpcMarketFeed {
  const now = deps.now ?? Date.now;
  const rooms = new Map<number, Room>();

  const flush = (room: Room): void => {
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
    const pending = room.pending;
    room.pending = [];
    for (const [member, mask] of room.members) {
      const parts = pending.flatMap((frames) => frames.part(mask, true) ?? []);
      if (parts.length > 0) member.deliver(joinParts(parts).text);
    }
  };

  const publish = (events: readonly VenueEvent[]): void => {
    const groups = new Map<number, VenueEvent[]>();
    for (const event of events) {
      if (!rooms.has(event.market.marketId)) continue;
      const group = groups.get(event.market.marketId) ?? [];
      group.push(event);
      groups.set(event.market.marketId, group);
    }
    for (const [marketId, group] of groups) {
      const room = rooms.get(marketId)!;
      const view = deps.trading.books.view(group[0]!.market);
      room.pending.push(new MarketFrames(group, view, room.best));
      room.timer ??= setTimeout(() => flush(room), deps.minFrameIntervalMs);
    }
  };
  const stopFeed = deps.trading.feed.subscribe(publish);

  const roomOf = (market: TradingMarket): Room => {
    let room = rooms.get(market.marketId);
    if (!room) {
      const view = deps.trading.books.view(market);
      const best: BestState = [view.best(0), view.best(1)];
      room = { market, members: new Map(), best, pending: [], timer: null };
      rooms.set(market.marketId, room);
    }
    return room;
  };

  const followed = (assetIds: readonly string[]) => {
    const unique = [...new Set(assetIds)];
    if (unique.length > deps.maxAssets) {
      throw new ServiceError('too_large', `a subscription may follow at most ${deps.maxAssets}`);
    }
    const found = unique.map((tokenId) => ({
      tokenId,
      hit: deps.catalog.tradingMarketByToken(tokenId),
    }));
    const unknown = found.filter(({ hit }) => !hit).map(({ tokenId }) => tokenId);
    if (unknown.length > 0) {
      throw new ServiceError('not_found', `unknown assets_ids: ${unknown.slice(0, 5).join(', ')}`);
    }
    return found.map(({ hit }) => hit!);
  };

  return {
    subscribe(assetIds, deliver) {
      const assets = followed(assetIds);
      const member: Member = { deliver };
      const joined: Room[] = [];
      for (const { market, tokenIndex } of assets) {
        const room = roomOf(market);
        // Updates built before this join are older than the snapshot: they go out now.
        if (room.pending.length > 0) flush(room);
        room.members.set(
          member,
          ((room.members.get(member) ?? 0) | maskOf(tokenIndex)) as AssetMask,
        );
        if (!joined.includes(room)) joined.push(room);
      }
      const atMs = now();
      const books = assets.map(({ market, tokenIndex }) =>
        bookMessageText(market, tokenIndex, deps.trading.books.view(market), atMs, deps.bookBody),
      );
      deliver(books.join(','));
      return () => {
        for (const room of joined) {
          room.members.delete(member);
          if (room.members.size > 0) continue;
          if (room.timer) clearTimeout(room.timer);
          rooms.delete(room.market.marketId);
        }
      };
    },
    close() {
      stopFeed();
      for (const room of rooms.values()) if (room.timer) clearTimeout(room.timer);
      rooms.clear();
    },
  };
}
