import { useState, type ReactNode } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { Button } from '../../../components/button.js';
import { formatDate, formatPrice, formatShares, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { kindSummary, marketKind, scalarMeaning, typeAndLine } from '../market-kind.js';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          },
          () => setCopied(false),
        )
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

const feeText = (market: Market): string => {
  if (!market.feesEnabled || market.feeSchedule.rate === 0) return 'None';
  const { rate, exponent, takerOnly } = market.feeSchedule;
  return `${rate} × (p·(1−p))^${exponent} per share${takerOnly ? ', takers only' : ''}`;
};

/** A sports or scalar market's own rows: its type, line, game, or bounds and their meaning. */
function kindRows(market: Market): [string, ReactNode][] {
  const kind = marketKind(market);
  if (!kind) return [];
  if (kind.kind === 'scalar') {
    return [
      ['Kind', `Scalar, ${kindSummary(kind).replace(/^Scalar /, 'from ')}`],
      ['Long and Short', scalarMeaning(kind)],
    ];
  }
  return [
    ['Kind', typeAndLine(kind)],
    ...(kind.teams.length > 0 ? [['Sides', kind.teams.join(' vs ')] as [string, ReactNode]] : []),
    ['Game start', kind.gameStart === null ? '–' : formatDate(kind.gameStart, true)],
    ...(kind.score ? [['Score', kind.score] as [string, ReactNode]] : []),
    ...(kind.period ? [['Period', kind.period] as [string, ReactNode]] : []),
  ];
}

/** Rules and the figures a trader checks before an order. */
export function MarketDetails({ market }: { market: Market }) {
  const rows: [string, ReactNode][] = [
    ...kindRows(market),
    ['Tick size', formatPrice(market.orderPriceMinTickSize, market.orderPriceMinTickSize)],
    ['Minimum order', `${formatShares(market.orderMinSize)} shares`],
    ['End date', formatDate(market.endDate, true)],
    ['Volume', formatUsd(market.volumeNum)],
    ['Liquidity', formatUsd(market.liquidityNum)],
    ['Fees', feeText(market)],
    ['Neg-risk', market.negRisk ? 'Yes' : 'No'],
    ['Accepting orders', market.acceptingOrders ? 'Yes' : 'No'],
    [
      'Resolution source',
      market.resolutionSource ? (
        <span className="truncate" title={market.resolutionSource}>
          {market.resolutionSource}
        </span>
      ) : (
        '–'
      ),
    ],
    [
      'Condition id',
      <span className="details-id">
        <span className="mono truncate" title={market.conditionId}>
          {market.conditionId}
        </span>
        <CopyButton text={market.conditionId} />
      </span>,
    ],
  ];
  return (
    <div className="market-details" data-testid={testIds.marketDetails}>
      <dl className="details-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="details-row">
            <dt className="dim">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="details-heading">Rules</h3>
      <p className="details-rules">{market.description || 'No rules text for this market.'}</p>
    </div>
  );
}
