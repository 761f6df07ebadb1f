import { memo } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { testIds } from '../../../lib/test-ids.js';
import { marketRowView } from '../market-row-model.js';

export const MARKET_ROW_HEIGHT = 44;

interface MarketRowProps {
  market: Market;
  index: number;
  top: number;
  selected: boolean;
  highlighted: boolean;
  onOpen: (market: Market, index: number) => void;
}

function MarketIcon({ src, question }: { src: string; question: string }) {
  if (!src) return <span className="market-icon market-icon-empty">{question.slice(0, 1)}</span>;
  return <img className="market-icon" src={src} alt="" loading="lazy" decoding="async" />;
}

/** One market of the list: a fixed-height, absolutely placed row (the list is virtual). */
export const MarketRow = memo(function MarketRow({
  market,
  index,
  top,
  selected,
  highlighted,
  onOpen,
}: MarketRowProps) {
  const view = marketRowView(market);
  return (
    <div
      id={`market-row-${index}`}
      role="option"
      aria-selected={selected}
      className={`market-row ${highlighted ? 'market-row-highlighted' : ''}`}
      style={{ transform: `translateY(${top}px)` }}
      data-testid={testIds.marketRow}
      data-market-id={market.id}
      data-condition-id={market.conditionId}
      onClick={() => onOpen(market, index)}
    >
      <MarketIcon src={market.icon || market.image} question={market.question} />
      <div className="market-row-text">
        <div className="market-row-question truncate" title={view.question}>
          {view.question}
        </div>
        <div className="market-row-subtitle truncate dim">
          {view.subtitle ? `${view.subtitle} · ` : ''}
          {market.closed ? 'Closed' : `Ends ${view.endDate}`}
        </div>
      </div>
      <div className="market-row-price num">
        <div className="market-row-main">{view.price}</div>
        <div className="market-row-small dim">{view.bidAsk}</div>
      </div>
      <div className="market-row-change num">
        <div className={`market-row-main ${view.changeDirection}`}>{view.change}</div>
        <div className="market-row-small dim">{view.volume}</div>
      </div>
    </div>
  );
});
