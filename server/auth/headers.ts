/** Request headers as Node and Fastify hand them over (names are usually already lower case). */
export type HeaderBag = Readonly<Record<string, string | readonly string[] | undefined>>;

export type AuthHeaderName =
  'ADDRESS' | 'SIGNATURE' | 'TIMESTAMP' | 'NONCE' | 'API_KEY' | 'PASSPHRASE';

// The real clients send POLY_*; the specification writes SVC_*. Both are accepted, POLY_ first.
const PREFIXES = ['poly_', 'svc_'];

/** Reads the auth headers by name, whatever the prefix and case; a repeated header is absent. */
export function readAuthHeaders(headers: HeaderBag): (name: AuthHeaderName) => string | undefined {
  let lower: Map<string, string> | undefined;
  const anyCase = (key: string): string | undefined => {
    if (!lower) {
      lower = new Map();
      for (const [name, value] of Object.entries(headers)) {
        if (typeof value === 'string') lower.set(name.toLowerCase(), value);
      }
    }
    return lower.get(key);
  };
  return (name) => {
    for (const prefix of PREFIXES) {
      const key = prefix + name.toLowerCase();
      // node:http hands names over in lower case: the scan is for other callers.
      const value = headers[key];
      const found = typeof value === 'string' ? value : anyCase(key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
}

export type AuthResult<T> = { ok: true; identity: T } | { ok: false; status: 401; reason: string };

export const unauthorized = (reason: string): { ok: false; status: 401; reason: string } => ({
  ok: false,
  status: 401,
  reason,
});

const TIMESTAMP = /^\d{1,12}$/;

/** Null when the Unix-seconds TIMESTAMP header is well formed and within the window. */
export function timestampProblem(
  value: string,
  nowSeconds: number,
  windowSeconds: number,
): string | null {
  if (!TIMESTAMP.test(value)) return 'TIMESTAMP must be Unix seconds';
  if (Math.abs(Number(value) - nowSeconds) > windowSeconds) {
    return `TIMESTAMP is more than ${windowSeconds} s from server time; sync with GET /time`;
  }
  return null;
}
