import { watchlistTestIds } from '../../../../lib/watchlist-test-ids.js';
import { showMarketsView, useWatchlistUi, type MarketsView } from '../watchlist-store.js';
import '../watchlists.css';

/** The markets panel's title: the catalog's list (`marketsLabel`) or the watchlists. */
export function MarketsViewSwitch({ marketsLabel }: { marketsLabel: string }) {
  const { view } = useWatchlistUi();
  const tab = (key: MarketsView, label: string) => (
    <button
      type="button"
      role="tab"
      className="markets-view-tab"
      aria-selected={view === key}
      data-testid={watchlistTestIds.viewTab}
      data-view={key}
      onClick={() => showMarketsView(key)}
    >
      {label}
    </button>
  );
  return (
    <span className="markets-view-tabs" role="tablist" aria-label="Markets panel">
      {tab('markets', marketsLabel)}
      {tab('watchlist', '★ Watchlist')}
    </span>
  );
}
