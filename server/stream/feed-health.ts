// The health of a market feed that copies another's (mirror mode's upstream channel): the
// venue's market channel is known to freeze with its socket still open, and a lost message
// leaves a copied book wrong until the next snapshot. The books the feed has built from its
// messages are checked against the upstream's REST books; a book that differs at two checks
// in a row is a gap, healed by asking for a fresh snapshot (or a new connection when the whole
// channel went quiet), and reported until the snapshot arrives.

type Message = Record<string, unknown>;

interface Level {
  price: string;
  size: string;
}

/** A book as GET /book answers it (levels in any order). */
export interface RestBook {
  bids: readonly Level[];
  asks: readonly Level[];
}

/** One side's levels, price → size, as numbers (the venue writes "0.50" and "0.5" alike). */
type Side = Map<number, number>;

interface CopiedBook {
  bids: Side;
  asks: Side;
}

export type FeedHealthState = 'ok' | 'gap';

/** A health report for one asset: sent when a gap is found and when it is healed. */
export interface FeedHealthReport {
  event_type: 'feed_health';
  asset_id: string;
  state: FeedHealthState;
  /** Unix ms when the gap was found (on 'ok': when it was healed). */
  timestamp: string;
}

export interface FeedHealthDeps {
  fetchBook(assetId: string): Promise<RestBook>;
  /** Asks the upstream for fresh snapshots of these assets (unsubscribe, then subscribe). */
  resubscribe(assetIds: readonly string[]): void;
  /** Drops the upstream connection and opens a new one (every asset subscribed anew). */
  reconnect(): void;
  report(report: FeedHealthReport): void;
  now(): number;
  /** Assets checked per round at most: the rest wait for the next rounds. */
  perRound: number;
}

const sideOf = (levels: readonly Level[]): Side =>
  new Map(levels.map((level) => [Number(level.price), Number(level.size)]));

function sameSide(copied: Side, rest: Side): boolean {
  if (copied.size !== rest.size) return false;
  for (const [price, size] of rest) if (copied.get(price) !== size) return false;
  return true;
}

export function createFeedHealth(deps: FeedHealthDeps) {
  const books = new Map<string, CopiedBook>();
  /** Assets whose copied book differed from the upstream's at the last check. */
  const suspect = new Set<string>();
  /** Assets in a gap: reported, waiting for their fresh snapshot. */
  const gaps = new Set<string>();
  /** When a message last came, for the channel and per asset. */
  let lastMessageAt = deps.now();
  const lastAssetMessageAt = new Map<string, number>();
  let previousRoundAt = deps.now();
  let cursor = 0;

  const heal = (assetId: string) => {
    if (!gaps.delete(assetId)) return;
    deps.report({
      event_type: 'feed_health',
      asset_id: assetId,
      state: 'ok',
      timestamp: String(deps.now()),
    });
  };

  return {
    /** Applies an upstream message to the copied books. */
    apply(message: Message): void {
      const now = deps.now();
      lastMessageAt = now;
      if (typeof message['asset_id'] === 'string') lastAssetMessageAt.set(message['asset_id'], now);
      if (message['event_type'] === 'book' && typeof message['asset_id'] === 'string') {
        const assetId = message['asset_id'];
        books.set(assetId, {
          bids: sideOf((message['bids'] as Level[] | undefined) ?? []),
          asks: sideOf((message['asks'] as Level[] | undefined) ?? []),
        });
        suspect.delete(assetId);
        heal(assetId);
        return;
      }
      if (message['event_type'] !== 'price_change' || !Array.isArray(message['price_changes'])) {
        return;
      }
      for (const change of message['price_changes'] as Message[]) {
        lastAssetMessageAt.set(String(change['asset_id']), now);
        const book = books.get(String(change['asset_id']));
        if (!book) continue;
        const side = change['side'] === 'BUY' ? book.bids : book.asks;
        const price = Number(change['price']);
        const size = Number(change['size']);
        if (size === 0) side.delete(price);
        else side.set(price, size);
      }
    },

    /** Stops watching an asset nobody follows any more. */
    forget(assetId: string): void {
      books.delete(assetId);
      lastAssetMessageAt.delete(assetId);
      suspect.delete(assetId);
      gaps.delete(assetId);
    },

    /** The assets in a gap now. */
    gaps: (): string[] => [...gaps],

    /**
     * One round: the next `perRound` followed assets checked against the upstream's books. A
     * second difference in a row is a gap: fresh snapshots are asked for, or a new connection
     * when nothing at all came over the channel since the round before.
     */
    async check(): Promise<void> {
      const roundStartedAt = deps.now();
      const quietSince = previousRoundAt;
      previousRoundAt = roundStartedAt;
      const followed = [...books.keys()];
      if (followed.length === 0) return;
      const count = Math.min(deps.perRound, followed.length);
      const picked = Array.from(
        { length: count },
        (_, i) => followed[(cursor + i) % followed.length] as string,
      );
      cursor = (cursor + count) % followed.length;
      const found: string[] = [];
      await Promise.all(
        picked.map(async (assetId) => {
          let rest: RestBook;
          try {
            rest = await deps.fetchBook(assetId);
          } catch {
            return;
          }
          const copied = books.get(assetId);
          // A message of this asset came while the upstream answered: compare next round.
          if (!copied || (lastAssetMessageAt.get(assetId) ?? 0) >= roundStartedAt) return;
          if (
            sameSide(copied.bids, sideOf(rest.bids)) &&
            sameSide(copied.asks, sideOf(rest.asks))
          ) {
            suspect.delete(assetId);
            return;
          }
          if (!suspect.has(assetId)) {
            suspect.add(assetId);
            return;
          }
          found.push(assetId);
        }),
      );
      const fresh = found.filter((assetId) => !gaps.has(assetId));
      for (const assetId of fresh) {
        gaps.add(assetId);
        deps.report({
          event_type: 'feed_health',
          asset_id: assetId,
          state: 'gap',
          timestamp: String(deps.now()),
        });
      }
      if (found.length === 0) return;
      for (const assetId of found) suspect.delete(assetId);
      if (lastMessageAt < quietSince) deps.reconnect();
      else deps.resubscribe(found);
    },
  };
}

export type FeedHealth = ReturnType<typeof createFeedHealth>;
