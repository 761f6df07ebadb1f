import type { HandlerGroup } from '../../../contract/index.js';
import { readCaller, type MirrorTerminalDeps } from './deps.js';

/**
 * The vault's API keys for scripts in mirror mode: a script on the local port is relayed to the
 * upstream with its own credentials, so its keys are the upstream's, made there with the
 * account's L1 signature. The secret is shown once and kept nowhere.
 */
export function createMirrorApiKeyHandlers(
  deps: Pick<MirrorTerminalDeps, 'upstream' | 'signer' | 'account'>,
): HandlerGroup<'vault.createApiKey' | 'vault.apiKeys'> {
  return {
    'vault.createApiKey': () => deps.upstream.createScriptKey(deps.signer()),
    'vault.apiKeys': () => deps.upstream.apiKeys(readCaller(deps)),
  };
}
