import { formatAveragePrice, formatFeeUsd, formatShares, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import type { Side } from '../book-walk.js';
import type { Preview } from '../preview.js';
import { MICROS_PER_UNIT } from '../../../../server/shared/index.js';

const usd = (micros: number): string => formatUsd(micros / MICROS_PER_UNIT);
const shares = (micros: number): string => formatShares(micros / MICROS_PER_UNIT);

function Row({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="preview-row">
      <span className="dim">{label}</span>
      <span className={`num ${tone ?? ''}`}>{value}</span>
    </div>
  );
}

/** The preview figures under the ticket, from the live book. */
export function TicketPreviewView({
  side,
  preview,
  available,
  bookReady,
}: {
  side: Side;
  preview: Preview | null;
  available: string;
  bookReady: boolean;
}) {
  const buying = side === 'BUY';
  const fee = preview ? preview.takerFeeMicros + preview.makerFeeMicros : 0;
  const gain = preview && buying ? preview.maxPayoutMicros - preview.totalMicros : 0;
  return (
    <div className="ticket-preview" data-testid={testIds.ticketPreview} aria-live="polite">
      <Row label="Avg fill price" value={formatAveragePrice(preview?.averagePrice ?? null)} />
      <Row
        label="Fills now / rests"
        value={preview ? `${shares(preview.filledMicros)} / ${shares(preview.restingMicros)}` : '–'}
      />
      {preview && preview.unfilledMicros > 0 && (
        <Row label="Cancelled (not filled)" value={shares(preview.unfilledMicros)} tone="down" />
      )}
      <Row label="Fee" value={preview ? formatFeeUsd(fee / MICROS_PER_UNIT) : '–'} />
      <Row label={buying ? 'Cost' : 'Proceeds'} value={preview ? usd(preview.totalMicros) : '–'} />
      {buying && (
        <Row
          label="Max payout"
          value={
            preview
              ? `${usd(preview.maxPayoutMicros)} (${gain >= 0 ? '+' : '−'}${usd(Math.abs(gain))})`
              : '–'
          }
          tone={preview && gain > 0 ? 'up' : undefined}
        />
      )}
      <Row label={buying ? 'Available' : 'Shares available'} value={available} />
      {!bookReady && <div className="dim preview-note">Waiting for the live book…</div>}
    </div>
  );
}
