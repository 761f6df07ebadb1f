import { createExternalStore, useExternalStore } from '../../lib/external-store.js';
import type { LadderDesk } from './desk.js';
import { tradingKeyLabel } from './key-labels.js';
import type { Built } from './order-builders.js';
import { centsText } from './order-text.js';
import { getLadderTradingState, useLadderTradingState } from './trading-settings.js';

/** What a click on the hovered level does, shown on the ladder before the click. */
export interface ClickHint {
  text: string;
  /** buy/sell: an order of the displayed outcome; other: the other outcome's BUY. */
  tone: 'buy' | 'sell' | 'other' | 'refused' | 'ticket';
}

/** The level under the pointer (or the keyboard's focus), and the ladder it belongs to. */
interface HoveredLevel {
  desk: LadderDesk | null;
  side: 'bid' | 'ask';
  priceMicros: number;
  displayedOutcome: number;
}

const store = createExternalStore<{ hovered: HoveredLevel | null; version: number }>({
  hovered: null,
  version: 0,
});

/**
 * What a click on the hovered level does now. It is worked out at each render, not when the
 * pointer came: a size preset, the arming, a fill or the book may change it while the pointer
 * rests on the level.
 */
export function useClickHint(): ClickHint | null {
  const { hovered } = useExternalStore(store);
  // The size presets, the guards and the arming: a change renders the hint again.
  useLadderTradingState();
  return hovered ? hintOf(hovered) : null;
}

/** Shows what a click on this level does, until the pointer or the focus leaves it. */
export function hoverLevel(
  desk: LadderDesk | null,
  side: 'bid' | 'ask',
  priceMicros: number,
  displayedOutcome: number,
): void {
  store.set({ hovered: { desk, side, priceMicros, displayedOutcome } });
}

export const clearClickHint = (): void => store.set({ hovered: null });

/** A desk read new inputs (a position, the account, the tick): its hint is worked out again. */
export function deskInputsChanged(desk: LadderDesk): void {
  const { hovered, version } = store.get();
  if (hovered?.desk === desk) store.set({ version: version + 1 });
}

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
 * What a click on a level does now: armed, the order the desk would send; unarmed (or with no
 * desk), the ticket filled at the level's price on the side that takes it.
 */
function hintOf({ desk, side, priceMicros, displayedOutcome }: HoveredLevel): ClickHint {
  if (desk && getLadderTradingState().armed) {
    return armedHint(desk.describeClick(side, priceMicros), displayedOutcome);
  }
  const taking = side === 'ask' ? 'BUY' : 'SELL';
  return ticketHint(taking, Math.round(priceMicros / 100), tradingKeyLabel('arm'));
}
