import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { Empty } from '../../../components/states.js';
import { boardTestIds } from '../../../lib/board-test-ids.js';
import { marketOutcomes, selectMarket } from '../../../stores/selection-store.js';
import { displayPrice, formatMarketPrice } from '../../markets/index.js';
import { useLadderDesk, type LadderDesk } from '../../ladder-trading/index.js';
import { useLiveMarket } from '../api/live-market.js';
import { revealingScroll } from '../board/board-overflow.js';
import { closeBoard, focusBoardMarket, setBoardOutcome } from '../board/board-store.js';
import type { MarketFeed } from '../market-feed.js';
import { useLivePrices, useMarketFeed } from '../use-market-feed.js';
import { DepthChart } from './depth-chart.js';
import { Ladder } from './ladder.js';
import { PinButton } from './board-buttons.js';

/**
 * The shown outcome's live price, in a component of its own: a price change re-renders this
 * text only, not the ladder's whole cell.
 */
function CellPrice({
  feed,
  market,
  outcomeIndex,
  tickSize,
}: {
  feed: MarketFeed | null;
  market: Market;
  outcomeIndex: number;
  tickSize: number;
}) {
  const live = useLivePrices(feed)[outcomeIndex];
  const catalog = displayPrice(market);
  const price = live ?? (catalog === null ? null : outcomeIndex === 0 ? catalog : 1 - catalog);
  return <span className="board-cell-price num">{formatMarketPrice(price, tickSize)}</span>;
}

/**
 * Scrolls the board so that a ladder the keys focused is shown whole. The ladder under the
 * pointer is left where it is: the board must not move under the trader's hand.
 */
function revealFocusedCell(cell: HTMLElement): void {
  const view = cell.parentElement;
  if (!view || cell.matches(':hover')) return;
  const next = revealingScroll(
    view.getBoundingClientRect(),
    cell.getBoundingClientRect(),
    view.scrollLeft,
  );
  if (next !== view.scrollLeft) view.scrollLeft = next;
}

interface BoardLadderProps {
  market: Market;
  outcomeIndex: number;
  focused: boolean;
  depth: boolean;
  /** Tells the board this ladder's desk; answers the function that forgets it. */
  onDesk: (marketId: string, desk: LadderDesk) => () => void;
}

/**
 * One ladder of the board: its market's live book and trading (the market page's ladder and
 * desk), narrow, under a header with the market, the outcome shown and its price. Hovering it
 * focuses it for the keys; a click or an arrow key also makes it the ticket's market.
 */
export const BoardLadder = memo(function BoardLadder({
  market: listed,
  outcomeIndex,
  focused,
  depth,
  onDesk,
}: BoardLadderProps) {
  const tokenIds = useMemo(
    () => marketOutcomes(listed).map((outcome) => outcome.tokenId),
    [listed],
  );
  const feed = useMarketFeed(tokenIds);
  const market = useLiveMarket(listed, feed);
  const outcomes = useMemo(() => marketOutcomes(market), [market]);
  const shown = Math.max(0, Math.min(outcomeIndex, outcomes.length - 1));
  const token = outcomes[shown];
  const tick = market.orderPriceMinTickSize || 0.01;
  const selectOutcome = useCallback(
    (index: number) => setBoardOutcome(listed.id, index),
    [listed.id],
  );
  const trading = useLadderDesk(market, outcomes, shown, feed, selectOutcome);
  useEffect(() => onDesk(listed.id, trading.desk), [onDesk, listed.id, trading.desk]);
  const title = market.groupItemTitle || market.question;
  const cellRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused && cellRef.current) revealFocusedCell(cellRef.current);
  }, [focused]);

  return (
    <section
      ref={cellRef}
      className={focused ? 'board-cell is-focused' : 'board-cell'}
      data-testid={boardTestIds.boardCell}
      data-market-id={listed.id}
      data-focused={focused}
      data-outcome={shown}
      aria-label={`${title}: ${token?.label ?? ''} ladder`}
      onPointerEnter={() => focusBoardMarket(listed.id, false)}
      onPointerDown={() => focusBoardMarket(listed.id, true)}
    >
      <header className="board-cell-head">
        <button
          type="button"
          className="board-cell-title truncate"
          data-testid={boardTestIds.boardCellTitle}
          title={`${market.question}: open its page`}
          onClick={() => (selectMarket(market), closeBoard())}
        >
          {title}
        </button>
        <div className="board-cell-meta">
          <button
            type="button"
            className="board-outcome"
            data-testid={boardTestIds.boardOutcome}
            title="Switch outcome (O)"
            disabled={outcomes.length < 2}
            onClick={() => trading.desk.switchOutcome()}
          >
            {token?.label ?? '–'}
          </button>
          <CellPrice feed={feed} market={market} outcomeIndex={shown} tickSize={tick} />
          <PinButton marketId={listed.id} compact />
        </div>
      </header>
      <div className="board-cell-ladder">
        {token ? (
          <Ladder
            key={token.tokenId}
            feed={feed}
            tokenId={token.tokenId}
            tickSize={tick}
            trading={trading}
            outcomeIndex={shown}
          />
        ) : (
          <Empty title="No order book" />
        )}
      </div>
      {depth && token && (
        <div className="board-cell-depth">
          <DepthChart feed={feed} tokenId={token.tokenId} tickSize={tick} />
        </div>
      )}
    </section>
  );
});
