import { lazy, Suspense, useState, type ReactNode } from 'react';
import { closeDialog, getUi, notify, type SettingsTab } from '../../../stores/ui-store.js';
import { useTheme, type Theme } from '../../../stores/theme.js';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Select } from '../../../components/select.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { Tabs } from '../../../components/tabs.js';
import { testIds } from '../../../lib/test-ids.js';
import { DesktopSettingsSection } from '../../desktop/index.js';
import { copyText } from '../copy-text.js';
import { useServiceStatus } from '../api/service-status.js';
import { VenueSettingsSection } from './venue-settings.js';
import './settings.css';

// Settings › Scripts is its own chunk, loaded when its tab is first opened.
const ScriptsSection = lazy(() =>
  import('../../scripts/lazy.js').then((module) => ({ default: module.ScriptsSection })),
);

const tabs = [
  { key: 'general' as const, label: 'General' },
  { key: 'scripts' as const, label: 'Scripts' },
].map((tab) => ({ ...tab, testId: `${testIds.settingsTab}-${tab.key}` }));

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
 * General: theme, the venue (local or a mirror of an upstream), the scripts' local API URL, what
 * service this is, and the desktop app's settings. Scripts: the grants scripts trade with.
 */
export function SettingsDialog() {
  const [tab, setTab] = useState<SettingsTab>(() => getUi().settingsTab);
  return (
    <Dialog
      title="Settings"
      onClose={closeDialog}
      testId={testIds.settingsDialog}
      width={tab === 'scripts' ? 1040 : 560}
    >
      <div className="settings-tabs">
        <Tabs tabs={tabs} active={tab} onChange={setTab} label="Settings" />
      </div>
      <div className="settings-tab-body">
        {tab === 'general' ? (
          <GeneralSettings />
        ) : (
          <Suspense fallback={<Loading />}>
            <ScriptsSection />
          </Suspense>
        )}
      </div>
    </Dialog>
  );
}

function GeneralSettings() {
  const { theme, setTheme } = useTheme();
  const status = useServiceStatus();
  const apiUrl = status.data?.apiUrl ?? null;
  return (
    <>
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
    </>
  );
}
