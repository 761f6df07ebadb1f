// What the OpenAPI entries of the authenticated routes say about the caller's credentials.

export const L1_HEADERS =
  'L1 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, NONCE (default 0).';
export const L2_HEADERS =
  'L2 headers: POLY_ (or SVC_) ADDRESS, SIGNATURE, TIMESTAMP, API_KEY, PASSPHRASE.';
export const OPERATOR_GUARD =
  'loopback clients only (403 otherwise), with ' +
  '`Authorization: Bearer <content of <data-dir>/admin-token>` (401 otherwise).';
