import { lazy, Suspense } from 'react';
import { useUi } from '../stores/ui-store.js';

// Dialogs are not on the first screen: each is its own chunk, loaded when first opened.
const AccountsDialog = lazy(() =>
  import('../features/accounts/lazy.js').then((module) => ({
    default: module.AccountsDialog,
  })),
);
const SettingsDialog = lazy(() =>
  import('../features/settings/lazy.js').then((module) => ({
    default: module.SettingsDialog,
  })),
);
const CommandPalette = lazy(() =>
  import('../features/palette/lazy.js').then((module) => ({
    default: module.CommandPalette,
  })),
);
const HelpOverlay = lazy(() =>
  import('../features/palette/lazy.js').then((module) => ({
    default: module.HelpOverlay,
  })),
);

/** Mounts the open dialog (ui-store's `dialog`); each closes itself with `closeDialog()`. */
export function DialogHost() {
  const dialog = useUi((ui) => ui.dialog);
  return (
    <Suspense fallback={null}>
      {dialog === 'accounts' && <AccountsDialog />}
      {dialog === 'settings' && <SettingsDialog />}
      {dialog === 'palette' && <CommandPalette />}
      {dialog === 'help' && <HelpOverlay />}
    </Suspense>
  );
}
