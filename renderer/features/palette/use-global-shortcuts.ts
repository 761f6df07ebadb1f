import { useEffect, useRef } from 'react';
import { closeDialog, focusMarketSearch, getUi, openDialog } from '../../stores/ui-store.js';
import { useVaultMutation } from '../accounts/index.js';
import {
  disarm,
  publishTradingKeyLabels,
  useTradingKeys,
  type TradingKey,
} from '../ladder-trading/index.js';
import { requestStarSelected } from '../markets/index.js';
import { moveBoardFocus, pinSelected, toggleBoard, toggleDepth } from '../market/index.js';
import { requestTicketSide } from '../ticket/index.js';
import { getBindings, useBindings } from './key-bindings.js';
import { bindingLabel, shortcutFor, shortcuts, type ShortcutId } from './shortcuts.js';

type GeneralId = Exclude<ShortcutId, TradingKey>;

const tradingIds = new Set<ShortcutId>(
  shortcuts.filter((item) => item.group === 'Trading').map((item) => item.id),
);
const isTradingKey = (id: ShortcutId): id is TradingKey => tradingIds.has(id);

/** Acts on the shortcut registry from anywhere in the window (mounted once by the app). */
export function useGlobalShortcuts(): void {
  const lock = useVaultMutation('vault.lock');
  const trade = useTradingKeys();
  const latest = useRef({ lock: lock.mutate, trade });
  useEffect(() => {
    latest.current = { lock: lock.mutate, trade };
  });

  // The ladder shows the trading keys as they are bound now.
  const bindings = useBindings();
  useEffect(() => {
    const labels: Partial<Record<TradingKey, string>> = {};
    for (const [id, binding] of bindings) {
      if (isTradingKey(id)) labels[id] = bindingLabel(binding);
    }
    publishTradingKeyLabels(labels);
  }, [bindings]);

  useEffect(() => {
    // An action that answers false did not apply: the key keeps its usual effect.
    const actions: Record<GeneralId, () => void | boolean> = {
      palette: () => (getUi().dialog === 'palette' ? closeDialog() : openDialog('palette')),
      search: focusMarketSearch,
      buy: () => requestTicketSide('BUY'),
      sell: () => requestTicketSide('SELL'),
      help: () => openDialog('help'),
      close: () => (closeDialog(), disarm()),
      lock: () => latest.current.lock({}),
      star: requestStarSelected,
      board: toggleBoard,
      boardLeft: () => moveBoardFocus(-1),
      boardRight: () => moveBoardFocus(1),
      pin: pinSelected,
      depth: toggleDepth,
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
      const id = shortcutFor(event, focus, getBindings());
      if (id === null) return;
      // Letters belong to an open dialog (its own fields and buttons), except the palette key.
      const dialogOpen = getUi().dialog !== null;
      if (dialogOpen && id !== 'palette' && id !== 'close') return;
      if (isTradingKey(id)) {
        event.preventDefault();
        latest.current.trade(id, event.timeStamp);
      } else if (actions[id]() !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
