import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { setTicketIntent } from '../../../app/selection-store.js';
import { Empty, Loading } from '../../../components/states.js';
import { formatPrice, formatShares } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { afterPaint } from '../after-paint.js';
import { recordLadderPaint } from '../paint-measures.js';
import {
  ladderOf,
  takingSide,
  type Ladder as LadderView,
  type LadderLevel,
} from '../ladder-model.js';
import type { MarketFeed } from '../market-feed.js';
import { fromMicros, microsToDecimal } from '../micros.js';

const DEPTH = 16;
/** A level's flash lasts this long after its change (the CSS animation's length). */
const FLASH_MS = 500;

interface LadderState {
  ladder: LadderView;
  ready: boolean;
  /** When each recently changed level (`side:price`) changed: its flash restarts then. */
  flashes: ReadonlyMap<string, number>;
  seq: number;
  firstArrival: number | null;
}

const LadderRow = memo(function LadderRow({
  level,
  tickSize,
  flashAt,
}: {
  level: LadderLevel;
  tickSize: number;
  flashAt: number | null;
}) {
  const price = fromMicros(level.price);
  return (
    <button
      type="button"
      className={`ladder-row ladder-${level.side}`}
      data-testid={testIds.ladderRow}
      data-side={level.side}
      data-price={microsToDecimal(level.price)}
      title={`${level.side === 'ask' ? 'Buy' : 'Sell'} at ${formatPrice(price, tickSize)}`}
      onClick={() =>
        setTicketIntent({ price: microsToDecimal(level.price), side: takingSide(level.side) })
      }
    >
      <span className="ladder-bar" style={{ transform: `scaleX(${level.share})` }} />
      {flashAt !== null && <span key={flashAt} className="ladder-flash" />}
      <span className="ladder-price num">{formatPrice(price, tickSize)}</span>
      <span className="ladder-size num">{formatShares(fromMicros(level.size), true)}</span>
      <span className="ladder-total num">{formatShares(fromMicros(level.cumulative), true)}</span>
    </button>
  );
});

/**
 * The live order book of one outcome token. Updates are applied by the feed as they come
 * and rendered once per animation frame; each batch's arrival-to-paint time is measured.
 */
export function Ladder({
  feed,
  tokenId,
  tickSize,
}: {
  feed: MarketFeed | null;
  tokenId: string;
  tickSize: number;
}) {
  const [state, setState] = useState<LadderState | null>(null);
  const lastMeasured = useRef(0);

  useEffect(() => {
    const book = feed?.books.get(tokenId);
    if (!feed || !book) return;
    const flashes = new Map<string, number>();
    const render = (touched: ReadonlySet<string>, firstArrival: number | null) => {
      const now = performance.now();
      for (const [key, at] of flashes) if (now - at > FLASH_MS) flashes.delete(key);
      for (const key of touched) flashes.set(key, now);
      setState((previous) => ({
        ladder: ladderOf(book, DEPTH),
        ready: book.ready,
        flashes: new Map(flashes),
        seq: (previous?.seq ?? 0) + 1,
        firstArrival,
      }));
    };
    render(new Set(), null);
    return feed.onBatch((batch) => {
      const touched = batch.touched.get(tokenId);
      if (!touched) return;
      // Committed within this animation frame, so it is painted in it.
      flushSync(() => render(touched, batch.firstArrival));
    });
  }, [feed, tokenId]);

  useLayoutEffect(() => {
    if (!state?.firstArrival || lastMeasured.current === state.seq) return;
    lastMeasured.current = state.seq;
    const start = state.firstArrival;
    afterPaint(() => recordLadderPaint(start, performance.now()));
  }, [state]);

  if (!state || (!state.ready && state.ladder.bids.length + state.ladder.asks.length === 0)) {
    return <Loading label="Loading order book…" />;
  }
  const { ladder, flashes } = state;
  const row = (level: LadderLevel) => (
    <LadderRow
      key={`${level.side}:${level.price}`}
      level={level}
      tickSize={tickSize}
      flashAt={flashes.get(`${level.side}:${level.price}`) ?? null}
    />
  );
  if (ladder.asks.length + ladder.bids.length === 0) {
    return <Empty title="Empty book">No resting orders on this outcome yet.</Empty>;
  }
  return (
    <div className="ladder" data-testid={testIds.ladder}>
      <div className="ladder-head">
        <span className="num">Price</span>
        <span className="num">Shares</span>
        <span className="num">Total</span>
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
            {ladder.midpoint === null ? '–' : formatPrice(fromMicros(ladder.midpoint))}
          </span>
        </span>
      </div>
      <div className="ladder-bids">{ladder.bids.map(row)}</div>
    </div>
  );
}
