import type { Market } from '../../../../server/contract/index.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectMarket, useSelection } from '../../../stores/selection-store.js';
import { useUi } from '../../../stores/ui-store.js';
import { Panel } from '../../../components/panel.js';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { perfMarks } from '../../../lib/test-ids.js';
import { pagesMarkets } from '../api/market-pages.js';
import { useMarketsList } from '../api/markets-list.js';
import { useSearchMarkets } from '../api/search-markets.js';
import { moveHighlight } from '../list-navigation.js';
import { defaultFilters, type MarketFilters } from '../market-filters.js';
import { isSearchSettling } from '../search-settling.js';
import { useDebouncedValue } from '../use-debounced-value.js';
import { useRestoreLastMarket } from '../use-restore-last-market.js';
import { MarketsViewSwitch } from '../watchlists/components/markets-view-switch.js';
import { WatchlistView } from '../watchlists/components/watchlist-view.js';
import { useWatchlistsFollowFocus } from '../watchlists/watchlist-api.js';
import { useStarRequests } from '../watchlists/watchlist-commands.js';
import { showMarketsView, useWatchlistUi } from '../watchlists/watchlist-store.js';
import { MarketFilterBar } from './market-filter-bar.js';
import { MarketList } from './market-list.js';
import { MarketSearchBox } from './market-search-box.js';
import './markets.css';

const SEARCH_DEBOUNCE_MS = 100;
let listMarked = false;

/** The left panel: search, filters and the virtual list of markets, or the watchlists. */
export function MarketsPanel() {
  const [filters, setFiltersState] = useState<MarketFilters>(defaultFilters);
  const [query, setQueryState] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const setFilters = (next: MarketFilters) => {
    setFiltersState(next);
    setHighlighted(0);
  };
  const setQuery = (next: string) => {
    setQueryState(next);
    setHighlighted(0);
  };
  const listRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const searching = debounced.trim().length > 0;
  const list = useMarketsList(filters);
  const search = useSearchMarkets(debounced, filters.status);
  const { market: selected } = useSelection();
  const restoring = useRestoreLastMarket();
  const { view } = useWatchlistUi();
  const searchFocusSeq = useUi((ui) => ui.searchFocusSeq);
  useWatchlistsFollowFocus();
  useStarRequests();
  // `/` searches the catalog: from the watchlists too.
  useEffect(() => {
    if (searchFocusSeq > 0) showMarketsView('markets');
  }, [searchFocusSeq]);

  const source = searching ? search : list;
  const markets = useMemo(() => pagesMarkets(source.data?.pages ?? []), [source.data]);
  const settling = isSearchSettling(query, debounced, search.isPlaceholderData);
  // Enter pressed before the results of what is typed arrived opens the highlighted row then.
  const enterWaiting = useRef(false);

  useEffect(() => {
    if (markets.length === 0) return;
    if (!listMarked) {
      listMarked = true;
      requestAnimationFrame(() => performance.mark(perfMarks.listInteractive));
    }
    if (!selected && !restoring && markets[0]) selectMarket(markets[0]);
  }, [markets, selected, restoring]);

  const openRow = useCallback((market: Market, index: number) => {
    setHighlighted(index);
    selectMarket(market);
  }, []);
  const open = (index: number) => {
    const market = markets[index];
    if (market) openRow(market, index);
  };
  useEffect(() => {
    if (!enterWaiting.current || settling) return;
    enterWaiting.current = false;
    const market = markets[highlighted];
    if (market) selectMarket(market);
  }, [settling, markets, highlighted]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = source;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) {
      fetchNextPage().catch(() => undefined);
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let body;
  if (source.isPending && markets.length === 0) body = <Loading label="Loading markets…" />;
  else if (source.isError && markets.length === 0)
    body = (
      <ErrorState
        title="Could not load markets"
        error={source.error}
        onRetry={() => void source.refetch()}
      />
    );
  else if (markets.length === 0)
    body = (
      <Empty title={searching ? `No market matches “${debounced.trim()}”` : 'No markets'}>
        {searching ? 'Try fewer or shorter words.' : 'Try another tag or status.'}
      </Empty>
    );
  else
    body = (
      <MarketList
        markets={markets}
        selectedId={selected?.id ?? null}
        highlighted={highlighted}
        onHighlight={setHighlighted}
        onOpen={openRow}
        onOpenHighlighted={() => open(highlighted)}
        onNearEnd={loadMore}
        loadingMore={Boolean(hasNextPage)}
        listRef={listRef}
      />
    );

  return (
    <Panel
      className="markets-panel"
      title={
        <MarketsViewSwitch
          marketsLabel={
            searching ? `Search · ${markets.length}${hasNextPage ? '+' : ''}` : 'Markets'
          }
        />
      }
      actions={
        view === 'markets' && source.isFetching ? (
          <span className="spinner" aria-label="Refreshing" />
        ) : null
      }
    >
      {view === 'watchlist' ? (
        <WatchlistView />
      ) : (
        <div className="markets-panel-layout">
          <MarketSearchBox
            value={query}
            onChange={setQuery}
            onKey={(key) => {
              if (key === 'Enter') {
                if (settling) enterWaiting.current = true;
                else open(highlighted);
                return;
              }
              const next = moveHighlight(key, highlighted, markets.length);
              if (next !== null) setHighlighted(next);
            }}
          />
          <MarketFilterBar filters={filters} onChange={setFilters} searching={searching} />
          <div
            className={settling ? 'markets-panel-list is-settling' : 'markets-panel-list'}
            aria-busy={settling}
          >
            {body}
          </div>
        </div>
      )}
    </Panel>
  );
}
