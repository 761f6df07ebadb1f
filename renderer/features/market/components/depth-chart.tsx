import { useEffect, useRef } from 'react';
import { formatPrice, formatShares } from '../../../lib/format.js';
import { useStaleNote } from '../../../lib/stale-since.js';
import { boardTestIds } from '../../../lib/board-test-ids.js';
import { useTheme } from '../../../stores/theme.js';
import { depthOf, depthOutline, type Depth } from '../depth-model.js';
import { feedGapNote } from '../feed-gap.js';
import type { MarketFeed } from '../market-feed.js';
import { fromMicros } from '../micros.js';
import type { OrderBook } from '../order-book.js';
import { useFeedStatus } from '../use-market-feed.js';
import './depth-chart.css';

interface Colors {
  bid: string;
  ask: string;
  bidFill: string;
  askFill: string;
  text: string;
  grid: string;
}

const readColors = (element: Element): Colors => {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    bid: read('--bid'),
    ask: read('--ask'),
    bidFill: read('--bid-bar'),
    askFill: read('--ask-bar'),
    text: read('--text-dim'),
    grid: read('--border'),
  };
};

const LABEL_PX = 13;
/** Narrower than this, the window's edge prices are left out. */
const WIDE_PX = 260;

function drawSide(
  context: CanvasRenderingContext2D,
  points: [number, number][],
  stroke: string,
  fill: string,
) {
  if (points.length === 0) return;
  context.beginPath();
  for (const [index, [x, y]] of points.entries()) {
    if (index === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  }
  context.closePath();
  context.fillStyle = fill;
  context.fill();
  context.strokeStyle = stroke;
  context.lineWidth = 1.5;
  context.stroke();
}

/** One frame of the chart: both sides' outlines, the midpoint, the best prices and the depth. */
function paint(canvas: HTMLCanvasElement, depth: Depth, colors: Colors, tickSize: number) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.width / ratio;
  const height = canvas.height / ratio;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  context.font = '10px ui-sans-serif, system-ui, sans-serif';
  context.fillStyle = colors.text;
  if (depth.maxCumulative === 0) {
    context.textAlign = 'center';
    context.fillText('Empty book', width / 2, height / 2);
    return;
  }
  const top = LABEL_PX;
  const bottom = height - LABEL_PX;
  const span = depth.high - depth.low || 1;
  const x = (price: number) => ((price - depth.low) / span) * width;
  const y = (cumulative: number) => bottom - (cumulative / depth.maxCumulative) * (bottom - top);
  context.strokeStyle = colors.grid;
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(0, bottom + 0.5);
  context.lineTo(width, bottom + 0.5);
  context.stroke();
  drawSide(context, depthOutline(depth.bids, depth.low, x, y), colors.bid, colors.bidFill);
  drawSide(context, depthOutline(depth.asks, depth.high, x, y), colors.ask, colors.askFill);
  const price = (micros: number) => formatPrice(fromMicros(micros), tickSize);
  context.fillStyle = colors.text;
  context.textBaseline = 'bottom';
  context.textAlign = 'left';
  context.fillText(`${formatShares(fromMicros(depth.maxCumulative))} sh`, 2, top - 1);
  context.textBaseline = 'top';
  // The window's edges only where they do not crowd the best prices.
  if (width >= WIDE_PX) {
    context.fillText(price(depth.low), 2, bottom + 2);
    context.textAlign = 'right';
    context.fillText(price(depth.high), width - 2, bottom + 2);
  }
  const bestBid = depth.bids[0]?.price;
  const bestAsk = depth.asks[0]?.price;
  if (bestBid !== undefined) {
    context.fillStyle = colors.bid;
    context.textAlign = 'right';
    context.fillText(price(bestBid), Math.max(30, x(bestBid) - 3), bottom + 2);
  }
  if (bestAsk !== undefined) {
    context.fillStyle = colors.ask;
    context.textAlign = 'left';
    context.fillText(price(bestAsk), Math.min(width - 30, x(bestAsk) + 3), bottom + 2);
  }
}

/**
 * The cumulative depth of one outcome's live book, drawn on a canvas in the feed's animation
 * frame when its book changes (no React render per update). Greyed with the ladder's note when
 * the figures are not current.
 */
export function DepthChart({
  feed,
  tokenId,
  tickSize,
}: {
  feed: MarketFeed | null;
  tokenId: string;
  tickSize: number;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { theme } = useTheme();
  const status = useFeedStatus(feed);
  const gapNote = status?.gapSince ? feedGapNote(status.gapSince) : null;
  const staleNote = useStaleNote() ?? gapNote;

  useEffect(() => {
    const canvas = canvasRef.current;
    const book: OrderBook | undefined = feed?.books.get(tokenId);
    if (!canvas || !feed || !book) return;
    let colors = readColors(canvas);
    const draw = () => {
      const depth = depthOf(book);
      paint(canvas, depth, colors, tickSize);
      const drawn = `${depth.bids.length}:${depth.asks.length}`;
      if (canvas.dataset['levels'] !== drawn) canvas.dataset['levels'] = drawn;
    };
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      const { width, height } = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
      colors = readColors(canvas);
      draw();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    const stop = feed.onBatch((batch) => {
      if (batch.touched.has(tokenId)) draw();
    });
    return () => {
      stop();
      observer.disconnect();
    };
  }, [feed, tokenId, tickSize, theme]);

  return (
    <div
      className={staleNote ? 'depth-chart feed-stale' : 'depth-chart'}
      data-testid={boardTestIds.depthChart}
      data-stale={staleNote !== null || undefined}
    >
      {staleNote && <div className="feed-stale-note">{staleNote}</div>}
      <canvas
        ref={canvasRef}
        className="depth-canvas"
        role="img"
        aria-label="Cumulative depth of the order book: bids left, asks right"
      />
    </div>
  );
}
