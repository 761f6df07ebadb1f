import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { notify } from '../../stores/ui-store.js';
import { useTransport, useTradingBlocked } from '../../lib/transport-context.js';
import { cancelOpenOrders, ordersRefresh, refuseOrder, type DeskDeps } from './desk-actions.js';
import { focusedDesk } from './focused-desk.js';
import type { DeskAction } from './order-builders.js';
import { getLadderTradingState, selectPreset, setArmed } from './trading-settings.js';

export type PresetKey = 'preset1' | 'preset2' | 'preset3' | 'preset4' | 'preset5';

/** What a trading key asks for; the palette's shortcut registry binds keys to these. */
export type TradingKey =
  DeskAction | 'arm' | 'cancelMarket' | 'cancelAll' | 'flatten' | 'switchOutcome' | PresetKey;

const presetIndex: Record<PresetKey, number> = {
  preset1: 0,
  preset2: 1,
  preset3: 2,
  preset4: 3,
  preset5: 4,
};

const isPreset = (key: TradingKey): key is PresetKey => key in presetIndex;

/** Arms or disarms one-click and hotkey trading, and says which. */
export function toggleArming(): void {
  const armed = !getLadderTradingState().armed;
  setArmed(armed);
  notify(
    armed
      ? { kind: 'warning', title: 'Armed', detail: 'Ladder clicks and trading keys send orders' }
      : { kind: 'info', title: 'Disarmed', detail: 'Ladder clicks fill the ticket' },
  );
}

/** Disarms without a word (Esc): the ladder shows it. */
export const disarm = (): void => setArmed(false);

function runTradingKey(key: TradingKey, startedAt: number, deps: DeskDeps, blocked: string | null) {
  if (key === 'arm') return toggleArming();
  if (isPreset(key)) return selectPreset(presetIndex[key]);
  if (key === 'cancelAll') {
    if (blocked) return refuseOrder(blocked);
    void cancelOpenOrders(deps, { what: 'cancel all open orders' }, startedAt);
    return;
  }
  const desk = focusedDesk();
  if (!desk) return refuseOrder('Open a market to trade it from the keyboard');
  if (key === 'cancelMarket') return desk.cancelMarket(startedAt);
  if (key === 'flatten') return desk.flatten(startedAt);
  if (key === 'switchOutcome') return desk.switchOutcome();
  desk.hotkey(key, startedAt);
}

/**
 * The trading keys' actions: `startedAt` is the key event's time (`event.timeStamp`), from which
 * the order's acknowledgement is measured.
 */
export function useTradingKeys(): (key: TradingKey, startedAt: number) => void {
  const transport = useTransport();
  const client = useQueryClient();
  const blocked = useTradingBlocked();
  const blockedRef = useRef(blocked);
  useEffect(() => {
    blockedRef.current = blocked;
  });
  return useCallback(
    (key, startedAt) => {
      const deps = { transport, refresh: ordersRefresh(client) };
      runTradingKey(key, startedAt, deps, blockedRef.current);
    },
    [transport, client],
  );
}
