/** A request to the upstream that failed: an answer outside 2xx, or no answer at all. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    message: string,
    /** The upstream's HTTP status; null when no answer came (unreachable, timed out). */
    readonly status: number | null,
    /** The upstream's answer body as text ('' without one). */
    readonly body = '',
    /** Seconds the upstream asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }

  get unreachable(): boolean {
    return this.status === null;
  }
}

/** The upstream's own message from a JSON error body (`{"error": "..."}`), else the text. */
export function upstreamMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') {
      const { error, message, errorMsg } = parsed as Record<string, unknown>;
      for (const value of [error, errorMsg, message]) {
        if (typeof value === 'string' && value) return value;
      }
    }
  } catch {
    // Not JSON: the text itself.
  }
  return body.slice(0, 300);
}
