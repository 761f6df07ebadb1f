import { performance } from 'node:perf_hooks';
/** The event loop's utilization since the previous call. */
export function loopLoad(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}
