import { createExternalStore, useExternalStore } from '../../lib/external-store.js';
import type { LadderDesk } from './desk.js';
import { tradingKeyLabel } from './key-labels.js';
import type { Built } from './order-builders.js';
import { centsText } from './order-text.js';
import { getLadderTradingState } from './trading-settings.js';

/** What a click on the hovered level does, shown on the ladder before the click. */
export interface ClickHint {
  text: string;
  /** buy/sell: an order of the displayed outcome; other: the other outcome's BUY. */
  tone: 'buy' | 'sell' | 'other' | 'refused' | 'ticket';
}

const store = createExternalStore<{ hint: ClickHint | null }>({ hint: null });

export const useClickHint = (): ClickHint | null => useExternalStore(store).hint;
export const showClickHint = (hint: ClickHint | null): void => store.set({ hint });

/** The hint of an armed click: the order it sends, or why it would be refused. */
export function armedHint(built: Built, displayedOutcome: number): ClickHint {
  if (!built.ok) return { text: `Click refused: ${built.reason}`, tone: 'refused' };
  const { order } = built;
  const tone =
    built.outcomeIndex !== displayedOutcome ? 'other' : order.side === 'BUY' ? 'buy' : 'sell';
  return { text: `Click sends ${built.text}`, tone };
}

/** The hint of an unarmed click: the ticket takes the level's price and side. */
export function ticketHint(
  side: 'BUY' | 'SELL',
  priceTicks: number,
  armKey: string | undefined,
): ClickHint {
  const arm = armKey ? ` · ${armKey} arms one-click trading` : '';
  return {
    text: `Click fills the ticket: ${side} at ${centsText(priceTicks)}${arm}`,
    tone: 'ticket',
  };
}

/**
 * Shows what a click on a level does now: armed, the order the desk would send; unarmed (or
 * with no desk), the ticket filled at the level's price on the side that takes it.
 */
export function hoverLevel(
  desk: LadderDesk | null,
  side: 'bid' | 'ask',
  priceMicros: number,
  displayedOutcome: number,
): void {
  if (desk && getLadderTradingState().armed) {
    showClickHint(armedHint(desk.describeClick(side, priceMicros), displayedOutcome));
    return;
  }
  const taking = side === 'ask' ? 'BUY' : 'SELL';
  showClickHint(ticketHint(taking, Math.round(priceMicros / 100), tradingKeyLabel('arm')));
}
