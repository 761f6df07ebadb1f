import { backoffDelay, retryAfterSeconds, type BackoffPolicy } from './backoff.js';
import { createHealthTracker, type UpstreamHealth } from './health.js';
import { createSemaphore } from './semaphore.js';
import { UpstreamError, upstreamMessage } from './upstream-error.js';
import type { UpstreamSurface, UpstreamUrls } from './urls.js';

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface JsonRequestInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Further attempts after a 429, a 5xx or no answer; default 4. */
  retries?: number;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ForwardRequest {
  method: string;
  /** The venue's path with its query, e.g. `/order` or `/book?token_id=1`. */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface UpstreamClient {
  readonly urls: UpstreamUrls;
  readonly health: UpstreamHealth;
  /**
   * A JSON request: a 2xx answer parsed. A 429 (after its Retry-After), a 5xx and no answer are
   * retried with jittered exponential backoff; any other status throws UpstreamError at once.
   * At most `concurrency` of these are in flight; more wait their turn.
   */
  json<T = unknown>(
    surface: UpstreamSurface,
    pathAndQuery: string,
    init?: JsonRequestInit,
  ): Promise<T>;
  /**
   * One request passed through unchanged: no retries, no queue, the answer as it came whatever
   * its status. Throws UpstreamError (status null) when no answer came.
   */
  forward(surface: UpstreamSurface, request: ForwardRequest): Promise<UpstreamAnswer>;
  close(): void;
}

export interface UpstreamClientOptions {
  concurrency?: number;
  timeoutMs?: number;
  backoff?: BackoffPolicy;
  /** How the client waits between attempts (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  probeBaseMs?: number;
  probeMaxMs?: number;
  /** While online, the upstream is asked after this long without an answer; 0: never. */
  idleCheckMs?: number;
}

/** Headers that belong to one connection, or that fetch sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'expect',
  // fetch decodes compressed answers; the raw answer goes back without the encoding.
  'content-encoding',
]);

function withoutHopByHop(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'timed out';
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

export function createUpstreamClient(
  urls: UpstreamUrls,
  options: UpstreamClientOptions = {},
): UpstreamClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const sleep = options.sleep ?? sleepFor;
  const queue = createSemaphore(options.concurrency ?? 4);
  const closing = new AbortController();

  /** One HTTP exchange; no answer throws UpstreamError(null) and marks the upstream offline. */
  async function exchange(
    surface: UpstreamSurface,
    pathAndQuery: string,
    init: RequestInit,
    limitMs: number,
    signal?: AbortSignal,
  ): Promise<UpstreamAnswer> {
    const url = `${urls[surface]}${pathAndQuery}`;
    const signals = [closing.signal, AbortSignal.timeout(limitMs), ...(signal ? [signal] : [])];
    let response: Response;
    let body: Buffer;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.any(signals) });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      // Called off by the caller or by close(): that says nothing of the upstream's health.
      if (signal?.aborted || closing.signal.aborted) {
        throw new UpstreamError('upstream request aborted', null);
      }
      const reason = reasonOf(error);
      health.unreachable(`${urls[surface]}: ${reason}`);
      throw new UpstreamError(`upstream unreachable: ${reason}`, null);
    }
    health.answered();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { status: response.status, headers, body };
  }

  const health = createHealthTracker({
    probe: async () => {
      try {
        await exchange('clob', '/time', { method: 'GET' }, 5_000);
        return true;
      } catch {
        return false;
      }
    },
    ...(options.probeBaseMs !== undefined ? { probeBaseMs: options.probeBaseMs } : {}),
    ...(options.probeMaxMs !== undefined ? { probeMaxMs: options.probeMaxMs } : {}),
    ...(options.idleCheckMs !== undefined ? { idleCheckMs: options.idleCheckMs } : {}),
  });

  async function attemptJson<T>(
    surface: UpstreamSurface,
    pathAndQuery: string,
    init: JsonRequestInit,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    const request: RequestInit = { method: init.method ?? 'GET', headers };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(init.body);
    }
    const answer = await exchange(
      surface,
      pathAndQuery,
      request,
      init.timeoutMs ?? timeoutMs,
      init.signal,
    );
    const text = answer.body.toString('utf8');
    if (answer.status >= 200 && answer.status < 300) {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new UpstreamError(`upstream answered ${pathAndQuery} with no JSON`, answer.status);
      }
    }
    const wait = retryAfterSeconds(answer.headers['retry-after'] ?? null);
    throw new UpstreamError(upstreamMessage(text), answer.status, text, wait);
  }

  const retryable = (error: UpstreamError) =>
    error.status === null || error.status === 429 || error.status >= 500;

  return {
    urls,
    health,
    json<T>(surface: UpstreamSurface, pathAndQuery: string, init: JsonRequestInit = {}) {
      const retries = init.retries ?? 4;
      return queue.run(async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await attemptJson<T>(surface, pathAndQuery, init);
          } catch (error) {
            const failed = error as UpstreamError;
            if (!(failed instanceof UpstreamError) || !retryable(failed) || attempt >= retries) {
              throw error;
            }
            if (init.signal?.aborted || closing.signal.aborted) throw error;
            const waitMs = Math.max(
              backoffDelay(attempt, options.backoff),
              (failed.retryAfterSeconds ?? 0) * 1000,
            );
            await sleep(waitMs);
          }
        }
      });
    },
    forward(surface, request) {
      const init: RequestInit = {
        method: request.method,
        headers: withoutHopByHop(request.headers),
        // A redirect goes back to the caller as it came: followed here, it would carry the
        // caller's credentials to wherever it points and hide the upstream's status.
        redirect: 'manual',
      };
      if (request.body !== undefined && request.body.length > 0)
        init.body = new Uint8Array(request.body);
      return exchange(surface, request.pathAndQuery, init, options.timeoutMs ?? 15_000);
    },
    close() {
      closing.abort();
      health.stop();
    },
  };
}
