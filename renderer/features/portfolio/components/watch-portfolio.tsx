import { useState } from 'react';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { Tabs } from '../../../components/tabs.js';
import { formatSignedUsd, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { shortAddress } from '../../accounts/index.js';
import { useOpenMarket } from '../api/open-market.js';
import {
  usePublicActivity,
  usePublicClosedPositions,
  usePublicPositions,
} from '../api/public-portfolio.js';
import { pnlTone, portfolioTotals } from '../pnl.js';
import { isWalletAddress, watchWallet } from '../watch-store.js';
import { ActivityTab, ClosedTab } from './history-tables.js';
import { PositionsTable } from './positions-table.js';
import { QueryView } from './query-view.js';

type WatchTab = 'positions' | 'activity' | 'closed';

/** An address field and a Watch button: any wallet's public portfolio, no key needed. */
export function WatchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const valid = isWalletAddress(text);
  return (
    <form
      className="watch-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) watchWallet(text);
      }}
    >
      <Input
        className={`watch-input ${text !== '' && !valid ? 'input-invalid' : ''}`}
        placeholder="Watch a wallet: 0x…"
        aria-label="Wallet address to watch"
        spellCheck={false}
        autoFocus={autoFocus}
        value={text}
        data-testid={testIds.watchInput}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        size="sm"
        type="submit"
        disabled={!valid}
        title={valid ? undefined : '0x and 40 hex digits'}
      >
        Watch
      </Button>
    </form>
  );
}

/** Watch-only: a wallet's public positions, activity and closed positions, with its PnL. */
export function WatchPortfolio({ address }: { address: string }) {
  const [tab, setTab] = useState<WatchTab>('positions');
  const open = useOpenMarket();
  const positions = usePublicPositions(address);
  const activity = usePublicActivity(address);
  const closed = usePublicClosedPositions(address);
  const totals = portfolioTotals(positions.data ?? []);
  const realized = (closed.data ?? []).reduce((sum, row) => sum + row.realizedPnl, 0);
  const tabs = [
    {
      key: 'positions' as const,
      label: `Positions${positions.data?.length ? ` ${positions.data.length}` : ''}`,
    },
    { key: 'activity' as const, label: 'Activity' },
    { key: 'closed' as const, label: 'Closed' },
  ].map((item) => ({ ...item, testId: `${testIds.portfolioTab}-${item.key}` }));

  return (
    <section className="panel portfolio-panel" data-testid={testIds.watchPortfolio}>
      <div className="balance-bar watch-bar">
        <span className="watch-label" title={address}>
          Watching <span className="num">{shortAddress(address)}</span>
          <span className="dim"> · read-only, public data</span>
        </span>
        <span className="balance-figure">
          <span className="dim">Positions</span>{' '}
          <span className="num">{formatUsd(totals.value)}</span>
        </span>
        <span className="balance-figure">
          <span className="dim">Unrealized</span>{' '}
          <span className={`num ${pnlTone(totals.cashPnl)}`}>
            {formatSignedUsd(totals.cashPnl)}
          </span>
        </span>
        <span className="balance-figure">
          <span className="dim">Realized (closed)</span>{' '}
          <span className={`num ${pnlTone(realized)}`}>{formatSignedUsd(realized)}</span>
        </span>
        <Button
          size="sm"
          variant="ghost"
          data-testid={testIds.stopWatching}
          onClick={() => watchWallet(null)}
        >
          Stop watching
        </Button>
      </div>
      <Tabs tabs={tabs} active={tab} onChange={setTab} label="Watched wallet" />
      <div className="panel-body">
        {tab === 'positions' && (
          <QueryView query={positions} empty="No open positions">
            {(rows) => <PositionsTable rows={rows} onOpen={open} />}
          </QueryView>
        )}
        {tab === 'activity' && <ActivityTab query={activity} onOpen={open} />}
        {tab === 'closed' && <ClosedTab query={closed} onOpen={open} />}
      </div>
    </section>
  );
}
