import { createExternalStore, useExternalStore } from '../../lib/external-store.js';

/** A request from a shortcut or the palette: set the side and put the focus on the size. */
export interface TicketCommand {
  side: 'BUY' | 'SELL';
  /** Grows with every request, so asking for the same side twice still counts. */
  seq: number;
}

const commandStore = createExternalStore<{ command: TicketCommand | null }>({ command: null });

export function requestTicketSide(side: 'BUY' | 'SELL'): void {
  commandStore.set((state) => ({ command: { side, seq: (state.command?.seq ?? 0) + 1 } }));
}

export const useTicketCommand = (): TicketCommand | null => useExternalStore(commandStore).command;
