import type { ApiKeyIdentity, WalletIdentity } from '../../auth/index.js';
import type { CallContext } from '../handler.js';

/** The verified API key of an `l2` method (the dispatcher set it before the handler ran). */
export function apiKeyOf(context: CallContext): ApiKeyIdentity {
  if (!context.caller) throw new Error('an l2 handler ran without a verified API key');
  return context.caller;
}

/** The signing wallet of an `l1` method. */
export function walletOf(context: CallContext): WalletIdentity {
  if (!context.wallet) throw new Error('an l1 handler ran without a verified wallet');
  return context.wallet;
}
