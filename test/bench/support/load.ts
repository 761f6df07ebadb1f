import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Paths requested in turn; a single path when omitted. */
  paths?: readonly string[];
}

/** Bounded autocannon run against a loopback URL. */
export async function load({ url, connections, seconds, paths }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // Static requests are encoded once and cycled through by every connection.
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
