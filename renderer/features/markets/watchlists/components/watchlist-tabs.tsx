import { useRef, useState, type KeyboardEvent } from 'react';
import type { Watchlist } from '../../../../../server/contract/index.js';
import { Button } from '../../../../components/button.js';
import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';
import { useWatchlistActions } from '../watchlist-api.js';
import { dropIndex, newListName } from '../watchlist-model.js';
import { showWatchlist } from '../watchlist-store.js';
import { ListNameInput } from './list-name-input.js';

type Editing = 'new' | 'rename' | 'delete' | null;

interface WatchlistTabsProps {
  lists: readonly Watchlist[];
  shown: Watchlist | null;
}

/**
 * The watchlists as tabs: pick one, create, rename (or double-click it), delete after a
 * confirmation, and reorder by dragging a tab or with Alt+←/→.
 */
export function WatchlistTabs({ lists, shown }: WatchlistTabsProps) {
  const actions = useWatchlistActions();
  const [editing, setEditing] = useState<Editing>(null);
  const dragFrom = useRef<number | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const ids = lists.map((list) => list.id);

  const focusTab = (id: number) =>
    requestAnimationFrame(() =>
      stripRef.current?.querySelector<HTMLElement>(`[data-list-id="${id}"]`)?.focus(),
    );
  const moveList = (from: number, to: number) => {
    if (to === from || to < 0 || to >= lists.length) return;
    void actions.moveList(from, to);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const id = ids[index]!;
    if (event.altKey) {
      moveList(index, index + step);
      focusTab(id);
      return;
    }
    const next = ids[(index + step + ids.length) % ids.length]!;
    showWatchlist(next);
    focusTab(next);
  };
  const create = async (name: string) => {
    setEditing(null);
    const list = await actions.create(name);
    if (list) showWatchlist(list.id);
  };

  if (editing === 'delete' && shown) {
    return (
      <div className="watchlist-bar watchlist-confirm" role="alert">
        <span className="truncate">
          Delete “{shown.name}” and its {shown.markets.length} market
          {shown.markets.length === 1 ? '' : 's'}?
        </span>
        <Button
          size="sm"
          variant="danger"
          autoFocus
          data-testid={watchlistTestIds.confirmDelete}
          onClick={() => {
            setEditing(null);
            void actions.remove(shown.id);
          }}
        >
          Delete
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
          Keep
        </Button>
      </div>
    );
  }

  return (
    <div className="watchlist-bar">
      <div ref={stripRef} className="watchlist-tabs" role="tablist" aria-label="Watchlists">
        {lists.map((list, index) =>
          editing === 'rename' && list.id === shown?.id ? (
            <ListNameInput
              key={list.id}
              initial={list.name}
              label="List name"
              onSubmit={(name) => {
                setEditing(null);
                if (name !== list.name) void actions.rename(list.id, name);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <button
              key={list.id}
              type="button"
              role="tab"
              className="chip watchlist-tab"
              aria-selected={list.id === shown?.id}
              aria-pressed={list.id === shown?.id}
              tabIndex={list.id === shown?.id ? 0 : -1}
              title="Double-click to rename · drag or Alt+←/→ to move"
              draggable
              data-testid={watchlistTestIds.listTab}
              data-list-id={list.id}
              onClick={() => showWatchlist(list.id)}
              onDoubleClick={() => setEditing('rename')}
              onKeyDown={(event) => onTabKey(event, index)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', list.name);
                dragFrom.current = index;
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const from = dragFrom.current;
                dragFrom.current = null;
                if (from === null) return;
                const box = event.currentTarget.getBoundingClientRect();
                const before = event.clientX > box.left + box.width / 2 ? index + 1 : index;
                moveList(from, dropIndex(from, before));
              }}
            >
              <span className="truncate">{list.name}</span>
              <span className="num dim">{list.markets.length}</span>
            </button>
          ),
        )}
        {editing === 'new' ? (
          <ListNameInput
            initial={newListName(lists)}
            label="New list name"
            onSubmit={(name) => void create(name)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button
            type="button"
            className="icon-button watchlist-add"
            aria-label="New list"
            title="New list"
            data-testid={watchlistTestIds.newList}
            onClick={() => setEditing('new')}
          >
            +
          </button>
        )}
      </div>
      {shown && (
        <div className="watchlist-bar-actions">
          <Button
            size="sm"
            variant="ghost"
            title={`Rename “${shown.name}”`}
            data-testid={watchlistTestIds.renameList}
            onClick={() => setEditing('rename')}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            title={`Delete “${shown.name}”`}
            data-testid={watchlistTestIds.deleteList}
            onClick={() => setEditing('delete')}
          >
            Delete
          </Button>
        </div>
      )}
    </div>
  );
}
