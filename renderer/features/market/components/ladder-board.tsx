import { useCallback, useEffect, useRef } from 'react';
import { Button } from '../../../components/button.js';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { boardTestIds } from '../../../lib/board-test-ids.js';
import { useSelection } from '../../../stores/selection-store.js';
import {
  LadderHint,
  LadderTradingControls,
  focusDesk,
  useLadderTradingState,
  type LadderDesk,
} from '../../ladder-trading/index.js';
import { focusedOf, type BoardSource } from '../board/board-layout.js';
import { useBoardMarkets } from '../board/board-markets.js';
import {
  closeBoard,
  openBoard,
  setShownMarkets,
  togglePin,
  useBoard,
} from '../board/board-store.js';
import { BoardLadder } from './board-ladder.js';
import { DepthToggle } from './board-buttons.js';
import { useBoardOverflow } from './use-board-overflow.js';
import './board.css';

/** The board's two sources: the event's markets (of the board, or the market open) and the pins. */
function SourceSwitch({ source, pinnedCount }: { source: BoardSource; pinnedCount: number }) {
  const { market } = useSelection();
  const eventId =
    source.kind === 'event' ? source.eventId : Number(market?.events[0]?.id ?? Number.NaN);
  const choices: { key: BoardSource['kind']; label: string; to: BoardSource | null }[] = [
    {
      key: 'event',
      label: 'Event',
      to: Number.isSafeInteger(eventId) ? { kind: 'event', eventId } : null,
    },
    { key: 'pinned', label: `Pinned ${pinnedCount}`, to: { kind: 'pinned' } },
  ];
  return (
    <div className="board-sources" role="group" aria-label="Board of">
      {choices.map(({ key, label, to }) => (
        <button
          key={key}
          type="button"
          className="chip"
          aria-pressed={source.kind === key}
          disabled={to === null}
          data-testid={boardTestIds.boardSource}
          data-source={key}
          onClick={() => to && openBoard(to)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** The count of ladders the view cuts at one edge; a click pages towards them. */
function MoreLadders({
  side,
  count,
  onPage,
}: {
  side: 'before' | 'after';
  count: number;
  onPage: () => void;
}) {
  if (count === 0) return null;
  return (
    <button
      type="button"
      className={`board-more is-${side}`}
      title={`Scroll to the ladders ${side} these`}
      data-testid={boardTestIds.boardMore}
      data-side={side}
      onClick={onPage}
    >
      {side === 'before' ? `‹ ${count}` : `${count} more ›`}
    </button>
  );
}

/**
 * Several live ladders side by side, each tradable as the market page's ladder is (the same
 * clicks and keys, the armed state shared); the arrow keys move the focus, and the trading
 * keys act on the focused ladder's market.
 */
export function LadderBoard() {
  const layout = useBoard();
  const board = useBoardMarkets(layout.source, layout.pinned);
  const { armed } = useLadderTradingState();
  const { markets } = board;
  useEffect(() => setShownMarkets(markets), [markets]);
  useEffect(() => () => setShownMarkets([]), []);
  const focusedId = focusedOf(
    markets.map((market) => market.id),
    layout.focusId,
  );

  const cellsRef = useRef<HTMLDivElement>(null);
  const outside = useBoardOverflow(cellsRef, markets.length);

  const desks = useRef(new Map<string, LadderDesk>());
  const onDesk = useCallback((marketId: string, desk: LadderDesk) => {
    desks.current.set(marketId, desk);
    return () => {
      if (desks.current.get(marketId) === desk) desks.current.delete(marketId);
    };
  }, []);
  // After the ladders' own effects (each mounts its desk as the latest): the focused one's
  // desk is the one the trading keys reach.
  useEffect(() => {
    const desk = focusedId === null ? undefined : desks.current.get(focusedId);
    if (desk) focusDesk(desk);
  });

  let body;
  if (board.loading) body = <Loading label="Loading the board…" />;
  else if (board.error) {
    body = (
      <ErrorState title="Could not load the board" error={board.error} onRetry={board.retry} />
    );
  } else if (markets.length === 0) {
    body = (
      <Empty title={layout.source.kind === 'pinned' ? 'No pinned markets' : 'No open markets'}>
        Pin a market from its ladder (Pin, or P), or open an event’s board from its page.
      </Empty>
    );
  } else {
    body = markets.map((market) => (
      <BoardLadder
        key={market.id}
        market={market}
        outcomeIndex={layout.outcomes[market.id] ?? 0}
        focused={market.id === focusedId}
        depth={layout.depth}
        onDesk={onDesk}
      />
    ));
  }

  return (
    <section
      className={armed ? 'panel ladder-board is-armed' : 'panel ladder-board'}
      data-testid={boardTestIds.board}
      data-source={layout.source.kind}
      data-armed={armed}
    >
      <header className="panel-header board-header">
        <h2 className="panel-title" title={board.title}>
          Board · {board.title}
        </h2>
        <SourceSwitch source={layout.source} pinnedCount={layout.pinned.length} />
        <DepthToggle />
        <LadderTradingControls />
        <button
          type="button"
          className="icon-button"
          aria-label="Close the board"
          title="Close the board (G)"
          data-testid={boardTestIds.closeBoard}
          onClick={closeBoard}
        >
          ×
        </button>
      </header>
      {board.missing.length > 0 && (
        <div className="board-missing dim">
          {board.missing.length} pinned market(s) are not in this catalog.{' '}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => board.missing.forEach((id) => togglePin(id))}
          >
            Unpin them
          </Button>
        </div>
      )}
      <div className="board-view">
        <div className="board-cells" ref={cellsRef}>
          {body}
        </div>
        <MoreLadders side="before" count={outside.before} onPage={() => outside.page(-1)} />
        <MoreLadders side="after" count={outside.after} onPage={() => outside.page(1)} />
      </div>
      <LadderHint />
    </section>
  );
}
