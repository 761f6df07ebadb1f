import { useEffect, useRef } from 'react';
import { getSelection, useSelection } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import { useWatchlistActions, useWatchlists } from './watchlist-api.js';
import { listsHolding, marketKey } from './watchlist-model.js';
import { focusedStarTarget } from './star-target.js';
import { requestStarSelected, showWatchlist, useWatchlistUi } from './watchlist-store.js';

/**
 * Acts on the star key and the palette's star command: stars the market of the list that has
 * the focus (its highlighted row), else the market open, into the first list, or unstars it
 * from every list, and says which. Mounted once, by the markets panel.
 */
export function useStarRequests(): void {
  const { starSeq } = useWatchlistUi();
  const actions = useWatchlistActions();
  const lists = useWatchlists().data;
  const handled = useRef(starSeq);
  useEffect(() => {
    if (starSeq === handled.current) return;
    handled.current = starSeq;
    const { market } = getSelection();
    const target = focusedStarTarget() ?? market;
    if (!target) {
      notify({ kind: 'info', title: 'Open a market to star it' });
      return;
    }
    const { conditionId, question } = target;
    const starred = listsHolding(lists ?? [], conditionId).size > 0;
    void actions.star(conditionId, !starred).then((answer) => {
      if (!answer) return;
      const into = answer.find((list) => list.markets.includes(marketKey(conditionId)));
      notify({
        kind: 'success',
        title: starred ? 'Unstarred' : `Starred in ${into?.name ?? 'a watchlist'}`,
        detail: question,
      });
    });
  }, [starSeq, lists, actions]);
}

export interface WatchlistCommand {
  label: string;
  run: () => void;
  /** The shortcut registry's entry the command is also bound to. */
  shortcut?: 'star';
}

/** The palette's watchlist commands: star the market open now, open each list. */
export function useWatchlistCommands(): WatchlistCommand[] {
  const lists = useWatchlists().data ?? [];
  const { market } = useSelection();
  const starred = market ? listsHolding(lists, market.conditionId).size > 0 : false;
  const star: WatchlistCommand[] = market
    ? [
        {
          label: starred ? 'Unstar market' : 'Star market',
          run: requestStarSelected,
          shortcut: 'star',
        },
      ]
    : [];
  const open: WatchlistCommand[] =
    lists.length === 0
      ? [{ label: 'Open watchlist', run: () => showWatchlist(null) }]
      : lists.map((list) => ({
          label: `Open watchlist: ${list.name}`,
          run: () => showWatchlist(list.id),
        }));
  return [...star, ...open];
}
