import type {
  AppInfo,
  DesktopSettings,
  KeychainStatus,
  ServiceState,
} from '../../server/contract/index.js';
import type { ServiceHost } from '../host/service-host.js';
import { externalLinkAllowed } from './guards.js';
import type { InvokeHandlers } from './ipc-guard.js';
import type { PassphraseStore } from './passphrase-store.js';
import type { SettingsStore } from './settings-store.js';

export interface DesktopHandlerDeps {
  settings: SettingsStore;
  passphrases: PassphraseStore;
  host: Pick<ServiceHost<unknown>, 'state' | 'unlock' | 'restart'>;
  openExternal: (url: string) => void;
  appInfo: () => AppInfo;
}

/** Whether a change of settings needs the service restarted (its HTTP port). */
const httpChanged = (before: DesktopSettings, after: DesktopSettings): boolean =>
  before.httpEnabled !== after.httpEnabled || before.httpPort !== after.httpPort;

/**
 * The main process's answers to the renderer's desktop calls (inputs already checked by
 * ipc-guard). A remembered passphrase goes from the keychain to the service, never back to
 * the renderer.
 */
export function createDesktopHandlers(deps: DesktopHandlerDeps): InvokeHandlers {
  const { settings, passphrases, host } = deps;
  const keychainStatus = (): KeychainStatus => ({
    available: passphrases.available(),
    problem: passphrases.problem(),
    remembered: passphrases.remembered(),
  });
  return {
    'settings:get': () => settings.read(),
    'settings:set': async (next) => {
      const before = settings.read();
      settings.write(next);
      if (before.rememberPassphrases && !next.rememberPassphrases) passphrases.forgetAll();
      if (httpChanged(before, next)) await host.restart();
      return next;
    },
    'keychain:status': keychainStatus,
    'keychain:remember': ({ accountId, passphrase }) => {
      if (!settings.read().rememberPassphrases) {
        throw new Error('remembering passphrases is switched off in the settings');
      }
      passphrases.remember(accountId, passphrase);
      return keychainStatus();
    },
    'keychain:forget': ({ accountId }) => {
      passphrases.forget(accountId);
      return keychainStatus();
    },
    'keychain:unlock': async ({ accountId }) => {
      const passphrase = settings.read().rememberPassphrases ? passphrases.reveal(accountId) : null;
      if (passphrase === null) return { ok: false, message: 'no passphrase is remembered' };
      return host.unlock(accountId, passphrase);
    },
    'shell:open-external': ({ url }) => {
      if (!externalLinkAllowed(url)) return false;
      deps.openExternal(url);
      return true;
    },
    'app:info': () => deps.appInfo(),
    'service:state': (): ServiceState => host.state(),
  };
}
