import { useState } from 'react';
import { marketOutcomes, useSelection } from '../../../app/selection-store.js';
import { Panel } from '../../../components/panel.js';
import { Tabs } from '../../../components/tabs.js';
import { Empty } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { ChartPanel, ChartRangeButtons, useChartRange } from './chart-panel.js';
import { EventPage } from './event-page.js';
import { Ladder } from './ladder.js';
import { MarketDetails } from './market-details.js';
import { MarketHeader } from './market-header.js';
import { RecentTrades } from './recent-trades.js';
import { useMarketFeed } from '../use-market-feed.js';
import { displayPrice } from '../../markets/market-row-model.js';

type UpperTab = 'chart' | 'details';

/** The centre: the selected market (or an event's page when one is open). */
export function MarketPage() {
  const { market, outcomeIndex, eventId } = useSelection();
  const outcomes = market ? marketOutcomes(market) : [];
  const feed = useMarketFeed(outcomes.map((outcome) => outcome.tokenId));
  const [tab, setTab] = useState<UpperTab>('chart');
  const [range, setRange] = useChartRange();

  if (eventId !== null) return <EventPage eventId={eventId} />;
  if (!market) {
    return (
      <Panel title="Market">
        <Empty title="No market selected">Pick one from the list, or press / to search.</Empty>
      </Panel>
    );
  }
  const token = outcomes[outcomeIndex] ?? outcomes[0];
  const first = displayPrice(market);
  const prices = outcomes.map((_, index) =>
    first === null ? null : index === 0 ? first : Number((1 - first).toFixed(4)),
  );
  const tick = market.orderPriceMinTickSize || 0.01;

  return (
    <section className="market-page" data-testid={testIds.marketPage} data-market-id={market.id}>
      <MarketHeader market={market} outcomeIndex={outcomeIndex} prices={prices} />
      <div className="market-upper panel">
        <Tabs
          label="Market views"
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'chart', label: 'Chart' },
            { key: 'details', label: 'Rules & details' },
          ]}
          actions={tab === 'chart' ? <ChartRangeButtons range={range} onChange={setRange} /> : null}
        />
        <div className="market-upper-body">
          {!token ? (
            <Empty title="This market has no outcome tokens" />
          ) : tab === 'chart' ? (
            <ChartPanel feed={feed} tokenId={token.tokenId} range={range} />
          ) : (
            <MarketDetails market={market} />
          )}
        </div>
      </div>
      <div className="market-lower">
        <Panel title={`Order book · ${token?.label ?? ''}`} className="ladder-panel">
          {token ? (
            <Ladder key={token.tokenId} feed={feed} tokenId={token.tokenId} tickSize={tick} />
          ) : (
            <Empty title="No order book" />
          )}
        </Panel>
        <Panel title="Recent trades" className="trades-panel">
          <RecentTrades
            feed={feed}
            conditionId={market.conditionId}
            outcomes={outcomes.map((outcome) => outcome.label)}
          />
        </Panel>
      </div>
    </section>
  );
}
