import type { Market } from '../../../../server/contract/index.js';
import { marketOutcomes, openEvent, selectOutcome } from '../../../stores/selection-store.js';
import { formatDate, formatUsd } from '../../../lib/format.js';
import {
  formatMarketPrice,
  MarketIcon,
  marketState,
  StarButton,
  stateLabel,
} from '../../markets/index.js';
import { testIds } from '../../../lib/test-ids.js';
import { AlertBell } from '../../alerts/index.js';
import { kindSummary, marketKind } from '../market-kind.js';
import { PinButton } from './board-buttons.js';

export function MarketHeader({
  market,
  outcomeIndex,
  prices,
}: {
  market: Market;
  outcomeIndex: number;
  /** Each outcome's current price (0..1), or null while unknown. */
  prices: (number | null)[];
}) {
  const event = market.events[0];
  const state = marketState(market);
  const status = { label: stateLabel(state, market), tone: state.kind };
  // A resolved market's prices are its settlement, whatever its last trade or book said.
  const shown = state.kind === 'resolved' ? state.settlement : prices;
  const kind = marketKind(market);
  return (
    <header className="market-header">
      <MarketIcon
        src={market.icon || market.image}
        question={market.question}
        className="market-header-icon"
      />
      <div className="market-header-text">
        {event && (
          <button
            type="button"
            className="market-header-event truncate"
            title="Open the event"
            onClick={() => openEvent(Number(event.id))}
          >
            {event.title} ›
          </button>
        )}
        <h1
          className="market-title truncate"
          data-testid={testIds.marketTitle}
          title={market.question}
        >
          {market.question}
        </h1>
        <div className="market-header-facts dim">
          <span className={`status-chip status-chip-${status.tone}`}>{status.label}</span>
          {kind && (
            <span
              className="kind-chip truncate"
              data-testid={testIds.marketKind}
              title={kindSummary(kind)}
            >
              {kindSummary(kind)}
            </span>
          )}
          <span>Ends {formatDate(market.endDate)}</span>
          <span>
            Vol <span className="num">{formatUsd(market.volumeNum, true)}</span>
          </span>
          <span>
            Liq <span className="num">{formatUsd(market.liquidityNum, true)}</span>
          </span>
        </div>
      </div>
      <StarButton conditionId={market.conditionId} size="lg" />
      <AlertBell market={market} outcomeIndex={outcomeIndex} price={prices[outcomeIndex] ?? null} />
      <PinButton marketId={market.id} />
      <div className="outcome-tabs" role="group" aria-label="Outcome">
        {marketOutcomes(market).map((outcome, index) => (
          <button
            key={outcome.tokenId}
            type="button"
            className="outcome-tab"
            aria-pressed={index === outcomeIndex}
            onClick={() => selectOutcome(index)}
          >
            <span>{outcome.label}</span>
            <span className="num outcome-price">
              {formatMarketPrice(shown[index] ?? null, market.orderPriceMinTickSize)}
            </span>
          </button>
        ))}
      </div>
    </header>
  );
}
