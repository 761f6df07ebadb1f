import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';
import { useWatchlistActions, useWatchlists } from '../watchlist-api.js';
import { listsHolding } from '../watchlist-model.js';
import { StarMenu } from './star-menu.js';
import '../watchlists.css';

/** How long a press lasts before it opens the menu of lists instead of toggling the star. */
const LONG_PRESS_MS = 500;

interface StarButtonProps {
  conditionId: string;
  /** `lg` on the market page, `sm` in the rows. */
  size?: 'sm' | 'lg';
}

/**
 * A market's star: filled when any watchlist holds it. A click stars it into the first list (a
 * first star makes one) or unstars it from every list; a right-click or a long press opens the
 * menu of lists, to choose which.
 */
export function StarButton({ conditionId, size = 'sm' }: StarButtonProps) {
  const lists = useWatchlists();
  const actions = useWatchlistActions();
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressOpenedMenu = useRef(false);
  const starred = listsHolding(lists.data ?? [], conditionId).size > 0;

  const clearPress = () => {
    if (pressTimer.current !== null) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    pressOpenedMenu.current = false;
    const { clientX: x, clientY: y } = event;
    clearPress();
    pressTimer.current = setTimeout(() => {
      pressOpenedMenu.current = true;
      setMenuAt({ x, y });
    }, LONG_PRESS_MS);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The row around the star opens its market on a press: the star's clicks are its own.
    event.stopPropagation();
    clearPress();
    if (pressOpenedMenu.current) return;
    void actions.star(conditionId, !starred);
  };
  const onContextMenu = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    clearPress();
    const box = event.currentTarget.getBoundingClientRect();
    // The context-menu key gives no pointer position: the menu then opens under the star.
    const keyboard = event.clientX === 0 && event.clientY === 0;
    setMenuAt(keyboard ? { x: box.left, y: box.bottom } : { x: event.clientX, y: event.clientY });
  };

  return (
    <>
      <button
        type="button"
        className={`star-button star-button-${size}`}
        aria-pressed={starred}
        aria-label={starred ? 'Unstar market' : 'Star market'}
        title={`${starred ? 'Unstar' : 'Star'} (*) · right-click to choose the list`}
        data-testid={watchlistTestIds.star}
        data-starred={starred}
        onClick={onClick}
        onMouseDown={(event) => event.stopPropagation()}
        onPointerDown={onPointerDown}
        onPointerUp={clearPress}
        onPointerLeave={clearPress}
        onPointerCancel={clearPress}
        onContextMenu={onContextMenu}
      >
        {starred ? '★' : '☆'}
      </button>
      {menuAt && (
        <StarMenu
          conditionId={conditionId}
          lists={lists.data ?? []}
          at={menuAt}
          onClose={() => setMenuAt(null)}
        />
      )}
    </>
  );
}
