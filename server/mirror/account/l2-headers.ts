import { createHmac } from 'node:crypto';
import { l2Message, type ApiCredentials } from '../../auth/index.js';

/**
 * The L2 headers of a request to the upstream, as the official client signs them: HMAC-SHA256
 * under the base64 secret of timestamp + method + the venue path (no query) + the exact body
 * text, sent base64url with its padding.
 */
export function l2Headers(
  credentials: ApiCredentials,
  address: string,
  request: { method: string; path: string; body?: string; timestampSeconds: number },
): Record<string, string> {
  const timestamp = String(request.timestampSeconds);
  const signature = createHmac('sha256', Buffer.from(credentials.secret, 'base64'))
    .update(l2Message(timestamp, request.method, request.path, request.body))
    .digest('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return {
    POLY_ADDRESS: address,
    POLY_SIGNATURE: signature,
    POLY_TIMESTAMP: timestamp,
    POLY_API_KEY: credentials.apiKey,
    POLY_PASSPHRASE: credentials.passphrase,
  };
}
