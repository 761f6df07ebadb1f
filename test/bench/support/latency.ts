import { Agent, request } from 'node:http';

export interface LatencyResult {
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/**
 * Latency of `count` sequential requests on one keep-alive connection, timed with
 * sub-millisecond precision (autocannon rounds latencies to whole milliseconds).
 */
export async function sequentialLatency(url: string, count: number): Promise<LatencyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const timings: number[] = [];
  let non2xx = 0;
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const status = await get(agent, target);
      timings.push(performance.now() - started);
      if (status < 200 || status > 299) non2xx++;
    }
  } finally {
    agent.destroy();
  }
  timings.sort((a, b) => a - b);
  return { p50Ms: percentile(timings, 0.5), p99Ms: percentile(timings, 0.99), non2xx };
}
