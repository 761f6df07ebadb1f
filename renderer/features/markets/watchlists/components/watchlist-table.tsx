import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import type { Watchlist } from '../../../../../server/contract/index.js';
import { selectMarket, useSelection } from '../../../../stores/selection-store.js';
import { ErrorState } from '../../../../components/states.js';
import { moveHighlight } from '../../list-navigation.js';
import { useStarTarget } from '../star-target.js';
import { useWatchlistMarkets } from '../use-watchlist-markets.js';
import { useWatchlistActions } from '../watchlist-api.js';
import { dropIndex, marketKey } from '../watchlist-model.js';
import { WatchlistRow } from './watchlist-row.js';

/**
 * A row being dragged: where from, and before which row it would land (the list's length: at
 * the end; null until it is over a row).
 */
interface Drag {
  from: number;
  to: number | null;
}

/**
 * A watchlist's markets in the trader's order, with their live figures. ↑/↓ move the highlight,
 * Enter opens it, Alt+↑/↓ move it in the list (so does dragging a row), Delete removes it; the
 * star key acts on it.
 */
export function WatchlistTable({ list }: { list: Watchlist }) {
  const actions = useWatchlistActions();
  const markets = useWatchlistMarkets(list.markets);
  const { market: selected } = useSelection();
  const [highlighted, setHighlighted] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const count = list.markets.length;
  const current = Math.min(highlighted, Math.max(0, count - 1));
  const selectedKey = selected ? marketKey(selected.conditionId) : null;

  useEffect(() => {
    tableRef.current
      ?.querySelector(`#watchlist-row-${current}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const highlightedId = list.markets[current];
  useStarTarget(
    tableRef,
    highlightedId === undefined
      ? null
      : {
          conditionId: highlightedId,
          question: markets.byId.get(marketKey(highlightedId))?.question ?? '',
        },
  );

  const { byId } = markets;
  const open = useCallback(
    (index: number) => {
      setHighlighted(index);
      const found = byId.get(marketKey(list.markets[index] ?? ''));
      if (found) selectMarket(found);
    },
    [byId, list.markets],
  );
  const move = (from: number, to: number) => {
    if (to === from || to < 0 || to >= count) return;
    setHighlighted(to);
    void actions.moveMarket(list.id, from, to);
  };
  const remove = useCallback(
    (index: number) => {
      const conditionId = list.markets[index];
      if (conditionId !== undefined) void actions.removeMarket(list.id, conditionId);
    },
    [actions, list.id, list.markets],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const key = event.key;
    if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      event.preventDefault();
      move(current, current + (key === 'ArrowUp' ? -1 : 1));
    } else if (key === 'Enter') {
      event.preventDefault();
      open(current);
    } else if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      remove(current);
    } else {
      const next = moveHighlight(key, current, count);
      if (next === null) return;
      event.preventDefault();
      setHighlighted(next);
    }
  };

  const onDragStart = useCallback((from: number) => setDrag({ from, to: null }), []);
  const onDragOver = useCallback((index: number, event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const to = event.clientY > box.top + box.height / 2 ? index + 1 : index;
    setDrag((now) => (now && now.to !== to ? { ...now, to } : now));
  }, []);
  const onDragEnd = useCallback(() => setDrag(null), []);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (drag && drag.to !== null) move(drag.from, dropIndex(drag.from, drag.to));
    setDrag(null);
  };

  if (markets.error && markets.byId.size === 0) {
    return (
      <ErrorState
        title="Could not load the markets of this list"
        error={markets.error}
        onRetry={markets.refetch}
      />
    );
  }
  return (
    <div className="watchlist-table">
      <div className="watchlist-columns dim" aria-hidden="true">
        <span>Market</span>
        <span title="Price (mid, or last trade) · spread">Price · spr</span>
        <span title="24 h change · 24 h volume">24h · vol</span>
      </div>
      <div
        ref={tableRef}
        className="watchlist-rows"
        role="listbox"
        aria-label={`Markets of ${list.name}`}
        tabIndex={0}
        aria-activedescendant={`watchlist-row-${current}`}
        onKeyDown={onKeyDown}
      >
        {list.markets.map((conditionId, index) => (
          <WatchlistRow
            key={conditionId}
            conditionId={conditionId}
            market={markets.byId.get(marketKey(conditionId))}
            loading={markets.pending}
            index={index}
            selected={marketKey(conditionId) === selectedKey}
            highlighted={index === current}
            dropMark={dropMark(drag, index, count)}
            onOpen={open}
            onRemove={remove}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDrop={onDrop}
            onDragEnd={onDragEnd}
          />
        ))}
      </div>
    </div>
  );
}

/** The line a drag shows: above the row it would land before, below the last for the end. */
function dropMark(drag: Drag | null, index: number, count: number): 'above' | 'below' | null {
  if (!drag || drag.to === null || drag.to === drag.from || drag.to === drag.from + 1) return null;
  if (drag.to === index) return 'above';
  return drag.to === count && index === count - 1 ? 'below' : null;
}
