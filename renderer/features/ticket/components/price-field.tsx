import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { testIds } from '../../../lib/test-ids.js';
import { stepPrice } from '../price-step.js';
import { parseCentsAsTicks, ticksToCents } from '../units.js';

interface PriceFieldProps {
  label: string;
  /** Cents as typed. */
  value: string;
  tickTicks: number;
  /** Where stepping starts from an empty field (best price of the side). */
  fromTicks: number;
  placeholder?: string;
  onChange: (cents: string) => void;
}

/** A price in cents with − / + buttons and arrow keys that step by the market's tick. */
export function PriceField({
  label,
  value,
  tickTicks,
  fromTicks,
  placeholder,
  onChange,
}: PriceFieldProps) {
  const step = (direction: 1 | -1) => {
    const current = value.trim() ? parseCentsAsTicks(value) : null;
    onChange(ticksToCents(stepPrice(current, tickTicks, direction, fromTicks)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <div className="stepper">
        <Button size="sm" aria-label="Price down one tick" onClick={() => step(-1)}>
          −
        </Button>
        <Input
          className="num"
          inputMode="decimal"
          aria-label={label}
          value={value}
          placeholder={placeholder}
          suffix="¢"
          data-testid={testIds.ticketPrice}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button size="sm" aria-label="Price up one tick" onClick={() => step(1)}>
          +
        </Button>
      </div>
    </div>
  );
}
