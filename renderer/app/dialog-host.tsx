import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../lib/when-idle.js';
import { useUi } from '../stores/ui-store.js';

/** After the first screen's own start-up work, and then when the page is idle... */
const PRELOAD_AFTER_MS = 2_000;
/** ...or this much later, on a page that never is. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * A dialog in a chunk of its own. Until its chunk is loaded it is a lazy component; once loaded
 * it renders at once: a lazy component suspends at its first render even when its chunk is in,
 * and React throttles the reveal of suspended content (its FALLBACK_THROTTLE_MS), while the
 * keys typed after Ctrl+K still land in the field that had the focus.
 */
function dialogChunk<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Chosen once per opening: switching from the lazy one to the loaded one while open would
  // mount the dialog again and lose what was typed in it.
  const Dialog = () => {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  };
  return { Dialog, preload };
}

// Dialogs are not on the first screen: their chunks load once it is up.
const dialogs = {
  accounts: dialogChunk(
    () => import('../features/accounts/lazy.js'),
    (module) => module.AccountsDialog,
  ),
  settings: dialogChunk(
    () => import('../features/settings/lazy.js'),
    (module) => module.SettingsDialog,
  ),
  palette: dialogChunk(
    () => import('../features/palette/lazy.js'),
    (module) => module.CommandPalette,
  ),
  help: dialogChunk(
    () => import('../features/palette/lazy.js'),
    (module) => module.HelpOverlay,
  ),
};

function preloadDialogs(): void {
  for (const { preload } of Object.values(dialogs)) preload().catch(() => undefined);
}

/** Mounts the open dialog (ui-store's `dialog`); each closes itself with `closeDialog()`. */
export function DialogHost() {
  const dialog = useUi((ui) => ui.dialog);
  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(preloadDialogs, IDLE_TIMEOUT_MS);
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  const Open = dialog ? dialogs[dialog].Dialog : null;
  return <Suspense fallback={null}>{Open && <Open />}</Suspense>;
}
