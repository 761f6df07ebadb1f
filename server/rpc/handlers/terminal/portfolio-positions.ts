import type { Catalog, TradingMarket } from '../../../catalog/index.js';
import { ServiceError, type Market, type Methods, type OutputOf } from '../../../contract/index.js';
import { MICROS_PER_UNIT, PRICE_SCALE } from '../../../engine/index.js';
import type { Ledger, Position } from '../../../ledger/index.js';
import type { BookReader } from '../../../trading/index.js';

export type PortfolioPosition = OutputOf<Methods['terminal.positions']>[number];

export interface PositionDeps {
  ledger: Pick<Ledger, 'findAccount' | 'positionsOf'>;
  catalog: Pick<Catalog, 'getMarket' | 'tradingMarket'>;
  books: BookReader;
}

/** A price in micro-units from the catalog's decimal (JSON) forms; null when absent. */
const priceMicros = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.round(number * MICROS_PER_UNIT)
    : null;
};

const outcomePriceMicros = (outcomePrices: string, index: number): number | null => {
  try {
    const prices: unknown = JSON.parse(outcomePrices);
    return Array.isArray(prices) ? priceMicros(prices[index]) : null;
  } catch {
    return null;
  }
};

/**
 * The mark of one outcome in micro-units: the midpoint of its live book, else the last trade
 * (the catalog keeps it for the first outcome), else the catalog's displayed price.
 */
function markMicros(
  market: TradingMarket,
  outcomeIndex: 0 | 1,
  books: BookReader,
  lastTrade: number | null,
  catalogPrice: number | null,
): number {
  const best = books.view(market).best(outcomeIndex);
  if (best.bidTicks !== null && best.askTicks !== null) {
    return ((best.bidTicks + best.askTicks) * (MICROS_PER_UNIT / PRICE_SCALE)) / 2;
  }
  if (lastTrade !== null) return outcomeIndex === 0 ? lastTrade : MICROS_PER_UNIT - lastTrade;
  return catalogPrice ?? 0;
}

function listedMarket(catalog: PositionDeps['catalog'], marketId: number): Market | null {
  try {
    return catalog.getMarket(String(marketId));
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'not_found') return null;
    throw error;
  }
}

const units = (micros: number): number => micros / MICROS_PER_UNIT;
const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

function present(
  held: Position,
  market: TradingMarket,
  listed: Market,
  books: BookReader,
): PortfolioPosition {
  const outcomeIndex = held.outcomeIndex === 0 ? 0 : 1;
  const mark = markMicros(
    market,
    outcomeIndex,
    books,
    priceMicros(listed.lastTradePrice),
    outcomePriceMicros(listed.outcomePrices, outcomeIndex),
  );
  // Integers until here: value of the shares at the mark, cost basis, both in micro-units.
  const currentMicros = Math.round((held.sizeMicros * mark) / MICROS_PER_UNIT);
  const cashPnlMicros = currentMicros - held.costMicros;
  // The cost of the shares held per share: the same basis as initialValue and cashPnl.
  const avgMicros = (held.costMicros * MICROS_PER_UNIT) / held.sizeMicros;
  return {
    asset: held.tokenId,
    conditionId: market.conditionId,
    marketId: String(market.marketId),
    title: market.question,
    slug: market.slug,
    icon: market.icon,
    outcome: market.tokens[outcomeIndex].outcome,
    outcomeIndex,
    size: units(held.sizeMicros),
    reserved: units(held.reservedMicros),
    avgPrice: round(units(avgMicros), 6),
    curPrice: round(units(mark), 6),
    initialValue: units(held.costMicros),
    currentValue: units(currentMicros),
    cashPnl: units(cashPnlMicros),
    percentPnl: held.costMicros > 0 ? round((cashPnlMicros / held.costMicros) * 100, 4) : 0,
    realizedPnl: units(held.realizedPnlMicros),
    closed: market.closed,
    endDate: listed.endDate,
  };
}

/**
 * The open positions (size above zero) of a wallet, marked to the live books, largest first. A
 * position whose market the catalog no longer lists is left out rather than failing the list.
 */
export function portfolioPositions(address: string, deps: PositionDeps): PortfolioPosition[] {
  const account = deps.ledger.findAccount(address);
  if (!account) return [];
  const positions: PortfolioPosition[] = [];
  for (const held of deps.ledger.positionsOf(account.id)) {
    if (held.sizeMicros <= 0) continue;
    const listed = listedMarket(deps.catalog, held.marketId);
    const market = listed && deps.catalog.tradingMarket(listed.conditionId);
    if (listed && market) positions.push(present(held, market, listed, deps.books));
  }
  return positions.sort((a, b) => b.currentValue - a.currentValue);
}
