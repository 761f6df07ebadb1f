import { Button } from '../../../components/button.js';
import { formatSignedUsd, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { useServiceStatus } from '../../settings/index.js';
import { useBalance } from '../api/balance.js';
import { useFaucet } from '../api/faucet.js';
import type { PortfolioPosition } from '../api/positions.js';
import { pnlTone, portfolioTotals } from '../pnl.js';

/** Paper funds one click of the faucet adds. */
export const FAUCET_AMOUNT = '1000';

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <span className="balance-figure">
      <span className="dim">{label}</span> <span className={`num ${tone ?? ''}`}>{value}</span>
    </span>
  );
}

/** Balance (total / available / reserved), position value and PnL, and the paper faucet. */
export function BalanceBar({ positions }: { positions: PortfolioPosition[] | undefined }) {
  const balance = useBalance();
  const status = useServiceStatus();
  const faucet = useFaucet();
  // Unknown (locked, or not read yet) is a dash, not a portfolio worth nothing.
  const totals = positions ? portfolioTotals(positions) : null;
  const data = balance.data;
  return (
    <div className="balance-bar" data-testid={testIds.balance}>
      {balance.isError ? (
        <span className="down">Balance: {balance.error.message}</span>
      ) : (
        <>
          <Figure label="Cash" value={data ? formatUsd(data.total) : '–'} />
          <Figure label="Available" value={data ? formatUsd(data.available) : '–'} />
          <Figure label="In orders" value={data ? formatUsd(data.reserved) : '–'} />
          <Figure label="Positions" value={totals ? formatUsd(totals.value) : '–'} />
          <Figure
            label="Unrealized"
            value={totals ? formatSignedUsd(totals.cashPnl) : '–'}
            tone={totals ? pnlTone(totals.cashPnl) : undefined}
          />
        </>
      )}
      {status.data?.mode === 'local-venue' && data && (
        <Button
          size="sm"
          data-testid={testIds.faucetButton}
          busy={faucet.isPending}
          title="Paper collateral (local venue only)"
          onClick={() => faucet.mutate({ amount: FAUCET_AMOUNT })}
        >
          + {formatUsd(FAUCET_AMOUNT)} paper
        </Button>
      )}
    </div>
  );
}
