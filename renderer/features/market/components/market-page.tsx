import { useMemo, useState } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { marketOutcomes, selectOutcome, useSelection } from '../../../stores/selection-store.js';
import { Panel } from '../../../components/panel.js';
import { Tabs } from '../../../components/tabs.js';
import { Empty } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { ChartPanel, ChartRangeButtons, useChartRange } from './chart-panel.js';
import type { ChartRange } from '../api/price-history.js';
import { EventPage } from './event-page.js';
import { Ladder } from './ladder.js';
import { MarketDetails } from './market-details.js';
import { MarketHeader } from './market-header.js';
import { RecentTrades } from './recent-trades.js';
import { useFollowMarketFigures, useLiveMarket } from '../api/live-market.js';
import type { MarketFeed } from '../market-feed.js';
import { useLivePrices, useSelectedMarketFeed } from '../use-market-feed.js';
import { displayPrice } from '../../markets/index.js';
import {
  LadderTradingControls,
  fillMarks,
  ownTapeKeys,
  useLadderDesk,
  useLadderTradingState,
} from '../../ladder-trading/index.js';
import { useOwnFills } from '../use-own-fills.js';
import { useBoard } from '../board/board-store.js';
import { DepthToggle } from './board-buttons.js';
import { DepthChart } from './depth-chart.js';
import { LadderBoard } from './ladder-board.js';
import './market.css';

type UpperTab = 'chart' | 'details';

/** The centre: the selected market (or an event's page when one is open). */
export function MarketPage() {
  const { market, outcomeIndex, eventId } = useSelection();
  const feed = useSelectedMarketFeed();
  const [tab, setTab] = useState<UpperTab>('chart');
  const [range, setRange] = useChartRange();
  const boardOpen = useBoard().open;

  if (eventId !== null) return <EventPage eventId={eventId} />;
  if (boardOpen) return <LadderBoard />;
  if (!market) {
    return (
      <Panel title="Market">
        <Empty title="No market selected">Pick one from the list, or press / to search.</Empty>
      </Panel>
    );
  }
  return (
    <SelectedMarket
      key={market.id}
      selected={market}
      outcomeIndex={outcomeIndex}
      feed={feed}
      tab={tab}
      onTab={setTab}
      range={range}
      onRange={setRange}
    />
  );
}

/** The catalog's prices, for an outcome the feed has no price for yet. */
function catalogPrices(market: Market, count: number): (number | null)[] {
  const first = displayPrice(market);
  return Array.from({ length: count }, (_, index) =>
    first === null ? null : index === 0 ? first : Number((1 - first).toFixed(4)),
  );
}

function SelectedMarket({
  selected,
  outcomeIndex,
  feed,
  tab,
  onTab,
  range,
  onRange,
}: {
  selected: Market;
  outcomeIndex: number;
  feed: MarketFeed | null;
  tab: UpperTab;
  onTab: (tab: UpperTab) => void;
  range: ChartRange;
  onRange: (range: ChartRange) => void;
}) {
  const market = useLiveMarket(selected, feed);
  useFollowMarketFigures(selected.id, feed);
  const livePrices = useLivePrices(feed);
  const outcomes = useMemo(() => marketOutcomes(market), [market]);
  const token = outcomes[outcomeIndex] ?? outcomes[0];
  const fallback = catalogPrices(market, outcomes.length);
  const prices = outcomes.map((_, index) => livePrices[index] ?? fallback[index] ?? null);
  const tick = market.orderPriceMinTickSize || 0.01;
  const trading = useLadderDesk(market, outcomes, outcomeIndex, feed, selectOutcome);
  const { armed } = useLadderTradingState();
  const myFills = useOwnFills(feed, market.conditionId);
  const marks = useMemo(
    () => fillMarks(myFills.data ?? [], outcomes, outcomeIndex),
    [myFills.data, outcomes, outcomeIndex],
  );
  const tapeKeys = useMemo(() => ownTapeKeys(myFills.data ?? []), [myFills.data]);
  const { depth } = useBoard();

  return (
    <section className="market-page" data-testid={testIds.marketPage} data-market-id={market.id}>
      <MarketHeader market={market} outcomeIndex={outcomeIndex} prices={prices} />
      <div className="market-upper panel">
        <Tabs
          label="Market views"
          active={tab}
          onChange={onTab}
          tabs={[
            { key: 'chart', label: 'Chart' },
            { key: 'details', label: 'Rules & details' },
          ]}
          actions={tab === 'chart' ? <ChartRangeButtons range={range} onChange={onRange} /> : null}
        />
        <div className="market-upper-body">
          {!token ? (
            <Empty title="This market has no outcome tokens" />
          ) : tab === 'chart' ? (
            <ChartPanel feed={feed} tokenId={token.tokenId} range={range} fills={marks} />
          ) : (
            <MarketDetails market={market} />
          )}
        </div>
      </div>
      <div className={depth && token ? 'market-lower with-depth' : 'market-lower'}>
        <Panel
          // Beside the depth chart the ladder is narrower: its title makes room for its controls.
          title={`${depth ? 'Book' : 'Order book'} · ${token?.label ?? ''}`}
          className={armed ? 'ladder-panel is-armed' : 'ladder-panel'}
          actions={
            token ? (
              <>
                {!depth && <DepthToggle />}
                <LadderTradingControls />
              </>
            ) : undefined
          }
        >
          {token ? (
            <Ladder
              key={token.tokenId}
              feed={feed}
              tokenId={token.tokenId}
              tickSize={tick}
              trading={trading}
              outcomeIndex={outcomeIndex}
            />
          ) : (
            <Empty title="No order book" />
          )}
        </Panel>
        {depth && token && (
          <Panel title="Depth" className="depth-panel" actions={<DepthToggle />}>
            <DepthChart feed={feed} tokenId={token.tokenId} tickSize={tick} />
          </Panel>
        )}
        <Panel title="Recent trades" className="trades-panel">
          <RecentTrades
            feed={feed}
            conditionId={market.conditionId}
            outcomes={outcomes.map((outcome) => outcome.label)}
            tickSize={tick}
            ownFills={tapeKeys}
          />
        </Panel>
      </div>
    </section>
  );
}
