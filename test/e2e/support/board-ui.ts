// The ladder board as a journey sees it: an event with markets to trade side by side, and the
// board's cells, levels, markers and focus.
import type { Locator, Page } from 'playwright-core';
import { boardTestIds } from '../../../renderer/lib/board-test-ids.js';
import { testIds } from '../../../renderer/lib/test-ids.js';
import type { TradedMarket } from './trading-setup.js';

interface ListedEvent {
  id: string;
  title: string;
  markets: {
    id: string;
    question: string;
    conditionId: string;
    outcomes: string;
    clobTokenIds: string;
    closed: boolean;
    acceptingOrders?: boolean;
    orderPriceMinTickSize: number;
    orderMinSize: number;
  }[];
}

/** An event with at least three open binary markets on the 1¢ tick: two to trade, one more. */
export async function pickEvent(
  apiUrl: string,
): Promise<{ event: ListedEvent; markets: TradedMarket[] }> {
  const response = await fetch(
    `${apiUrl}/events?active=true&closed=false&order=volume&ascending=false&limit=100`,
  );
  if (!response.ok) throw new Error(`GET /events: HTTP ${response.status}`);
  for (const event of (await response.json()) as ListedEvent[]) {
    const tradable = event.markets.filter(
      (market) =>
        !market.closed &&
        market.acceptingOrders !== false &&
        (JSON.parse(market.clobTokenIds) as string[]).length === 2 &&
        market.orderPriceMinTickSize === 0.01 &&
        market.orderMinSize <= 10,
    );
    if (tradable.length < 3) continue;
    const markets = tradable.map((market) => ({
      id: market.id,
      question: market.question,
      conditionId: market.conditionId,
      outcomes: JSON.parse(market.outcomes) as string[],
      tick: market.orderPriceMinTickSize,
      minSize: market.orderMinSize,
    }));
    return { event, markets };
  }
  throw new Error('no event with three open binary markets on the 1¢ tick');
}

export function boardUi(page: Page) {
  const cells = () => byIdOf(page, boardTestIds.boardCell);
  const cell = (market: TradedMarket) =>
    cells().and(page.locator(`[data-market-id="${market.id}"]`));
  const level = (market: TradedMarket, side: 'bid' | 'ask', price: number) =>
    cell(market).locator(
      `[data-testid="${testIds.ladderRow}"][data-key="${side}:${Math.round(price * 1e6)}"] .ladder-level`,
    );
  const marker = (market: TradedMarket, side: 'bid' | 'ask', price: number) =>
    cell(market).locator(
      `[data-testid="${testIds.ladderRow}"][data-key="${side}:${Math.round(price * 1e6)}"] [data-testid="${testIds.ownOrders}"]`,
    );
  const focusedIds = () =>
    cells().evaluateAll((found) =>
      found
        .filter((el) => el.getAttribute('data-focused') === 'true')
        .map((el) => el.getAttribute('data-market-id')),
    );
  const order = () =>
    cells().evaluateAll((found) => found.map((el) => el.getAttribute('data-market-id')));
  /** The market's name on its ladder, as its notices name it. */
  const title = async (market: TradedMarket) =>
    (await byIdOf(cell(market), boardTestIds.boardCellTitle).textContent()) ?? '';
  /** The ids of the ladders shown whole in the board's scrolled view, in order. */
  const wholeInView = () =>
    cells().evaluateAll((found) => {
      const view = found[0]?.parentElement?.getBoundingClientRect();
      if (!view) return [];
      return found
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= view.left - 1 && box.right <= view.right + 1;
        })
        .map((el) => el.getAttribute('data-market-id'));
    });
  /** The count of cut ladders at one edge of the view, or null when none is shown there. */
  const moreCount = async (side: 'before' | 'after') => {
    const badge = byIdOf(page, boardTestIds.boardMore).and(page.locator(`[data-side="${side}"]`));
    if ((await badge.count()) === 0) return null;
    return Number(/\d+/.exec(await badge.innerText())?.[0]);
  };
  return { cells, cell, level, marker, focusedIds, order, title, wholeInView, moreCount };
}

export const byIdOf = (scope: Page | Locator, id: string) => scope.getByTestId(id);
