import { formatMarketPrice } from '../../markets/index.js';
import { testIds } from '../../../lib/test-ids.js';
import type { Side } from '../book-walk.js';

export function SideToggle({ side, onChange }: { side: Side; onChange: (side: Side) => void }) {
  return (
    <div className="segmented ticket-side" role="radiogroup" aria-label="Side">
      <button
        type="button"
        role="radio"
        aria-checked={side === 'BUY'}
        className={`segment segment-buy ${side === 'BUY' ? 'is-active' : ''}`}
        data-testid={testIds.ticketBuy}
        onClick={() => onChange('BUY')}
      >
        Buy
      </button>
      <button
        type="button"
        role="radio"
        aria-checked={side === 'SELL'}
        className={`segment segment-sell ${side === 'SELL' ? 'is-active' : ''}`}
        data-testid={testIds.ticketSell}
        onClick={() => onChange('SELL')}
      >
        Sell
      </button>
    </div>
  );
}

export interface OutcomeChoice {
  label: string;
  price: number | null;
}

export function OutcomeToggle({
  outcomes,
  tickSize,
  selected,
  onChange,
}: {
  outcomes: readonly OutcomeChoice[];
  /** The market's tick: the prices keep its decimals, so the toggle does not change width. */
  tickSize: number;
  selected: number;
  onChange: (index: number) => void;
}) {
  return (
    <div className="segmented ticket-outcomes" role="radiogroup" aria-label="Outcome">
      {outcomes.map((outcome, index) => (
        <button
          key={index}
          type="button"
          role="radio"
          aria-checked={index === selected}
          className={`segment ${index === selected ? 'is-active' : ''}`}
          data-testid={`${testIds.ticketOutcome}-${index}`}
          onClick={() => onChange(index)}
        >
          <span className="truncate">{outcome.label}</span>
          <span className="num dim">{formatMarketPrice(outcome.price, tickSize)}</span>
        </button>
      ))}
    </div>
  );
}
