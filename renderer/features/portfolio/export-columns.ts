import type { ActivityRow } from './api/activity.js';
import type { ClosedPositionRow } from './api/closed-positions.js';
import type { OpenOrder } from './api/open-orders.js';
import type { PortfolioPosition } from './api/positions.js';
import type { CsvColumn } from './csv.js';
import { exitAverage } from './pnl.js';
import type { OwnFill } from './own-fill.js';
import type { RowMarket } from './api/row-markets.js';

const isoFromSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString();

export const positionColumns: CsvColumn<PortfolioPosition>[] = [
  { header: 'Market', value: (row) => row.title },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Shares', value: (row) => row.size },
  { header: 'Avg price', value: (row) => row.avgPrice },
  { header: 'Mark', value: (row) => row.curPrice },
  { header: 'Cost', value: (row) => row.initialValue },
  { header: 'Value', value: (row) => row.currentValue },
  { header: 'PnL', value: (row) => row.cashPnl },
  { header: 'PnL %', value: (row) => row.percentPnl },
  { header: 'Realized PnL', value: (row) => row.realizedPnl },
  { header: 'Token id', value: (row) => row.asset },
];

/** Orders and fills name their market by condition id: the CSV gives its question beside it. */
type Questions = ReadonlyMap<string, Pick<RowMarket, 'question'>>;
/** Order id → the name of the script grant that placed it (none for the trader's own). */
type GrantTags = Readonly<Record<string, string>>;

export const orderColumns = (markets: Questions, tags: GrantTags): CsvColumn<OpenOrder>[] => [
  { header: 'Order id', value: (row) => row.id },
  { header: 'Created', value: (row) => isoFromSeconds(row.created_at) },
  { header: 'Market', value: (row) => markets.get(row.market)?.question ?? '' },
  { header: 'Condition id', value: (row) => row.market },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Side', value: (row) => row.side },
  { header: 'Type', value: (row) => row.type },
  { header: 'Price', value: (row) => row.price },
  { header: 'Size', value: (row) => row.originalSize },
  { header: 'Filled', value: (row) => row.sizeMatched },
  {
    header: 'Expires',
    value: (row) => (row.expiration === '0' ? '' : isoFromSeconds(Number(row.expiration))),
  },
  { header: 'Script', value: (row) => tags[row.id] ?? '' },
];

export const tradeColumns = (markets: Questions, tags: GrantTags): CsvColumn<OwnFill>[] => [
  { header: 'Trade id', value: (row) => row.id },
  { header: 'Time', value: (row) => row.matchTime },
  { header: 'Market', value: (row) => markets.get(row.market)?.question ?? '' },
  { header: 'Condition id', value: (row) => row.market },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Side', value: (row) => row.side },
  { header: 'Role', value: (row) => row.role },
  { header: 'Price', value: (row) => row.price },
  { header: 'Size', value: (row) => row.size },
  { header: 'Token id', value: (row) => row.assetId },
  { header: 'Fee rate bps', value: (row) => row.feeRateBps },
  { header: 'Status', value: (row) => row.status },
  { header: 'Script', value: (row) => row.orderIds.map((id) => tags[id]).find(Boolean) ?? '' },
];

export const activityColumns: CsvColumn<ActivityRow>[] = [
  { header: 'Time', value: (row) => isoFromSeconds(row.timestamp) },
  { header: 'Type', value: (row) => row.type },
  { header: 'Market', value: (row) => row.title },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Side', value: (row) => row.side },
  { header: 'Price', value: (row) => row.price },
  { header: 'Shares', value: (row) => row.size },
  { header: 'USD', value: (row) => row.usdcSize },
  { header: 'Transaction', value: (row) => row.transactionHash },
];

export const closedColumns: CsvColumn<ClosedPositionRow>[] = [
  { header: 'Closed', value: (row) => isoFromSeconds(row.timestamp) },
  { header: 'Market', value: (row) => row.title },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Shares bought', value: (row) => row.totalBought },
  { header: 'Avg price', value: (row) => row.avgPrice },
  { header: 'Exit avg price', value: (row) => exitAverage(row) },
  { header: 'Last price', value: (row) => row.curPrice },
  { header: 'Cost', value: (row) => row.initialValue },
  { header: 'Realized PnL', value: (row) => row.realizedPnl },
  { header: 'PnL %', value: (row) => row.percentRealizedPnl },
];
