import type { ApiCredentials, ApiKeyIdentity, Auth } from '../auth/index.js';
import { ServiceError } from '../contract/index.js';
import type { L1Headers } from './vault-signer.js';

// The account's API credentials, made the way a wallet makes them over HTTP: the vault signs the
// L1 ClobAuth headers and the auth module verifies them and creates or derives the key, only
// in-process. Nonce 0 is the terminal's own key; scripts get keys at the next free nonces.

const TERMINAL_NONCE = 0;
const MAX_NONCE = 10_000;

export type SignL1 = (nonce: number, timestampSeconds: number) => L1Headers;

function walletOf(auth: Auth, headers: L1Headers, nowSeconds: number): string {
  const verified = auth.verifyWallet({ ...headers }, nowSeconds);
  if (!verified.ok)
    throw new ServiceError('internal', `vault L1 signature refused: ${verified.reason}`);
  return verified.identity.address;
}

/** The terminal's API key of the account (nonce 0): derived, or created the first time. */
export function terminalApiKey(auth: Auth, sign: SignL1, nowSeconds: number): ApiKeyIdentity {
  const address = walletOf(auth, sign(TERMINAL_NONCE, nowSeconds), nowSeconds);
  const nonce = String(TERMINAL_NONCE);
  try {
    return { address, apiKey: auth.credentials.derive(address, nonce).apiKey };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { address, apiKey: auth.credentials.create(address, nonce).apiKey };
  }
}

/** New credentials at the first nonce above 0 that has none; the secret is answered once. */
export function newScriptApiKey(auth: Auth, sign: SignL1, nowSeconds: number): ApiCredentials {
  for (let nonce = TERMINAL_NONCE + 1; nonce <= MAX_NONCE; nonce++) {
    const address = walletOf(auth, sign(nonce, nowSeconds), nowSeconds);
    try {
      return auth.credentials.create(address, String(nonce));
    } catch (error) {
      if (!(error instanceof ServiceError) || error.code !== 'invalid_input') throw error;
    }
  }
  throw new ServiceError(
    'invalid_input',
    `the account has API keys at every nonce up to ${MAX_NONCE}`,
  );
}
