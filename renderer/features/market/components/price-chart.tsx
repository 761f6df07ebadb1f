import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { MarketFeed } from '../market-feed.js';

export interface PricePoint {
  t: number;
  p: number;
}

const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Points in ascending time with one value per second, as the library requires. */
const toSeriesData = (points: readonly PricePoint[]) => {
  const bySecond = new Map<number, number>();
  for (const point of points) bySecond.set(point.t, point.p);
  return [...bySecond]
    .sort(([a], [b]) => a - b)
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
};

/**
 * The price line of one outcome token (lightweight-charts, loaded with this module on
 * demand). Live trades of the token are appended as they come.
 */
export default function PriceChart({
  points,
  feed,
  tokenId,
  theme,
}: {
  points: readonly PricePoint[];
  feed: MarketFeed | null;
  tokenId: string;
  theme: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Area'> | null>(null);
  const lastTimeRef = useRef(0);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const accent = cssVar('--accent');
    const chart = createChart(host, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: cssVar('--text-dim'),
        fontSize: 11,
        attributionLogo: false,
      },
      grid: {
        vertLines: { color: cssVar('--border') },
        horzLines: { color: cssVar('--border') },
      },
      rightPriceScale: { borderColor: cssVar('--border') },
      timeScale: { borderColor: cssVar('--border'), timeVisible: true, secondsVisible: false },
      crosshair: { mode: 1 },
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: accent,
      topColor: `${accent}55`,
      bottomColor: `${accent}05`,
      lineWidth: 2,
      priceFormat: {
        type: 'custom',
        formatter: (price: number) => `${(price * 100).toFixed(1)}¢`,
        minMove: 0.001,
      },
    });
    chartRef.current = chart;
    seriesRef.current = series;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
    };
  }, [theme]);

  useEffect(() => {
    const data = toSeriesData(points);
    seriesRef.current?.setData(data);
    lastTimeRef.current = data[data.length - 1]?.time ?? 0;
    chartRef.current?.timeScale().fitContent();
  }, [points, theme]);

  useEffect(() => {
    if (!feed) return;
    return feed.onBatch((batch) => {
      for (const trade of batch.trades) {
        if (trade.asset_id !== tokenId) continue;
        const stamp = Number(trade.timestamp);
        const seconds = Math.floor(stamp > 1e12 ? stamp / 1000 : stamp);
        const time = Math.max(seconds, lastTimeRef.current);
        lastTimeRef.current = time;
        seriesRef.current?.update({ time: time as UTCTimestamp, value: Number(trade.price) });
      }
    });
  }, [feed, tokenId]);

  return <div ref={hostRef} className="price-chart-canvas" />;
}
