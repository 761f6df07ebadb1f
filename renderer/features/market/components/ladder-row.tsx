import { memo, type MouseEvent, type PointerEvent } from 'react';
import { setTicketIntent } from '../../../stores/selection-store.js';
import { formatPrice, formatShares } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { boardTestIds } from '../../../lib/board-test-ids.js';
import {
  clearClickHint,
  focusDesk,
  hoverLevel,
  markerTitle,
  type LadderDesk,
  type OwnLevel,
} from '../../ladder-trading/index.js';
import { takingSide, type LadderLevel } from '../ladder-model.js';
import { fromMicros, microsToDecimal } from '../micros.js';

/** What the account's order markers do: a click cancels, a drag to another level moves. */
export interface MarkerHandlers {
  down(event: PointerEvent<HTMLButtonElement>, level: OwnLevel): void;
  move(event: PointerEvent<HTMLButtonElement>): void;
  up(event: PointerEvent<HTMLButtonElement>): void;
  click(event: MouseEvent<HTMLButtonElement>, level: OwnLevel): void;
  cancel(): void;
}

export interface LadderRowProps {
  side: LadderLevel['side'];
  price: number;
  size: number;
  cumulative: number;
  share: number;
  tickSize: number;
  flashing: boolean;
  /** The account's orders at this level. */
  own: OwnLevel | undefined;
  /** A marker is being dragged over this level. */
  dropTarget: boolean;
  /** This level's marker is being dragged. */
  dragging: boolean;
  armed: boolean;
  desk: LadderDesk | null;
  outcomeIndex: number;
  markers: MarkerHandlers;
}

/** Props are plain values so a level that did not change is not rendered again. */
export const LadderRow = memo(function LadderRow({
  side,
  price,
  size,
  cumulative,
  share,
  tickSize,
  flashing,
  own,
  dropTarget,
  dragging,
  armed,
  desk,
  outcomeIndex,
  markers,
}: LadderRowProps) {
  const shown = formatPrice(fromMicros(price), tickSize);
  const className = [
    'ladder-row',
    `ladder-${side}`,
    flashing && 'ladder-flashing',
    own && 'ladder-own',
    dropTarget && 'ladder-drop-target',
  ]
    .filter(Boolean)
    .join(' ');
  const hover = () => {
    if (desk) focusDesk(desk);
    hoverLevel(desk, side, price, outcomeIndex);
  };
  const click = (event: MouseEvent) => {
    if (armed && desk) desk.clickLevel(side, price, event.timeStamp);
    else setTicketIntent({ price: microsToDecimal(price), side: takingSide(side) });
    hover();
  };
  return (
    <div
      className={className}
      data-testid={testIds.ladderRow}
      data-side={side}
      data-price={microsToDecimal(price)}
      data-key={`${side}:${price}`}
    >
      <span className="ladder-bar" style={{ width: `${share * 100}%` }} />
      <span className="ladder-flash" />
      <span className="ladder-own-cell">
        {own && (
          <button
            type="button"
            className={dragging ? 'own-orders is-dragging' : 'own-orders'}
            data-testid={testIds.ownOrders}
            data-count={own.orders.length}
            data-size={fromMicros(own.sizeMicros)}
            title={markerTitle(own)}
            onPointerDown={(event) => markers.down(event, own)}
            onPointerMove={markers.move}
            onPointerUp={markers.up}
            onPointerCancel={markers.cancel}
            onClick={(event) => markers.click(event, own)}
          >
            {own.orders.length > 1 && <span className="own-count">{own.orders.length}×</span>}
            {formatShares(fromMicros(own.sizeMicros))}
          </button>
        )}
        {own?.grants && (
          <span
            className="own-grant"
            data-testid={boardTestIds.markerGrant}
            title={markerTitle(own)}
          >
            {own.grants.join(', ')}
          </span>
        )}
      </span>
      <button
        type="button"
        className="ladder-level"
        title={armed ? undefined : `${takingSide(side) === 'BUY' ? 'Buy' : 'Sell'} at ${shown}`}
        onClick={click}
        onPointerEnter={hover}
        onPointerLeave={() => clearClickHint()}
        onFocus={hover}
        onBlur={() => clearClickHint()}
      >
        <span className="ladder-price num">{shown}</span>
        <span className="ladder-size num">{formatShares(fromMicros(size), true)}</span>
        <span className="ladder-total num">{formatShares(fromMicros(cumulative), true)}</span>
      </button>
    </div>
  );
});
