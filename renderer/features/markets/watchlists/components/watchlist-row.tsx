import { memo, type DragEvent } from 'react';
import type { Market } from '../../../../../server/contract/index.js';
import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';
import { MarketIcon } from '../../components/market-icon.js';
import { watchlistRowView } from '../watchlist-row-model.js';

export interface WatchlistRowProps {
  conditionId: string;
  /** The catalog's market; undefined while it loads or when the catalog has none. */
  market: Market | undefined;
  loading: boolean;
  index: number;
  selected: boolean;
  highlighted: boolean;
  /** Where a dragged row would land: above this one, or below it (the last row). */
  dropMark: 'above' | 'below' | null;
  onOpen: (index: number) => void;
  onRemove: (index: number) => void;
  onDragStart: (index: number) => void;
  onDragOver: (index: number, event: DragEvent<HTMLDivElement>) => void;
  onDrop: (event: DragEvent<HTMLDivElement>) => void;
  onDragEnd: () => void;
}

const shortId = (conditionId: string) => `${conditionId.slice(0, 8)}…${conditionId.slice(-4)}`;

/** One market of a watchlist: its live figures, a handle to drag it and a button to remove it. */
export const WatchlistRow = memo(function WatchlistRow(props: WatchlistRowProps) {
  const { conditionId, market, loading, index, selected, highlighted, dropMark } = props;
  const view = market ? watchlistRowView(market) : null;
  const classes = [
    'watchlist-row',
    highlighted ? 'watchlist-row-highlighted' : '',
    dropMark ? `watchlist-row-drop-${dropMark}` : '',
  ];
  return (
    <div
      id={`watchlist-row-${index}`}
      role="option"
      aria-selected={selected}
      className={classes.join(' ')}
      draggable
      data-testid={watchlistTestIds.row}
      data-condition-id={conditionId}
      onClick={() => props.onOpen(index)}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', conditionId);
        props.onDragStart(index);
      }}
      onDragOver={(event) => props.onDragOver(index, event)}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      <span className="watchlist-handle" aria-hidden="true" title="Drag, or Alt+↑/↓, to move">
        ⋮⋮
      </span>
      <MarketIcon
        src={market ? market.icon || market.image : ''}
        question={market?.question ?? '?'}
      />
      <div className="watchlist-row-text">
        <div className="watchlist-row-question truncate" title={view?.question}>
          {view ? view.question : loading ? 'Loading…' : 'Not in the catalog'}
        </div>
        <div className="watchlist-row-small truncate dim">
          {view ? view.subtitle : shortId(conditionId)}
        </div>
      </div>
      <div className="watchlist-row-figures num">
        <div className="watchlist-row-main" data-testid={watchlistTestIds.rowPrice}>
          {view?.price ?? '–'}
        </div>
        <div
          className="watchlist-row-small dim"
          title={view?.spreadTicks}
          data-testid={watchlistTestIds.rowSpread}
        >
          {view ? `spr ${view.spread}` : ''}
        </div>
      </div>
      <div className="watchlist-row-figures num">
        <div
          className={`watchlist-row-main ${view?.changeDirection ?? 'flat'}`}
          data-testid={watchlistTestIds.rowChange}
        >
          {view?.change ?? '–'}
        </div>
        <div className="watchlist-row-small dim" data-testid={watchlistTestIds.rowVolume}>
          {view?.volume24h ?? ''}
        </div>
      </div>
      <button
        type="button"
        className="icon-button watchlist-remove"
        aria-label="Remove from this list"
        title="Remove from this list (Delete)"
        tabIndex={-1}
        data-testid={watchlistTestIds.removeMarket}
        onClick={(event) => {
          event.stopPropagation();
          props.onRemove(index);
        }}
      >
        ×
      </button>
    </div>
  );
});
