import { useEffect, useMemo, useRef } from 'react';
import {
  AreaSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type MouseEventParams,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { testIds } from '../../../lib/test-ids.js';
import type { FillMark } from '../../ladder-trading/index.js';
import { bucketOf, legendText, volumeBars, type PriceBar } from '../chart-legend.js';
import { createLiveBars, type ChartPoint, type LiveBars } from '../live-bars.js';
import type { MarketFeed } from '../market-feed.js';
import { timeScaledSeries, typicalStep } from '../time-scaled-series.js';

const cssVar = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const cents = (price: number) => `${(price * 100).toFixed(1)}¢`;

const chartPoint = ({ time, value }: ChartPoint) => ({ time: time as UTCTimestamp, value });

/** The history's points with the live ones over them (a live bucket replaces its history). */
function merged(history: readonly ChartPoint[], live: readonly ChartPoint[]) {
  const byTime = new Map(history.map(({ time, value }) => [time, value]));
  for (const { time, value } of live) byTime.set(time, value);
  return [...byTime].sort(([a], [b]) => a - b).map(([time, value]) => chartPoint({ time, value }));
}

/**
 * The price line of one outcome token (lightweight-charts, loaded with this module on demand):
 * each bucket's volume-weighted price, its time axis to scale (time-scaled-series.ts), the
 * bucket's volume as bars beneath it, and a readout of time, price and volume under the
 * crosshair. Live trades of the token are folded into their buckets as they come (live-bars.ts);
 * they survive a theme switch, which rebuilds the chart. The account's fills are arrows at
 * their bucket: up for those that added to this outcome, down for those that took from it.
 */
export default function PriceChart({
  bars,
  stepSeconds,
  feed,
  tokenId,
  theme,
  fills,
}: {
  bars: readonly PriceBar[];
  /** The history's bucket width; unset: the points' usual spacing. */
  stepSeconds: number | undefined;
  feed: MarketFeed | null;
  tokenId: string;
  theme: string;
  fills: readonly FillMark[];
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const legendRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const priceRef = useRef<ISeriesApi<'Area'> | null>(null);
  const volumeRef = useRef<ISeriesApi<'Histogram'> | null>(null);
  const liveRef = useRef<LiveBars | null>(null);
  const markersRef = useRef<ISeriesMarkersPluginApi<Time> | null>(null);

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
      rightPriceScale: {
        borderColor: cssVar('--border'),
        scaleMargins: { top: 0.08, bottom: 0.22 },
      },
      timeScale: { borderColor: cssVar('--border'), timeVisible: true, secondsVisible: false },
      crosshair: { mode: 0 },
    });
    const price = chart.addSeries(AreaSeries, {
      lineColor: accent,
      topColor: `${accent}55`,
      bottomColor: `${accent}05`,
      lineWidth: 2,
      priceFormat: { type: 'custom', formatter: cents, minMove: 0.001 },
    });
    const volume = chart.addSeries(HistogramSeries, {
      color: `${cssVar('--text-dim')}99`,
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
    const onMove = (param: MouseEventParams) => {
      const legend = legendRef.current;
      if (!legend) return;
      const at = param.seriesData.get(price) as { value?: number } | undefined;
      if (param.time === undefined || at?.value === undefined) {
        legend.hidden = true;
        return;
      }
      const traded = param.seriesData.get(volume) as { value?: number } | undefined;
      legend.textContent = legendText(
        { time: Number(param.time), price: at.value, volume: traded?.value },
        cents,
      );
      legend.hidden = false;
    };
    chart.subscribeCrosshairMove(onMove);
    chartRef.current = chart;
    priceRef.current = price;
    volumeRef.current = volume;
    markersRef.current = createSeriesMarkers(price, []);
    return () => {
      chart.unsubscribeCrosshairMove(onMove);
      chart.remove();
      chartRef.current = null;
      priceRef.current = null;
      volumeRef.current = null;
      markersRef.current = null;
    };
  }, [theme]);

  // The history and its live end: a new history (a refetch, which holds every trade so far)
  // starts a new live end; a rebuilt chart (theme) keeps it.
  const history = useMemo(() => {
    const points = timeScaledSeries(
      bars.map(({ t, p }) => ({ t, p })),
      stepSeconds,
    );
    const step = stepSeconds ?? typicalStep(points.map(({ time }) => time));
    return { points, volumes: volumeBars(bars), step };
  }, [bars, stepSeconds]);

  useEffect(() => {
    const { points, step } = history;
    liveRef.current = createLiveBars(bars, step, points[points.length - 1] ?? null);
  }, [bars, history]);

  useEffect(() => {
    const live = liveRef.current;
    const points = merged(history.points, live?.points() ?? []);
    priceRef.current?.setData(points);
    // What the chart holds, for the end-to-end check that its points are spaced by time.
    const host = hostRef.current;
    if (host) {
      host.dataset['points'] = String(points.length);
      host.dataset['step'] = String(history.step);
      host.dataset['span'] = String(points.length > 1 ? points.at(-1)!.time - points[0]!.time : 0);
    }
    volumeRef.current?.setData(merged(history.volumes, live?.volumes() ?? []));
    chartRef.current?.timeScale().fitContent();
  }, [history, theme]);

  useEffect(() => {
    const up = cssVar('--bid');
    const down = cssVar('--ask');
    const markers: SeriesMarker<Time>[] = fills.map((fill) => ({
      time: bucketOf(fill.time, history.step) as UTCTimestamp,
      position: fill.long ? 'belowBar' : 'aboveBar',
      shape: fill.long ? 'arrowUp' : 'arrowDown',
      color: fill.long ? up : down,
    }));
    markersRef.current?.setMarkers(markers);
    if (hostRef.current) hostRef.current.dataset['ownFills'] = String(markers.length);
  }, [fills, history, theme]);

  useEffect(() => {
    if (!feed) return;
    return feed.onBatch((batch) => {
      const live = liveRef.current;
      if (!live) return;
      for (const trade of batch.trades) {
        if (trade.asset_id !== tokenId) continue;
        const stamp = Number(trade.timestamp);
        const seconds = Math.floor(stamp > 1e12 ? stamp / 1000 : stamp);
        const added = live.add({ seconds, price: Number(trade.price), size: Number(trade.size) });
        for (const point of added.points) priceRef.current?.update(chartPoint(point));
        volumeRef.current?.update(chartPoint(added.volume));
      }
    });
  }, [feed, tokenId]);

  return (
    <div className="price-chart-canvas" ref={hostRef}>
      <div
        ref={legendRef}
        className="price-chart-legend"
        data-testid={testIds.chartLegend}
        hidden
      />
    </div>
  );
}
