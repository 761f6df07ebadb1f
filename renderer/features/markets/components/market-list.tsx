import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Market } from '../../../../server/contract/index.js';
import { testIds } from '../../../lib/test-ids.js';
import { moveHighlight } from '../list-navigation.js';
import { useStarTarget } from '../watchlists/star-target.js';
import { MARKET_ROW_HEIGHT, MarketRow } from './market-row.js';

interface MarketListProps {
  markets: readonly Market[];
  selectedId: string | null;
  highlighted: number;
  onHighlight: (index: number) => void;
  onOpen: (market: Market, index: number) => void;
  onOpenHighlighted: () => void;
  /** Called when the rows near the end are shown: the next page, if any. */
  onNearEnd?: () => void;
  loadingMore: boolean;
  listRef: RefObject<HTMLDivElement | null>;
}

/**
 * Rows left past the last one in view when the next page is asked for: fewer than a search
 * page beyond a screen of rows, so a search that fits the screen asks for one page only.
 */
const NEAR_END_ROWS = 10;
/**
 * The virtual market list: only the rows in view (and a few beyond) exist in the DOM, each
 * at a fixed height, so 100,000 markets scroll like 100.
 */
export function MarketList({
  markets,
  selectedId,
  highlighted,
  onHighlight,
  onOpen,
  onOpenHighlighted,
  onNearEnd,
  loadingMore,
  listRef,
}: MarketListProps) {
  const scrollRef = listRef;
  const count = markets.length + (loadingMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => MARKET_ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  // The rows in view, without the overscan rendered beyond them.
  const lastInView = virtualizer.range?.endIndex ?? 0;

  useEffect(() => {
    if (onNearEnd && lastInView >= markets.length - NEAR_END_ROWS) onNearEnd();
  }, [lastInView, markets.length, onNearEnd]);

  const previousHighlight = useRef(highlighted);
  useEffect(() => {
    if (previousHighlight.current === highlighted) return;
    previousHighlight.current = highlighted;
    virtualizer.scrollToIndex(highlighted, { align: 'auto' });
  }, [highlighted, virtualizer]);

  useStarTarget(scrollRef, markets[highlighted] ?? null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpenHighlighted();
      return;
    }
    const next = moveHighlight(event.key, highlighted, markets.length);
    if (next === null) return;
    event.preventDefault();
    onHighlight(next);
  };

  return (
    <div
      ref={scrollRef}
      className="market-list"
      role="listbox"
      aria-label="Markets"
      tabIndex={0}
      aria-activedescendant={markets.length ? `market-row-${highlighted}` : undefined}
      data-testid={testIds.marketList}
      onKeyDown={onKeyDown}
    >
      <div className="market-list-inner" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const market = markets[item.index];
          if (!market) {
            return (
              <div
                key="loading"
                className="market-row market-row-loading dim"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                Loading more…
              </div>
            );
          }
          return (
            <MarketRow
              key={market.id}
              market={market}
              index={item.index}
              top={item.start}
              selected={market.id === selectedId}
              highlighted={item.index === highlighted}
              iconsAllowed={!virtualizer.isScrolling}
              onOpen={onOpen}
            />
          );
        })}
      </div>
    </div>
  );
}
