import { Button } from '../../../components/button.js';
import { Empty } from '../../../components/states.js';
import { Tabs } from '../../../components/tabs.js';
import { testIds } from '../../../lib/test-ids.js';
import { useTradingBlocked } from '../../../lib/transport-context.js';
import { useStaleNote } from '../../../lib/stale-since.js';
import { openDialog } from '../../../stores/ui-store.js';
import { useCurrentAccount } from '../../accounts/index.js';
import { AlertsTab, ConditionalTab, useAlertsTabRequest } from '../../alerts/index.js';
import { useOrderTags } from '../../scripts/index.js';
import { useAccountEvents } from '../api/account-events.js';
import { useActivity } from '../api/activity.js';
import { useClosedPositions } from '../api/closed-positions.js';
import { useRowMarkets } from '../api/row-markets.js';
import { useRestingFillNotices } from '../fill-notices.js';
import { useOpenMarket } from '../api/open-market.js';
import { useOpenOrders } from '../api/open-orders.js';
import { useCancel } from '../api/order-actions.js';
import { usePositions } from '../api/positions.js';
import { useTrades } from '../api/trades.js';
import { buildCsv, csvFileName, type CsvColumn } from '../csv.js';
import { downloadFile } from '../download-file.js';
import * as exportColumns from '../export-columns.js';
import {
  dismissCancelAll,
  requestCancelAll,
  requestWatchForm,
  showPortfolioTab,
  usePortfolioCommands,
  type PortfolioTab,
} from '../portfolio-commands.js';
import { BalanceBar } from './balance-bar.js';
import { ActivityTab, ClosedTab } from './history-tables.js';
import { OrdersTable } from './orders-table.js';
import { PositionsTable } from './positions-table.js';
import { QueryView } from './query-view.js';
import { TradesTable } from './trades-table.js';
import { useWatchedWallet } from '../watch-store.js';
import { WatchForm, WatchPortfolio } from './watch-portfolio.js';
import './portfolio.css';

const LOCKED = (
  <Empty title="Vault locked">
    Unlock the vault to see this account's positions, orders and fills.
  </Empty>
);

/** The bottom panel: the account's portfolio, or a watched wallet's (read-only). */
export function PortfolioPanel() {
  const watched = useWatchedWallet();
  return watched ? <WatchPortfolio address={watched} /> : <AccountPortfolio />;
}

