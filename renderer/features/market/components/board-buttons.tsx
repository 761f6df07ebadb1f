import { boardTestIds } from '../../../lib/board-test-ids.js';
import { togglePin, toggleDepth, useBoard } from '../board/board-store.js';

/** Pins a market to the ladder board, or unpins it. */
export function PinButton({ marketId, compact = false }: { marketId: string; compact?: boolean }) {
  const pinned = useBoard().pinned.includes(marketId);
  return (
    <button
      type="button"
      className={compact ? 'board-pin is-compact' : 'chip board-pin'}
      aria-pressed={pinned}
      data-testid={boardTestIds.pin}
      title={pinned ? 'Unpin from the ladder board (P)' : 'Pin to the ladder board (P)'}
      onClick={() => togglePin(marketId)}
    >
      {compact ? (pinned ? '●' : '○') : pinned ? 'Pinned' : 'Pin'}
    </button>
  );
}

/** Shows or hides the depth chart beside the ladder (under each ladder on the board). */
export function DepthToggle() {
  const { depth } = useBoard();
  return (
    <button
      type="button"
      className="chip"
      aria-pressed={depth}
      data-testid={boardTestIds.depthToggle}
      title={depth ? 'Hide the depth chart (D)' : 'Show the depth chart (D)'}
      onClick={toggleDepth}
    >
      Depth
    </button>
  );
}
