import { useEffect, useRef } from 'react';
import { closeDialog, focusMarketSearch, getUi, openDialog } from '../../stores/ui-store.js';
import { useVaultMutation } from '../accounts/index.js';
import { requestCancelAll } from '../portfolio/index.js';
import { requestTicketSide } from '../ticket/index.js';
import { shortcutFor, type ShortcutId } from './shortcuts.js';

/** Acts on the shortcut registry from anywhere in the window (mounted once by the app). */
export function useGlobalShortcuts(): void {
  const lock = useVaultMutation('vault.lock');
  const lockRef = useRef(lock.mutate);
  useEffect(() => {
    lockRef.current = lock.mutate;
  });

  useEffect(() => {
    const actions: Record<ShortcutId, () => void> = {
      palette: () => (getUi().dialog === 'palette' ? closeDialog() : openDialog('palette')),
      search: focusMarketSearch,
      buy: () => requestTicketSide('BUY'),
      sell: () => requestTicketSide('SELL'),
      cancelAll: requestCancelAll,
      help: () => openDialog('help'),
      close: closeDialog,
      lock: () => lockRef.current({}),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = document.activeElement as HTMLElement | null;
      const focus = target
        ? {
            tagName: target.tagName,
            isContentEditable: target.isContentEditable,
            type: (target as HTMLInputElement).type,
          }
        : null;
      const id = shortcutFor(event, focus);
      if (id === null) return;
      // Letters belong to an open dialog (its own fields and buttons), except the palette key.
      const dialogOpen = getUi().dialog !== null;
      if (dialogOpen && id !== 'palette' && id !== 'close') return;
      event.preventDefault();
      actions[id]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
