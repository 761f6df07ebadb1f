import { lazy, Suspense, useState } from 'react';
import { useTheme } from '../../../stores/theme.js';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { bucketSeconds, chartRanges, usePriceBars, type ChartRange } from '../api/price-history.js';
import type { MarketFeed } from '../market-feed.js';
import { useTradeRefetch } from '../use-feed-refetch.js';
import type { FillMark } from '../../ladder-trading/index.js';

// The charting library is not needed for the first screen: it loads with this chunk.
const PriceChart = lazy(() => import('./price-chart.js'));

export function ChartRangeButtons({
  range,
  onChange,
}: {
  range: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  return (
    <div className="chart-ranges" role="group" aria-label="Chart range">
      {chartRanges.map((item) => (
        <button
          key={item}
          type="button"
          className="chart-range"
          aria-pressed={item === range}
          data-testid={testIds.chartRange}
          data-range={item}
          onClick={() => onChange(item)}
        >
          {item === 'all' ? 'All' : item.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

const noFills: readonly FillMark[] = [];

export function ChartPanel({
  feed,
  tokenId,
  range,
  fills = noFills,
}: {
  feed: MarketFeed | null;
  tokenId: string;
  range: ChartRange;
  /** The account's fills, marked on the line. */
  fills?: readonly FillMark[];
}) {
  const history = usePriceBars(tokenId, range);
  const { theme } = useTheme();
  // The chart follows trades once it has points; until then a trade's price is fetched.
  const empty = history.data?.bars.length === 0;
  useTradeRefetch(feed, history.refetch, (trade) => trade.asset_id === tokenId, empty);
  let body;
  if (history.isPending) body = <Loading label="Loading prices…" />;
  else if (history.isError)
    body = (
      <ErrorState
        title="Could not load prices"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.bars.length === 0)
    body = <Empty title="No prices in this range">Try a longer range.</Empty>;
  else
    body = (
      <Suspense fallback={<Loading label="Loading chart…" />}>
        <PriceChart
          bars={history.data.bars}
          stepSeconds={bucketSeconds(range)}
          feed={feed}
          tokenId={tokenId}
          theme={theme}
          fills={fills}
        />
      </Suspense>
    );
  return (
    <div className="price-chart" data-testid={testIds.priceChart}>
      {body}
    </div>
  );
}

export function useChartRange() {
  return useState<ChartRange>('1d');
}
