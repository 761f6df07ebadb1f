import { methods, type MethodName, type MethodSpec } from '../../contract/index.js';

/**
 * Public reads of the venue's own records (a builder code's fills, fee rates and rankings, the
 * liquidity-reward programmes, combo products, accounting snapshots, the sports market types,
 * the clarifications of markets' rules): a mirror holds none of them, so they are relayed like
 * the account routes.
 */
const UPSTREAM_RECORDS: ReadonlySet<string> = new Set([
  'account.builderTrades',
  'orderbook.builderFees',
  'orderbook.currentRewards',
  'orderbook.marketRewards',
  'publicdata.builderLeaderboard',
  'publicdata.builderVolume',
  'publicdata.comboPositions',
  'publicdata.comboActivity',
  'publicdata.accountingSnapshot',
  'catalog.sportsMarketTypes',
  'catalog.marketClarifications',
]);

const relayed = (name: string, spec: MethodSpec): boolean =>
  spec.auth === 'l1' || spec.auth === 'l2' || UPSTREAM_RECORDS.has(name);

/**
 * The methods whose HTTP routes a mirror passes upstream unchanged: every L1 and L2 method (API
 * credentials, orders, cancels, heartbeats, the account's orders, fills, balances and
 * notifications) and the venue's trading records.
 */
export const RELAYED_METHODS: ReadonlySet<MethodName> = new Set(
  Object.entries(methods as Record<string, MethodSpec>)
    .filter(([name, spec]) => relayed(name, spec))
    .map(([name]) => name as MethodName),
);
