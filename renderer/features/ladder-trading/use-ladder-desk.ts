import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Market } from '../../../server/contract/index.js';
import { useTransport, useTradingBlocked } from '../../lib/transport-context.js';
import { useCurrentAccount } from '../accounts/index.js';
import { useOpenOrders, usePositions } from '../portfolio/index.js';
import { useOrderTags } from '../scripts/index.js';
import { deskInputsChanged } from './click-hint.js';
import { ordersRefresh } from './desk-actions.js';
import { createLadderDesk, type BookSource, type DeskInputs, type LadderDesk } from './desk.js';
import type { DeskOutcome } from './order-builders.js';
import { mountDesk } from './focused-desk.js';
import { disarm } from './trading-keys.js';
import { levelOrderIds, withGrantTags } from './grant-tags.js';
import { ownLevels, type OwnLevel } from './own-levels.js';

export interface LadderTrading {
  desk: LadderDesk;
  /**
   * The account's resting orders by the ladder's level key (`side:priceMicros`), with the
   * script grants that placed them.
   */
  ownLevels: ReadonlyMap<string, OwnLevel>;
}

/**
 * The trading of one market's ladder: its desk (the trading keys act on the last one mounted
 * or focused) and the account's orders at the displayed outcome's levels.
 */
export function useLadderDesk(
  market: Market,
  outcomes: readonly DeskOutcome[],
  outcomeIndex: number,
  feed: BookSource | null,
  selectOutcome: (index: number) => void,
): LadderTrading {
  const transport = useTransport();
  const client = useQueryClient();
  // The portfolio's own queries: one cache entry each, refreshed together.
  const positions = usePositions();
  const openOrders = useOpenOrders();
  const { account, unlocked } = useCurrentAccount();
  const blocked = useTradingBlocked();
  const inputs: DeskInputs = {
    conditionId: market.conditionId,
    question: market.question,
    title: market.groupItemTitle || market.question,
    outcomes,
    outcomeIndex,
    tickSize: market.orderPriceMinTickSize || 0.01,
    minSize: market.orderMinSize,
    acceptingOrders: market.acceptingOrders && !market.closed,
    feed,
    positions: positions.data,
    account: { exists: account !== null, unlocked },
    blocked,
    selectOutcome,
  };
  const desk = useMemo(
    () => createLadderDesk({ transport, refresh: ordersRefresh(client) }),
    [transport, client],
  );
  // The desk reads the inputs when a click or key comes: the latest render's.
  useEffect(() => {
    desk.setInputs(inputs);
    deskInputsChanged(desk);
  });
  useEffect(() => mountDesk(desk), [desk]);
  // A lock ends the trading session: unlocked again, the trader arms again.
  useEffect(() => {
    if (account !== null && !unlocked) disarm();
  }, [account, unlocked]);
  const tokenKey = outcomes.map((outcome) => outcome.tokenId).join(',');
  const levels = useMemo(
    () => ownLevels(openOrders.data ?? [], tokenKey.split(','), outcomeIndex),
    [openOrders.data, tokenKey, outcomeIndex],
  );
  // The portfolio's tag cache: an order is asked about once, whichever view shows it first.
  const tags = useOrderTags(useMemo(() => levelOrderIds(levels), [levels]));
  return { desk, ownLevels: withGrantTags(levels, tags) };
}
