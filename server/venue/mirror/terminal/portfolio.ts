import type { Catalog } from '../../../catalog/index.js';
import { type UserOrder, type HandlerGroup } from '../../../contract/index.js';
import {
  MICROS_PER_UNIT,
  collateralMicros,
  decimalStringFromMicros,
  microsFromDecimalString,
  ticksFromPriceString,
} from '../../../shared/index.js';
import { buyReserveMicros } from '../../../ledger/index.js';
import type { UpstreamPosition } from '../../../mirror/index.js';
import {
  MAX_OPEN_ORDERS,
  DEFAULT_TRADES_LIMIT,
  type PortfolioPosition,
  payingAddress,
} from '../../../terminal/index.js';
import { readCaller, type MirrorTerminalDeps } from './deps.js';

type PortfolioMethod =
  'terminal.openOrders' | 'terminal.trades' | 'terminal.balance' | 'terminal.positions';

type Markets = Pick<Catalog, 'tradingMarket'>;

/** Shares an open order has still to fill, micro-units. */
const remainingMicros = (order: UserOrder): number =>
  Math.max(
    0,
    (microsFromDecimalString(order.originalSize) ?? 0) -
      (microsFromDecimalString(order.sizeMatched) ?? 0),
  );

/**
 * Collateral the open BUY orders hold back, as the venue reserves it: the shares at the limit
 * plus the largest fee a fill can carry (the market's fee from the synced catalog).
 */
function reservedCollateral(orders: readonly UserOrder[], markets: Markets): number {
  let reserved = 0;
  for (const order of orders) {
    if (order.side !== 'BUY') continue;
    const priceTicks = ticksFromPriceString(order.price) ?? 0;
    const size = remainingMicros(order);
    const fee = markets.tradingMarket(order.market)?.fee;
    reserved += fee ? buyReserveMicros(priceTicks, size, fee) : collateralMicros(priceTicks, size);
  }
  return Math.round(reserved);
}

/** Shares the open SELL orders hold back, by token id. */
function reservedShares(orders: readonly UserOrder[]): Map<string, number> {
  const reserved = new Map<string, number>();
  for (const order of orders) {
    if (order.side !== 'SELL') continue;
    reserved.set(order.assetId, (reserved.get(order.assetId) ?? 0) + remainingMicros(order));
  }
  return reserved;
}

/**
 * An upstream position with the catalog's market id and state. Public data may name the
 * outcome `<condition id>:<index>` (a Marketdesk upstream's root) or by its token id (the
 * venue's host): the synced catalog gives the token id either way.
 */
function present(
  held: UpstreamPosition,
  markets: Markets,
  sellReserves: Map<string, number>,
): PortfolioPosition {
  const market = markets.tradingMarket(held.conditionId);
  const token = market?.tokens[held.outcomeIndex];
  const asset = token?.tokenId ?? held.asset;
  return {
    asset,
    conditionId: held.conditionId,
    // A market the sync has not brought yet opens by its condition id.
    marketId: market ? String(market.marketId) : held.conditionId,
    title: held.title || (market?.question ?? ''),
    slug: held.slug || (market?.slug ?? ''),
    icon: market?.icon ?? held.icon,
    outcome: held.outcome || (token?.outcome ?? ''),
    outcomeIndex: held.outcomeIndex,
    size: held.size,
    reserved: (sellReserves.get(asset) ?? 0) / MICROS_PER_UNIT,
    avgPrice: held.avgPrice,
    curPrice: held.curPrice,
    initialValue: held.initialValue,
    currentValue: held.currentValue,
    cashPnl: held.cashPnl,
    percentPnl: held.percentPnl,
    realizedPnl: held.realizedPnl,
    closed: market?.closed ?? false,
    endDate: held.endDate,
  };
}

/**
 * The vault account's portfolio in mirror mode, read from the upstream: open orders and fills
 * (order-book surface, L2), collateral (GET /balance-allowance) and positions (public-data
 * surface, by the paying wallet), marked by the upstream; what open orders hold back is summed
 * from the open orders.
 */
export function createMirrorPortfolioHandlers(
  deps: MirrorTerminalDeps,
): HandlerGroup<PortfolioMethod> {
  const { upstream, catalog } = deps;
  const openOrders = (market?: string) =>
    upstream.openOrders(readCaller(deps), market, MAX_OPEN_ORDERS);

  return {
    'terminal.openOrders': ({ market }) => openOrders(market),

    'terminal.trades': ({ limit }) =>
      upstream.trades(readCaller(deps), limit ?? DEFAULT_TRADES_LIMIT),

    'terminal.balance': async () => {
      const view = deps.account();
      const [available, orders] = await Promise.all([
        upstream.availableCollateral(readCaller(deps), view.signatureType),
        openOrders(),
      ]);
      const reserved = reservedCollateral(orders, catalog);
      return {
        address: payingAddress(view),
        total: decimalStringFromMicros(available + reserved),
        reserved: decimalStringFromMicros(reserved),
        available: decimalStringFromMicros(available),
      };
    },

    'terminal.positions': async () => {
      // Positions are public: they show even when the account's open orders, which need its
      // API key, cannot be read (nothing is then shown as held back for them).
      const [held, orders] = await Promise.all([
        upstream.positions(payingAddress(deps.account())),
        openOrders().catch((): Awaited<ReturnType<typeof openOrders>> => []),
      ]);
      const sellReserves = reservedShares(orders);
      return held
        .map((position) => present(position, catalog, sellReserves))
        .sort((a, b) => b.currentValue - a.currentValue);
    },
  };
}
