import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { formatPrice } from '../../../lib/format.js';
import { useStaleNote } from '../../../lib/stale-since.js';
import { testIds } from '../../../lib/test-ids.js';
import { afterPaint } from '../../../lib/after-paint.js';
import { LevelFlashes } from '../level-flashes.js';
import { recordLadderPaint } from '../paint-measures.js';
import { ladderOf, type Ladder as LadderView, type LadderLevel } from '../ladder-model.js';
import type { MarketFeed } from '../market-feed.js';
import { fromMicros } from '../micros.js';
import { feedGapNote } from '../feed-gap.js';
import { useFeedStatus } from '../use-market-feed.js';
import { formatMarketPrice } from '../../markets/index.js';
import {
  LadderHint,
  levelKey,
  useLadderTradingState,
  type LadderTrading,
} from '../../ladder-trading/index.js';
import { ConditionalStrip } from '../../alerts/index.js';
import { LadderRow } from './ladder-row.js';
import { useMarkerDrag } from './use-marker-drag.js';

const DEPTH = 16;
/** How long a changed level stays highlighted. */
const FLASH_MS = 500;

interface LadderState {
  ladder: LadderView;
  ready: boolean;
  /** Levels (`side:price`) that changed recently. */
  flashing: ReadonlySet<string>;
  seq: number;
  firstArrival: number | null;
}

/**
 * The live order book of one outcome token. Updates are applied by the feed as they come
 * and rendered in the animation frame they ask for; each batch's arrival-to-paint time is
 * measured. With `trading`, the account's orders show at their levels and, once armed, a
 * click on a level sends an order (renderer/features/ladder-trading/).
 */
export function Ladder({
  feed,
  tokenId,
  tickSize,
  trading,
  outcomeIndex = 0,
}: {
  feed: MarketFeed | null;
  tokenId: string;
  tickSize: number;
  trading?: LadderTrading;
  outcomeIndex?: number;
}) {
  const [state, setState] = useState<LadderState | null>(null);
  const { armed } = useLadderTradingState();
  const desk = trading?.desk ?? null;
  const { drag, markers } = useMarkerDrag(desk);
  const lastMeasured = useRef(0);
  const status = useFeedStatus(feed);
  const gapNote = status?.gapSince ? feedGapNote(status.gapSince) : null;
  const staleNote = useStaleNote() ?? gapNote;
  const stale = staleNote !== null;

  useEffect(() => {
    const book = feed?.books.get(tokenId);
    if (!feed || !book) return;
    const flashes = new LevelFlashes(FLASH_MS);
    let expiry: ReturnType<typeof setTimeout> | null = null;
    const render = (firstArrival: number | null) =>
      setState((previous) => ({
        ladder: ladderOf(book, DEPTH),
        ready: book.ready,
        flashing: flashes.snapshot(),
        seq: (previous?.seq ?? 0) + 1,
        firstArrival,
      }));
    // Highlights end with the next update; this clears the last ones when updates stop.
    const armExpiry = () => {
      if (expiry) clearTimeout(expiry);
      const end = flashes.allEndAt();
      expiry = end === null ? null : setTimeout(clearExpired, end - performance.now());
    };
    const clearExpired = () => {
      expiry = null;
      if (flashes.expire(performance.now())) {
        setState((previous) => previous && { ...previous, flashing: flashes.snapshot() });
      }
      armExpiry();
    };
    render(null);
    const stop = feed.onBatch((batch) => {
      const touched = batch.touched.get(tokenId);
      if (!touched) return;
      const now = performance.now();
      flashes.expire(now);
      flashes.touch(touched, now);
      armExpiry();
      // Committed within this animation frame, so it is painted in it.
      flushSync(() => render(batch.firstArrival));
    });
    return () => {
      stop();
      if (expiry) clearTimeout(expiry);
    };
  }, [feed, tokenId]);

  useLayoutEffect(() => {
    if (!state?.firstArrival || lastMeasured.current === state.seq) return;
    lastMeasured.current = state.seq;
    const start = state.firstArrival;
    afterPaint(() => recordLadderPaint(start, performance.now()));
  }, [state]);

  const waiting =
    !state || (!state.ready && state.ladder.bids.length + state.ladder.asks.length === 0);
  if (waiting && status?.error) {
    return (
      <ErrorState
        title="Could not load the order book"
        error={status.error}
        onRetry={() => feed?.retry()}
      />
    );
  }
  if (waiting || !state) return <Loading label={staleNote ?? 'Loading order book…'} />;
  const { ladder, flashing } = state;
  const row = ({ side, price, size, cumulative, share }: LadderLevel) => {
    const key = levelKey(side, price);
    return (
      <LadderRow
        key={key}
        side={side}
        price={price}
        size={size}
        cumulative={cumulative}
        share={share}
        tickSize={tickSize}
        flashing={flashing.has(key)}
        own={trading?.ownLevels.get(key)}
        dropTarget={drag !== null && drag.over === key && drag.from !== key}
        dragging={drag?.from === key}
        armed={armed && desk !== null}
        desk={desk}
        outcomeIndex={outcomeIndex}
        markers={markers}
      />
    );
  };
  if (ladder.asks.length + ladder.bids.length === 0) {
    return (
      <Empty title="Empty book">{staleNote ?? 'No resting orders on this outcome yet.'}</Empty>
    );
  }
  const classes = ['ladder', stale && 'feed-stale', armed && desk && 'ladder-armed'];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={testIds.ladder}
      data-stale={stale || undefined}
      data-armed={(armed && desk !== null) || undefined}
    >
      {staleNote && <div className="feed-stale-note">{staleNote}</div>}
      <div className="ladder-head">
        <span className="ladder-own-cell">Yours</span>
        <span className="ladder-level">
          <span className="num">Price</span>
          <span className="num">Shares</span>
          <span className="num">Total</span>
        </span>
      </div>
      <div className="ladder-asks">{ladder.asks.map(row)}</div>
      <div className="ladder-spread">
        <span>
          Spread{' '}
          <span className="num">
            {ladder.spread === null ? '–' : formatPrice(fromMicros(ladder.spread), tickSize)}
          </span>
        </span>
        <span>
          Mid{' '}
          <span className="num">
            {ladder.midpoint === null
              ? '–'
              : formatMarketPrice(fromMicros(ladder.midpoint), tickSize)}
          </span>
        </span>
      </div>
      <ConditionalStrip tokenId={tokenId} />
      <div className="ladder-bids">{ladder.bids.map(row)}</div>
      {desk && <LadderHint />}
    </div>
  );
}
