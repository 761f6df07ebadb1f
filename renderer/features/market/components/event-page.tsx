import { closeEvent, selectMarket, useSelection } from '../../../stores/selection-store.js';
import { Button } from '../../../components/button.js';
import { Panel } from '../../../components/panel.js';
import { Empty, ErrorState, Loading } from '../../../components/states.js';
import { formatDate, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { boardTestIds } from '../../../lib/board-test-ids.js';
import {
  direction,
  displayPrice,
  formatMarketPrice,
  marketStateLabel,
} from '../../markets/index.js';
import { formatSigned } from '../../../lib/format.js';
import { useEvent } from '../api/event.js';
import { openBoard } from '../board/board-store.js';
import { splitFirstSentence } from '../event-text.js';
import type { Event } from '../../../../server/contract/index.js';

/** What traders look at first on an event: its size, and whether its outcomes are one set. */
function EventFacts({ event }: { event: Event }) {
  const open = event.markets.filter((market) => !market.closed);
  const yesSum = open.reduce((sum, market) => sum + (displayPrice(market) ?? 0), 0);
  return (
    <div className="event-facts dim" data-testid={testIds.eventFacts}>
      {event.negRisk && (
        <span title="One outcome wins: the Yes prices of its open markets should sum to about 100¢">
          Neg-risk group · Yes sum <span className="num">{(yesSum * 100).toFixed(1)}¢</span>
        </span>
      )}
      <span>
        Vol <span className="num">{formatUsd(event.volume, true)}</span>
      </span>
      <span>
        Liq <span className="num">{formatUsd(event.liquidity, true)}</span>
      </span>
      <span>
        Open interest <span className="num">{formatUsd(event.openInterest, true)}</span>
      </span>
      <span>
        {open.length} of {event.markets.length} markets open
      </span>
    </div>
  );
}

/** An event's description: its first sentence whole, the rest one click away. */
function EventDescription({ text }: { text: string }) {
  const [first, rest] = splitFirstSentence(text);
  if (!rest) return <p className="event-description dim">{first || 'No description.'}</p>;
  return (
    <details className="event-description dim">
      <summary>{first} …</summary>
      <p>{rest}</p>
    </details>
  );
}

/** An event's page: its markets with prices; choosing one opens it. */
export function EventPage({ eventId }: { eventId: number }) {
  const event = useEvent(eventId);
  const { market: current } = useSelection();
  const actions = (
    <>
      <Button
        size="sm"
        title="Every open market of the event as a live ladder, side by side (G)"
        data-testid={boardTestIds.openBoard}
        onClick={() => openBoard({ kind: 'event', eventId })}
      >
        Board
      </Button>
      <Button size="sm" variant="ghost" onClick={closeEvent}>
        ← Back to market
      </Button>
    </>
  );
  let body;
  if (event.isPending) body = <Loading label="Loading event…" />;
  else if (event.isError)
    body = (
      <ErrorState
        title="Could not load the event"
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  else if (event.data.markets.length === 0) body = <Empty title="This event has no markets" />;
  else {
    const data = event.data;
    const markets = [...data.markets].sort(
      (a, b) => (displayPrice(b) ?? 0) - (displayPrice(a) ?? 0),
    );
    body = (
      <div className="event-page-body">
        <EventFacts event={data} />
        <EventDescription text={data.description} />
        <table className="event-markets">
          <thead>
            <tr>
              <th>Market</th>
              <th className="num">Price</th>
              <th className="num">24h</th>
              <th className="num">Volume</th>
              <th className="num">Ends or result</th>
            </tr>
          </thead>
          <tbody>
            {markets.map((market) => (
              <tr
                key={market.id}
                className={market.id === current?.id ? 'selected' : undefined}
                tabIndex={0}
                onClick={() => selectMarket({ ...market, events: [data] })}
                onKeyDown={(keyEvent) => {
                  if (keyEvent.key === 'Enter') selectMarket({ ...market, events: [data] });
                }}
              >
                <td className="truncate">{market.groupItemTitle || market.question}</td>
                <td className="num">
                  {formatMarketPrice(displayPrice(market), market.orderPriceMinTickSize)}
                </td>
                <td className={`num ${direction(market.oneDayPriceChange)}`}>
                  {formatSigned((market.oneDayPriceChange ?? 0) * 100, 1, '¢')}
                </td>
                <td className="num">{formatUsd(market.volumeNum, true)}</td>
                <td className="num dim">
                  {market.closed ? marketStateLabel(market) : formatDate(market.endDate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <Panel
      title={event.data?.title ?? 'Event'}
      actions={actions}
      className="event-page"
      data-testid={testIds.eventPage}
    >
      {body}
    </Panel>
  );
}
