import type { ReactNode } from 'react';
import { closeDialog, notify } from '../../../stores/ui-store.js';
import { useTheme, type Theme } from '../../../stores/theme.js';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Select } from '../../../components/select.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { DesktopSettingsSection } from '../../desktop/index.js';
import { copyText } from '../copy-text.js';
import { useServiceStatus } from '../api/service-status.js';
import { VenueSettingsSection } from './venue-settings.js';
import './settings.css';

const themes = [
  { value: 'dark' as const, label: 'Dark' },
  { value: 'light' as const, label: 'Light' },
];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span className="dim">{label}</span>
      <span>{children}</span>
    </div>
  );
}

/**
 * Theme, the venue (local or a mirror of an upstream), the scripts' local API URL, what service
 * this is, and the desktop app's settings.
 */
export function SettingsDialog() {
  const { theme, setTheme } = useTheme();
  const status = useServiceStatus();
  const apiUrl = status.data?.apiUrl ?? null;
  return (
    <Dialog title="Settings" onClose={closeDialog} testId={testIds.settingsDialog} width={560}>
      <div className="settings">
        <Select<Theme>
          label="Theme"
          value={theme}
          options={themes}
          onChange={setTheme}
          data-testid={testIds.settingsTheme}
        />
        <VenueSettingsSection />
        <h3 className="settings-heading">Service</h3>
        {status.isPending && <Loading />}
        {status.isError && (
          <ErrorState error={status.error} onRetry={() => void status.refetch()} />
        )}
        {status.data && (
          <>
            <Detail label="Local API for scripts">
              {apiUrl ? (
                <span className="settings-copy">
                  <code className="mono">{apiUrl}</code>
                  <Button
                    size="sm"
                    onClick={() =>
                      copyText(apiUrl).then(
                        () => notify({ kind: 'success', title: 'API URL copied' }),
                        () => notify({ kind: 'error', title: 'Could not copy', detail: apiUrl }),
                      )
                    }
                  >
                    Copy
                  </Button>
                </span>
              ) : (
                <span className="dim">off (the HTTP port is switched off)</span>
              )}
            </Detail>
            <Detail label="Mode">
              {status.data.mode === 'local-venue' ? 'Local venue (paper)' : 'Mirror'}
            </Detail>
            <Detail label="Version">
              <span className="mono">{status.data.version}</span>
            </Detail>
            <Detail label="Chain id">
              <span className="mono">{status.data.chainId}</span>
            </Detail>
          </>
        )}
      </div>
      <DesktopSettingsSection />
    </Dialog>
  );
}
