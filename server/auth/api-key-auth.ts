import { createHmac, timingSafeEqual } from 'node:crypto';
import type { L2Credential } from './api-credentials.js';
import type { AuthConfig } from './config.js';
import {
  readAuthHeaders,
  timestampProblem,
  unauthorized,
  type AuthResult,
  type HeaderBag,
} from './headers.js';

// L2 authentication: an HMAC-SHA256 of the request under the API secret, on every trading and
// account route.

export interface SignedRequest {
  method: string;
  /** The request target; a query string, if any, is not part of what was signed. */
  url: string;
  /** The exact raw body text; undefined (or empty) when there is none. */
  body?: string | undefined;
  headers: HeaderBag;
}

export interface ApiKeyIdentity {
  /** EIP-55 checksummed owner of the key. */
  address: string;
  apiKey: string;
}

export type ApiKeyAuthVerifier = (
  request: SignedRequest,
  nowSeconds: number,
) => AuthResult<ApiKeyIdentity>;

/** The signed message: TIMESTAMP + METHOD + path without query + raw body. */
export function l2Message(timestamp: string, method: string, url: string, body?: string): string {
  const query = url.indexOf('?');
  return timestamp + method.toUpperCase() + (query < 0 ? url : url.slice(0, query)) + (body ?? '');
}

const HEX_DIGEST = /^[0-9a-fA-F]{64}$/;
// 32 bytes in base64: 43 characters and one optional '='; Node decodes both alphabets.
const BASE64_DIGEST = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The 32 bytes of a hex, base64url or base64 HMAC signature, padded or not; else null. */
export function decodeHmacSignature(signature: string): Buffer | null {
  if (HEX_DIGEST.test(signature)) return Buffer.from(signature, 'hex');
  if (BASE64_DIGEST.test(signature)) return Buffer.from(signature, 'base64');
  return null;
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createApiKeyAuthVerifier(
  config: AuthConfig,
  lookup: (apiKey: string) => L2Credential | undefined,
): ApiKeyAuthVerifier {
  return (request, nowSeconds) => {
    const header = readAuthHeaders(request.headers);
    const address = header('ADDRESS');
    const signature = header('SIGNATURE');
    const timestamp = header('TIMESTAMP');
    const apiKey = header('API_KEY');
    const passphrase = header('PASSPHRASE');
    if (!address || !signature || !timestamp || !apiKey || !passphrase) {
      return unauthorized(
        'L2 authentication needs the ADDRESS, SIGNATURE, TIMESTAMP, API_KEY and PASSPHRASE headers',
      );
    }
    const problem = timestampProblem(timestamp, nowSeconds, config.timestampWindowSeconds);
    if (problem !== null) return unauthorized(problem);
    const credential = lookup(apiKey);
    if (!credential) return unauthorized('unknown API_KEY');
    if (!sameText(passphrase, credential.passphrase))
      return unauthorized('PASSPHRASE does not match API_KEY');
    if (address.toLowerCase() !== credential.address.toLowerCase()) {
      return unauthorized('ADDRESS is not the owner of API_KEY');
    }
    const provided = decodeHmacSignature(signature);
    if (!provided) return unauthorized('SIGNATURE must be a base64url, base64 or hex HMAC-SHA256');
    const expected = createHmac('sha256', credential.hmacKey)
      .update(l2Message(timestamp, request.method, request.url, request.body))
      .digest();
    if (!timingSafeEqual(provided, expected)) return unauthorized('invalid L2 SIGNATURE');
    return { ok: true, identity: { address: credential.address, apiKey } };
  };
}
