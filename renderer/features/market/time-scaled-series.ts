/** A price at a time (Unix seconds), as the price history answers it. */
export interface PricePoint {
  t: number;
  p: number;
}

/** Most points a series is filled to: beyond it the fill's step grows. */
const MAX_POINTS = 4_000;
const MIN_STEP_SECONDS = 60;

/** The usual spacing of the points (their median gap), at least a minute. */
export function typicalStep(times: readonly number[]): number {
  const gaps = times
    .slice(1)
    .map((time, index) => time - times[index]!)
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)] ?? MIN_STEP_SECONDS;
  return Math.max(MIN_STEP_SECONDS, median);
}

/**
 * The chart's series with its time axis to scale. The chart library gives every point the same
 * width whatever the time between them, so a quiet 4 hours took the width of 2 minutes. Here a
 * gap longer than the step is filled with the last price every `step` seconds (a price holds
 * until it trades again): a flat segment as long as the gap. Points are one per second, in
 * ascending time; the step grows when filling would pass MAX_POINTS.
 */
export function timeScaledSeries(
  points: readonly PricePoint[],
  stepSeconds?: number,
): { time: number; value: number }[] {
  const bySecond = new Map<number, number>();
  for (const point of points) bySecond.set(Math.floor(point.t), point.p);
  const sorted = [...bySecond].sort(([a], [b]) => a - b);
  if (sorted.length < 2) return sorted.map(([time, value]) => ({ time, value }));
  const span = sorted[sorted.length - 1]![0] - sorted[0]![0];
  let step = Math.max(MIN_STEP_SECONDS, stepSeconds ?? typicalStep(sorted.map(([t]) => t)));
  step = Math.max(step, Math.ceil(span / MAX_POINTS));
  const series: { time: number; value: number }[] = [];
  for (const [time, value] of sorted) {
    const last = series[series.length - 1];
    if (last) series.push(...flatFill(last, time, step));
    series.push({ time, value });
  }
  return series;
}

/** Points holding `from`'s price every `step` seconds, strictly between it and `until`. */
export function flatFill(
  from: { time: number; value: number },
  until: number,
  step: number,
): { time: number; value: number }[] {
  const filled: { time: number; value: number }[] = [];
  if (until - from.time <= step * 1.5) return filled;
  for (let time = from.time + step; time < until; time += step) {
    filled.push({ time, value: from.value });
    if (filled.length >= MAX_POINTS) break;
  }
  return filled;
}
