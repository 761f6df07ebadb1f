import { testIds } from '../../../lib/test-ids.js';
import { useClickHint } from '../click-hint.js';
import { useLadderTradingState } from '../trading-settings.js';
import './ladder-trading.css';

/** The ladder's footer: what a click on the hovered level sends, before the click. */
export function LadderHint() {
  const hint = useClickHint();
  const { armed } = useLadderTradingState();
  const idle = armed
    ? 'Armed: click a bid to buy, an ask to sell; your orders: click cancels, drag moves'
    : 'Click a level to fill the ticket';
  return (
    <div
      className={`lt-hint lt-hint-${hint?.tone ?? 'idle'}`}
      data-testid={testIds.ladderHint}
      data-tone={hint?.tone ?? 'idle'}
      role="status"
    >
      {hint?.text ?? idle}
    </div>
  );
}
