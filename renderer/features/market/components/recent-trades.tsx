import { Empty, ErrorState, Loading } from '../../../components/states.js';
import {
  formatPrice,
  formatShares,
  lazyDateFormat,
  TIME_OF_DAY,
  timeOfDayFormat,
} from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { useRecentTrades } from '../api/recent-trades.js';
import type { MarketFeed } from '../market-feed.js';
import { useTradeRefetch } from '../use-feed-refetch.js';
import { tapeKey } from '../../ladder-trading/index.js';

const dayTimeFormat = lazyDateFormat({ month: 'short', day: 'numeric', ...TIME_OF_DAY });

/** How the trades' times read: with their day once the list spans more than one. */
export function tradeTimeFormat(timestamps: readonly number[]): Intl.DateTimeFormat {
  const days = new Set(timestamps.map((seconds) => new Date(seconds * 1000).toDateString()));
  return days.size > 1 ? dayTimeFormat() : timeOfDayFormat();
}

const noFills: ReadonlySet<string> = new Set();

/**
 * The market's latest fills, newest first, refreshed when the stream reports a trade; the
 * account's own (`ownFills`, by tapeKey) are marked.
 */
export function RecentTrades({
  feed,
  conditionId,
  outcomes,
  tickSize,
  ownFills = noFills,
}: {
  feed: MarketFeed | null;
  conditionId: string;
  outcomes: string[];
  tickSize: number;
  ownFills?: ReadonlySet<string>;
}) {
  const trades = useRecentTrades(conditionId);
  useTradeRefetch(feed, trades.refetch, (trade) => trade.market === conditionId);

  let body;
  if (trades.isPending) body = <Loading label="Loading trades…" />;
  else if (trades.isError)
    body = <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />;
  else if (trades.data.length === 0) body = <Empty title="No trades yet" />;
  else {
    const format = tradeTimeFormat(trades.data.map((trade) => trade.timestamp));
    body = (
      <table className={format === dayTimeFormat() ? 'trades-table trades-dated' : 'trades-table'}>
        <thead>
          <tr>
            <th>Time</th>
            <th>Side</th>
            <th className="num">Price</th>
            <th className="num">Shares</th>
          </tr>
        </thead>
        <tbody>
          {trades.data.map((trade, index) => {
            const own = ownFills.has(tapeKey(trade));
            return (
              <tr
                key={`${trade.transactionHash}:${trade.asset}:${index}`}
                className={own ? 'own-fill' : undefined}
                data-own={own || undefined}
              >
                <td className="num dim">{format.format(trade.timestamp * 1000)}</td>
                <td className={trade.side === 'BUY' ? 'up' : 'down'}>
                  {own && (
                    <span className="own-fill-dot" title="Your fill" aria-label="Your fill">
                      ●
                    </span>
                  )}
                  {trade.side === 'BUY' ? 'Buy' : 'Sell'} {outcomes[trade.outcomeIndex] ?? ''}
                </td>
                <td className="num">{formatPrice(trade.price, tickSize)}</td>
                <td className="num">{formatShares(trade.size, true)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <div className="recent-trades" data-testid={testIds.recentTrades}>
      {body}
    </div>
  );
}
