import { memo, useState } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { testIds } from '../../../lib/test-ids.js';
import { marketRowView } from '../market-row-model.js';
import { StarButton } from '../watchlists/components/star-button.js';
import { MarketIcon } from './market-icon.js';

export const MARKET_ROW_HEIGHT = 44;

interface MarketRowProps {
  market: Market;
  index: number;
  top: number;
  selected: boolean;
  highlighted: boolean;
  /** False while the list scrolls: a row that appears then waits to load its icon image. */
  iconsAllowed: boolean;
  onOpen: (market: Market, index: number) => void;
}

/** One market of the list: a fixed-height, absolutely placed row (the list is virtual). */
export const MarketRow = memo(function MarketRow({
  market,
  index,
  top,
  selected,
  highlighted,
  iconsAllowed,
  onOpen,
}: MarketRowProps) {
  const view = marketRowView(market);
  // An icon image costs the browser a decode (an SVG a document of its own), too much for rows
  // flying past; the icons the service draws are drawn at once. Once shown, a row keeps its
  // icon.
  const [iconShown, setIconShown] = useState(iconsAllowed);
  if (iconsAllowed && !iconShown) setIconShown(true);
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
      // On the press, as a native list selects: a list that re-renders (a search clearing) can
      // move another row under the pointer before the release, and a click would then be lost.
      onMouseDown={(event) => {
        if (event.button === 0) onOpen(market, index);
      }}
    >
      <MarketIcon
        src={market.icon || market.image}
        question={market.question}
        imagesAllowed={iconShown}
      />
      <div className="market-row-text">
        <div className="market-row-question truncate" title={view.question}>
          {view.question}
        </div>
        <div className="market-row-subtitle truncate dim">
          {/* A closed market's state first: a long subtitle must not clip it. */}
          {market.closed
            ? [view.when, view.subtitle].filter(Boolean).join(' · ')
            : [view.subtitle, view.when].filter(Boolean).join(' · ')}
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
      <StarButton conditionId={market.conditionId} />
    </div>
  );
});
