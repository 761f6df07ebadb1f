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
import { flatFill, timeScaledSeries, typicalStep, type PricePoint } from '../time-scaled-series.js';

const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * The price line of one outcome token (lightweight-charts, loaded with this module on
 * demand), its time axis to scale (time-scaled-series.ts). Live trades of the token are
 * appended as they come, the time since the last one filled flat.
 */
export default function PriceChart({
  points,
  stepSeconds,
  feed,
  tokenId,
  theme,
}: {
  points: readonly PricePoint[];
  /** The history's bucket width; unset: the points' usual spacing. */
  stepSeconds: number | undefined;
  feed: MarketFeed | null;
  tokenId: string;
  theme: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Area'> | null>(null);
  const lastRef = useRef<{ time: number; value: number } | null>(null);
  const stepRef = useRef(60);

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
    const data = timeScaledSeries(points, stepSeconds);
    seriesRef.current?.setData(
      data.map(({ time, value }) => ({ time: time as UTCTimestamp, value })),
    );
    lastRef.current = data[data.length - 1] ?? null;
    stepRef.current = stepSeconds ?? typicalStep(data.map(({ time }) => time));
    chartRef.current?.timeScale().fitContent();
  }, [points, stepSeconds, theme]);

  useEffect(() => {
    if (!feed) return;
    return feed.onBatch((batch) => {
      for (const trade of batch.trades) {
        if (trade.asset_id !== tokenId) continue;
        const stamp = Number(trade.timestamp);
        const seconds = Math.floor(stamp > 1e12 ? stamp / 1000 : stamp);
        const last = lastRef.current;
        const time = Math.max(seconds, last?.time ?? 0);
        const next = { time, value: Number(trade.price) };
        const held = last ? flatFill(last, time, stepRef.current) : [];
        for (const point of [...held, next]) {
          seriesRef.current?.update({ time: point.time as UTCTimestamp, value: point.value });
        }
        lastRef.current = next;
      }
    });
  }, [feed, tokenId]);

  return <div ref={hostRef} className="price-chart-canvas" />;
}
