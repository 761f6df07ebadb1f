import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Watchlist } from '../../../../../server/contract/index.js';
import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';
import { useWatchlistActions } from '../watchlist-api.js';
import { listsHolding, newListName } from '../watchlist-model.js';
import { ListNameInput } from './list-name-input.js';

interface StarMenuProps {
  conditionId: string;
  lists: readonly Watchlist[];
  /** Where it opens (viewport coordinates): it is moved in if it would overflow. */
  at: { x: number; y: number };
  onClose: () => void;
}

const ITEMS = '[role^="menuitem"], input';

/**
 * The lists a market is in, each a check to add it to or take it out of that list, a new list
 * to star it into, and a way out of every list. Esc, a click outside or the focus leaving
 * closes it.
 */
export function StarMenu({ conditionId, lists, at, onClose }: StarMenuProps) {
  const actions = useWatchlistActions();
  const boxRef = useRef<HTMLDivElement>(null);
  const [naming, setNaming] = useState(false);
  const [position, setPosition] = useState(at);
  const holding = listsHolding(lists, conditionId);

  useLayoutEffect(() => {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box) return;
    setPosition({
      x: Math.max(4, Math.min(at.x, window.innerWidth - box.width - 4)),
      y: Math.max(4, Math.min(at.y, window.innerHeight - box.height - 4)),
    });
  }, [at, naming, lists.length]);

  useEffect(() => {
    boxRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys stay in the menu: the list around it must not move or open a market.
    event.stopPropagation();
    if (event.key === 'Escape') return onClose();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(boxRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  };

  const createAndStar = async (name: string) => {
    setNaming(false);
    const list = await actions.create(name);
    if (list) await actions.star(conditionId, true, list.id);
  };

  return createPortal(
    <div
      ref={boxRef}
      role="menu"
      aria-label="Watchlists"
      className="star-menu"
      style={{ left: position.x, top: position.y }}
      data-testid={watchlistTestIds.starMenu}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.stopPropagation()}
      onContextMenu={(event) => (event.preventDefault(), event.stopPropagation())}
    >
      <div className="star-menu-title">Star in</div>
      {lists.map((list) => {
        const checked = holding.has(list.id);
        return (
          <button
            key={list.id}
            type="button"
            role="menuitemcheckbox"
            aria-checked={checked}
            aria-label={`${list.name}, ${list.markets.length} market${list.markets.length === 1 ? '' : 's'}`}
            className="star-menu-item"
            data-testid={watchlistTestIds.starMenuList}
            data-list-id={list.id}
            onClick={() => void actions.star(conditionId, !checked, list.id)}
          >
            <span className="star-menu-check" aria-hidden="true">
              {checked ? '★' : '☆'}
            </span>
            <span className="truncate">{list.name}</span>
            <span className="num dim">{list.markets.length}</span>
          </button>
        );
      })}
      {naming ? (
        <ListNameInput
          initial={newListName(lists)}
          label="New list name"
          onSubmit={(name) => void createAndStar(name)}
          onCancel={() => setNaming(false)}
        />
      ) : (
        <button
          type="button"
          role="menuitem"
          className="star-menu-item"
          onClick={() => setNaming(true)}
        >
          <span className="star-menu-check" aria-hidden="true">
            +
          </span>
          <span>New list…</span>
        </button>
      )}
      {holding.size > 0 && (
        <button
          type="button"
          role="menuitem"
          className="star-menu-item star-menu-remove"
          onClick={() => {
            void actions.star(conditionId, false);
            onClose();
          }}
        >
          <span className="star-menu-check" aria-hidden="true">
            ×
          </span>
          <span>Remove from every list</span>
        </button>
      )}
    </div>,
    document.body,
  );
}
