import { getSelection, useSelection } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import {
  focusedMarketId,
  getBoard,
  openBoard,
  toggleBoard,
  toggleDepth,
  togglePin,
  useBoard,
} from './board-store.js';

/** The board's keys in the shortcut registry (the palette feature binds them). */
export type BoardKey = 'board' | 'pin' | 'depth' | 'boardLeft' | 'boardRight';

/**
 * The pin key: pins (or unpins) the focused board ladder's market while the board is open,
 * else the market open, and says so.
 */
export function pinSelected(): void {
  const { open, shown } = getBoard();
  const focused = open ? shown.find((market) => market.id === focusedMarketId()) : undefined;
  const market = focused ?? getSelection().market;
  if (!market) {
    notify({ kind: 'info', title: 'Open a market to pin it to the board' });
    return;
  }
  const pinned = togglePin(market.id);
  notify({
    kind: 'success',
    title: pinned ? 'Pinned to the board' : 'Unpinned from the board',
    detail: market.question,
  });
}

export interface BoardCommand {
  label: string;
  run: () => void;
  /** The shortcut registry's entry the command is also bound to. */
  shortcut?: BoardKey;
}

/** The palette's board commands: open or close it, an event's or the pins, pin, depth. */
export function useBoardCommands(): BoardCommand[] {
  const { open, depth, pinned } = useBoard();
  const { market } = useSelection();
  const event = market?.events[0];
  const commands: BoardCommand[] = [
    {
      label: open ? 'Close the ladder board' : 'Open the ladder board',
      run: toggleBoard,
      shortcut: 'board',
    },
  ];
  if (event) {
    commands.push({
      label: `Ladder board of the event: ${event.title}`,
      run: () => openBoard({ kind: 'event', eventId: Number(event.id) }),
    });
  }
  commands.push({
    label: `Ladder board of the pinned markets (${pinned.length})`,
    run: () => openBoard({ kind: 'pinned' }),
  });
  if (market) {
    commands.push({
      label: pinned.includes(market.id) ? 'Unpin market from the board' : 'Pin market to the board',
      run: pinSelected,
      shortcut: 'pin',
    });
  }
  commands.push({
    label: depth ? 'Hide the depth chart' : 'Show the depth chart',
    run: toggleDepth,
    shortcut: 'depth',
  });
  return commands;
}