/** Balance, then positions, open orders, trades, activity and closed positions. */
function AccountPortfolio() {
  useAccountEvents();
  const { account, loaded } = useCurrentAccount();
  const { tab, confirmCancelAll, watchForm } = usePortfolioCommands();
  useAlertsTabRequest(showPortfolioTab);
  const open = useOpenMarket();
  const positions = usePositions();
  const orders = useOpenOrders();
  const trades = useTrades();
  const activity = useActivity();
  const closed = useClosedPositions();
  const markets = useRowMarkets(
    [...(orders.data ?? []), ...(trades.data ?? [])].map((row) => row.market),
  );
  useRestingFillNotices(trades.data, account?.address ?? null);
  const tags = useOrderTags([
    ...(orders.data ?? []).map((order) => order.id),
    ...(trades.data ?? []).flatMap((fill) => fill.orderIds),
  ]);
  const cancelOne = useCancel('terminal.cancelOrder');
  const blocked = useTradingBlocked();
  const staleNote = useStaleNote();
  const cancelAll = useCancel('terminal.cancelAll');

  const count = (rows: unknown[] | undefined) => (rows && rows.length > 0 ? ` ${rows.length}` : '');
  const tabs = [
    { key: 'positions' as const, label: `Positions${count(positions.data)}` },
    { key: 'orders' as const, label: `Open orders${count(orders.data)}` },
    { key: 'trades' as const, label: 'Trades' },
    { key: 'activity' as const, label: 'Activity' },
    { key: 'closed' as const, label: 'Closed' },
    { key: 'alerts' as const, label: 'Alerts' },
    { key: 'conditional' as const, label: 'Conditional' },
  ].map((item) => ({ ...item, testId: `${testIds.portfolioTab}-${item.key}` }));

  const visible = {
    positions: [positions.data, exportColumns.positionColumns],
    orders: [orders.data, exportColumns.orderColumns(markets, tags)],
    trades: [trades.data, exportColumns.tradeColumns(markets, tags)],
    activity: [activity.data, exportColumns.activityColumns],
    closed: [closed.data, exportColumns.closedColumns],
    // Alerts and conditional orders are not the account's records: nothing to export.
    alerts: [undefined, []],
    conditional: [undefined, []],
  } as const satisfies Record<PortfolioTab, readonly [unknown[] | undefined, CsvColumn<never>[]]>;
  const [rows, columns] = visible[tab];
  const exportCsv = () => {
    const csv = buildCsv(columns as CsvColumn<unknown>[], rows ?? []);
    downloadFile(csvFileName(tab, new Date()), csv, 'text/csv;charset=utf-8');
  };

  const actions = (
    <>
      {tab === 'orders' && (
        <Button
          size="sm"
          variant="danger"
          data-testid={testIds.cancelAll}
          disabled={!orders.data?.length || blocked !== null}
          title={blocked ?? undefined}
          onClick={requestCancelAll}
        >
          Cancel all
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        data-testid={testIds.watchButton}
        aria-pressed={watchForm}
        onClick={() => requestWatchForm(!watchForm)}
      >
        Watch wallet
      </Button>
      <Button
        size="sm"
        variant="ghost"
        data-testid={testIds.exportCsv}
        disabled={!rows?.length}
        onClick={exportCsv}
      >
        Export CSV
      </Button>
    </>
  );

  if (loaded && !account) {
    // Alerts need no account: their tab is there before one is made.
    const shown = tab === 'alerts' ? 'alerts' : 'positions';
    return (
      <section className="panel portfolio-panel" data-testid={testIds.portfolio}>
        <Tabs
          tabs={tabs.filter((item) => item.key === 'alerts' || item.key === 'positions')}
          active={shown}
          onChange={showPortfolioTab}
          label="Portfolio"
        />
        <div className="panel-body">
          {shown === 'alerts' ? (
            <AlertsTab />
          ) : (
            <Empty title="No account">
              <Button size="sm" variant="primary" onClick={() => openDialog('accounts')}>
                Create or import an account
              </Button>
              <div className="watch-offer">
                <span className="dim">or follow any wallet's public portfolio</span>
                <WatchForm />
              </div>
            </Empty>
          )}
        </div>
      </section>
    );
  }

  return (
    <section className="panel portfolio-panel" data-testid={testIds.portfolio}>
      <BalanceBar positions={positions.data} />
      <Tabs
        tabs={tabs}
        active={tab}
        onChange={showPortfolioTab}
        label="Portfolio"
        actions={actions}
      />
      {watchForm && (
        <div className="confirm-bar" aria-label="Watch a wallet">
          <WatchForm autoFocus />
          <Button size="sm" variant="ghost" onClick={() => requestWatchForm(false)}>
            Close
          </Button>
        </div>
      )}
      {confirmCancelAll && (
        <div className="confirm-bar" role="alertdialog" aria-label="Cancel all open orders">
          <span>Cancel all {orders.data?.length ?? 0} open orders?</span>
          <Button
            size="sm"
            variant="danger"
            busy={cancelAll.isPending}
            onClick={() => cancelAll.mutate({}, { onSettled: dismissCancelAll })}
          >
            Cancel all
          </Button>
          <Button size="sm" variant="ghost" autoFocus onClick={dismissCancelAll}>
            Keep them
          </Button>
        </div>
      )}
      <div
        className={staleNote ? 'panel-body feed-stale' : 'panel-body'}
        data-stale={staleNote ? true : undefined}
      >
        {staleNote && (
          <div className="feed-stale-note" role="status">
            {staleNote}
          </div>
        )}
        {tab === 'positions' && (
          <QueryView query={positions} empty="No open positions" idle={LOCKED}>
            {(rows) => <PositionsTable rows={rows} onOpen={open} protect />}
          </QueryView>
        )}
        {tab === 'orders' && (
          <QueryView query={orders} empty="No open orders" idle={LOCKED}>
            {(rows) => (
              <OrdersTable
                rows={rows}
                markets={markets}
                cancelling={cancelOne.isPending ? (cancelOne.variables?.orderId ?? null) : null}
                onCancel={(orderId) => cancelOne.mutate({ orderId })}
                blocked={blocked}
                onOpen={open}
                tags={tags}
              />
            )}
          </QueryView>
        )}
        {tab === 'trades' && (
          <QueryView query={trades} empty="No trades yet" idle={LOCKED}>
            {(rows) => <TradesTable rows={rows} markets={markets} onOpen={open} tags={tags} />}
          </QueryView>
        )}
        {tab === 'activity' && <ActivityTab query={activity} onOpen={open} />}
        {tab === 'closed' && <ClosedTab query={closed} onOpen={open} />}
        {tab === 'alerts' && <AlertsTab />}
        {tab === 'conditional' && <ConditionalTab />}
      </div>
    </section>
  );
}
