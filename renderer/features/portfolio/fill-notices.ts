import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatPrice, formatShares } from '../../lib/format.js';
import { rpcQueryOptions } from '../../lib/queries.js';
import type { Transport } from '../../lib/transport.js';
import { useTransport } from '../../lib/transport-context.js';
import { notify } from '../../stores/ui-store.js';
import type { RowMarket } from './api/row-markets.js';
import type { OwnFill } from './own-fill.js';

/**
 * The fills of the account's resting orders among `fills` that `seen` did not hold (null: the
 * first list read, which only sets what was seen). An order that takes liquidity says what it
 * filled in its own answer's notice; an order filled while it rested says nothing else.
 */
function newRestingFills(
  seen: ReadonlySet<string> | null,
  fills: readonly OwnFill[],
): { seen: Set<string>; filled: OwnFill[] } {
  // The list is the newest fills: a fill once out of it does not come back.
  const next = new Set(fills.map((fill) => fill.id));
  if (seen === null) return { seen: next, filled: [] };
  return {
    seen: next,
    filled: fills.filter((fill) => !seen.has(fill.id) && fill.role === 'MAKER'),
  };
}

/** "Filled SELL 10 Yes @ 45¢": a resting order's fill, as its notice says it. */
function restingFillNotice(fill: OwnFill, market: RowMarket | undefined) {
  return {
    kind: 'success' as const,
    title: `Filled ${fill.side} ${formatShares(fill.size)} ${fill.outcome} @ ${formatPrice(fill.price, market?.tickSize)}`,
    detail: `Your resting order · ${market?.question ?? fill.market}`,
  };
}

/**
 * Notifies a resting order's fill once its market is known: read through the same cache entry
 * the portfolio's rows use (useRowMarkets), so a market already shown is not asked for again.
 */
function announce(client: QueryClient, transport: Transport, fill: OwnFill): void {
  void client
    .fetchQuery({
      ...rpcQueryOptions(transport, 'catalog.market', { id: fill.market }),
      staleTime: Infinity,
    })
    .then(
      (market) => ({ question: market.question, tickSize: market.orderPriceMinTickSize }),
      () => undefined,
    )
    .then((market) => notify(restingFillNotice(fill, market)));
}

/**
 * Tells the trader whenever one of the account's resting orders fills, in any market; `account`
 * names whose fills these are (a switch starts a new list).
 */
export function useRestingFillNotices(
  fills: readonly OwnFill[] | undefined,
  account: string | null,
): void {
  const client = useQueryClient();
  const transport = useTransport();
  const seen = useRef<{ account: string | null; ids: ReadonlySet<string> | null }>({
    account,
    ids: null,
  });
  useEffect(() => {
    if (seen.current.account !== account) seen.current = { account, ids: null };
    if (!fills) return;
    const { seen: ids, filled } = newRestingFills(seen.current.ids, fills);
    seen.current = { account, ids };
    for (const fill of filled) announce(client, transport, fill);
  }, [fills, account, client, transport]);
}
