import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { desktopApi } from '../../../lib/desktop-bridge.js';
import { testIds } from '../../../lib/test-ids.js';
import { useKeychain } from '../use-desktop.js';

/**
 * "Unlock with keychain" for an account whose passphrase the desktop app remembers: the main
 * process reads it from the OS keychain and hands it to the service; it never comes here.
 * Nothing in web mode or for an account without one.
 */
export function KeychainUnlock({
  accountId,
  onUnlocked,
}: {
  accountId: string;
  onUnlocked(): void;
}) {
  const api = desktopApi();
  const { status } = useKeychain();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!api || !status?.remembered.includes(accountId)) return null;
  const unlock = () => {
    setBusy(true);
    setProblem(null);
    api
      .unlockWithKeychain({ accountId })
      .then((result) => {
        if (result.ok) onUnlocked();
        else setProblem(result.message);
      })
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button type="button" busy={busy} onClick={unlock} data-testid={testIds.keychainUnlock}>
        Unlock with keychain
      </Button>
      {problem && <span className="field-error">{problem}</span>}
    </>
  );
}

/** After a typed passphrase unlocked the account: remembered if the setting is on. */
export async function rememberIfWanted(accountId: string, passphrase: string): Promise<void> {
  const api = desktopApi();
  if (!api) return;
  const settings = await api.getSettings();
  if (settings.rememberPassphrases) await api.rememberPassphrase({ accountId, passphrase });
}
