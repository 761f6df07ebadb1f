import { Kbd } from '../../../../components/kbd.js';
import { Empty, ErrorState, Loading } from '../../../../components/states.js';
import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';
import { useWatchlists } from '../watchlist-api.js';
import { shownList } from '../watchlist-model.js';
import { useWatchlistUi } from '../watchlist-store.js';
import { WatchlistTable } from './watchlist-table.js';
import { WatchlistTabs } from './watchlist-tabs.js';
import '../watchlists.css';

/** The markets panel's watchlists: the lists as tabs, and the markets of the one shown. */
export function WatchlistView() {
  const lists = useWatchlists();
  const { listId } = useWatchlistUi();

  let body;
  if (lists.isPending) body = <Loading label="Loading watchlists…" />;
  else if (lists.isError && !lists.data)
    body = (
      <ErrorState
        title="Could not load the watchlists"
        error={lists.error}
        onRetry={() => void lists.refetch()}
      />
    );
  else {
    const shown = shownList(lists.data, listId);
    body = (
      <>
        <WatchlistTabs lists={lists.data} shown={shown} />
        {shown && shown.markets.length > 0 ? (
          <WatchlistTable key={shown.id} list={shown} />
        ) : (
          <Empty title="No markets yet">
            Press <Kbd>*</Kbd> on a market to star it, or click its ☆.
          </Empty>
        )}
      </>
    );
  }
  return (
    <div className="watchlist-view" data-testid={watchlistTestIds.view}>
      {body}
    </div>
  );
}
