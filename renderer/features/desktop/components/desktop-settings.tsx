import { useEffect, useState, type FormEvent } from 'react';
import type { DesktopSettings } from '../../../../server/contract/index.js';
import { notify } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { desktopApi } from '../../../lib/desktop-bridge.js';
import { testIds } from '../../../lib/test-ids.js';
import { useKeychain } from '../use-desktop.js';
import '../desktop.css';

const MIN_PORT = 1024;
const MAX_PORT = 65535;

const portProblem = (text: string): string | null => {
  const port = Number(text);
  return Number.isInteger(port) && port >= MIN_PORT && port <= MAX_PORT
    ? null
    : `a whole number from ${MIN_PORT} to ${MAX_PORT}`;
};

/**
 * The desktop app's own settings (absent in web mode): the scripts' local HTTP port (on or
 * off, and which port; saving a change restarts the service) and whether vault passphrases
 * are remembered with the OS keychain.
 */
export function DesktopSettingsSection() {
  const api = desktopApi();
  const keychain = useKeychain();
  const [saved, setSaved] = useState<DesktopSettings | null>(null);
  const [httpEnabled, setHttpEnabled] = useState(true);
  const [port, setPort] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api?.getSettings().then((settings) => {
      setSaved(settings);
      setHttpEnabled(settings.httpEnabled);
      setPort(String(settings.httpPort));
      setRemember(settings.rememberPassphrases);
    });
  }, [api]);

  if (!api || !saved) return null;
  const problem = httpEnabled ? portProblem(port) : null;
  const next: DesktopSettings = {
    httpEnabled,
    httpPort: problem ? saved.httpPort : Number(port),
    rememberPassphrases: remember,
  };
  const changed =
    next.httpEnabled !== saved.httpEnabled ||
    next.httpPort !== saved.httpPort ||
    next.rememberPassphrases !== saved.rememberPassphrases;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || !changed) return;
    setBusy(true);
    api
      .setSettings(next)
      .then(
        (settings) => {
          setSaved(settings);
          keychain.refresh();
          notify({ kind: 'success', title: 'Desktop settings saved' });
        },
        (error: unknown) =>
          notify({ kind: 'error', title: 'Settings not saved', detail: String(error) }),
      )
      .finally(() => setBusy(false));
  };

  const keychainAvailable = keychain.status?.available ?? false;
  return (
    <form className="settings" onSubmit={submit} data-testid={testIds.desktopSettings}>
      <h3 className="settings-heading">Desktop</h3>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={httpEnabled}
          onChange={(event) => setHttpEnabled(event.target.checked)}
        />
        Local API for scripts on 127.0.0.1
      </label>
      <Input
        label="Port"
        inputMode="numeric"
        value={port}
        disabled={!httpEnabled}
        onChange={(event) => setPort(event.target.value)}
        error={problem}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={remember}
          disabled={!keychainAvailable && !remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        Remember vault passphrases with the OS keychain
      </label>
      <span className="dim settings-note">
        {keychainAvailable
          ? 'Off by default. Passphrases are kept encrypted by the OS; switching this off forgets them. Private keys never leave the service.'
          : (keychain.status?.problem ??
            'The OS keychain is not available here, so passphrases cannot be remembered.')}
      </span>
      <div className="settings-field">
        <Button type="submit" variant="primary" busy={busy} disabled={!changed || problem !== null}>
          Save
        </Button>
        {next.httpEnabled !== saved.httpEnabled || next.httpPort !== saved.httpPort ? (
          <span className="dim settings-note">Saving restarts the service.</span>
        ) : null}
      </div>
    </form>
  );
}
