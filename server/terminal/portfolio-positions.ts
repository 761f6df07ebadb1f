import type { Catalog, TradingMarket } from '../catalog/index.js';
import { ServiceError, type Market, type Methods, type OutputOf } from '../contract/index.js';
import { MICROS_PER_UNIT } from '../shared/index.js';
import type { Ledger, Position } from '../ledger/index.js';
import { holdingValue, markMicros, roundTo } from '../publicdata/index.js';
import type { BookReader } from '../trading/index.js';

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

function listedMarket(catalog: PositionDeps['catalog'], marketId: number): Market | null {
  try {
    return catalog.getMarket(String(marketId));
  } catch (error) {
    if (error instanceof ServiceError && error.code === 'not_found') return null;
    throw error;
  }
}

const units = (micros: number): number => micros / MICROS_PER_UNIT;

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
  const value = holdingValue(held.sizeMicros, held.costMicros, mark);
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
    avgPrice: roundTo(units(value.avgPriceMicros), 6),
    curPrice: roundTo(units(mark), 6),
    initialValue: units(held.costMicros),
    currentValue: units(value.currentMicros),
    cashPnl: units(value.cashPnlMicros),
    percentPnl: value.percentPnl,
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
