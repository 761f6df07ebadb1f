import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { isMarketOrder, type TicketOrderType } from '../../../../server/shared/index.js';
import { selectOutcome, useSelection } from '../../../stores/selection-store.js';
import { notify } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { ErrorState } from '../../../components/states.js';
import { useConnectionState, useTradingBlocked } from '../../../lib/transport-context.js';
import { useStaleNote } from '../../../lib/stale-since.js';
import { Input } from '../../../components/input.js';
import { Select } from '../../../components/select.js';
import { formatShares, formatUsd } from '../../../lib/format.js';
import { testIds } from '../../../lib/test-ids.js';
import { useCurrentAccount } from '../../accounts/index.js';
import { useBalance, usePositions } from '../../portfolio/index.js';
import {
  useLiveMarket,
  useFeedStatus,
  useLivePrices,
  useSelectedMarketFeed,
} from '../../market/index.js';
import { useLiveBook } from '../api/live-book.js';
import { usePlaceOrder } from '../api/place-order.js';
import { oppositeLevels, type Side } from '../book-walk.js';
import { complementPriceText } from '../price-step.js';
import { useTicketCommand } from '../ticket-commands.js';
import {
  evaluateTicket,
  type TicketForm as Form,
  type TicketMarket,
} from '../ticket-evaluation.js';
import {
  microsFromNumber,
  parseMicros,
  parsePriceTicks,
  ticksFromNumber,
  ticksToCents,
} from '../units.js';
import { PriceField } from './price-field.js';
import { TicketPreviewView } from './ticket-preview-view.js';
import { OutcomeToggle, SideToggle } from './ticket-toggles.js';
import { useSecondsClock } from './use-seconds-clock.js';

const orderTypes: { value: TicketOrderType; label: string }[] = [
  { value: 'GTC', label: 'Limit · good till cancelled' },
  { value: 'GTD', label: 'Limit · good till date' },
  { value: 'FOK', label: 'Market · fill or kill' },
  { value: 'FAK', label: 'Market · fill and kill' },
];

const DAY_SECONDS = 86_400;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** `YYYY-MM-DDTHH:mm` in local time, as <input type="datetime-local"> reads it. */
function localDateTime(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function outcomePrices(market: Market): (number | null)[] {
  try {
    const prices: unknown = JSON.parse(market.outcomePrices);
    return Array.isArray(prices)
      ? prices.map((price) => (price === null ? null : Number(price)))
      : [];
  } catch {
    return [];
  }
}

function intentForm(price: string | undefined, side: Side | undefined): Partial<Form> {
  const ticks = price ? parsePriceTicks(price) : null;
  const patch: Partial<Form> = {};
  if (ticks !== null) patch.priceText = ticksToCents(ticks);
  if (side) patch.side = side;
  return patch;
}

/**
 * The ticket's problem once the trader has typed something it concerns: a price's problem as
 * soon as there is a price, the rest once there is a size (an empty size is no mistake).
 */
function shownError(
  form: Pick<Form, 'sizeText' | 'priceText'>,
  error: string | null,
): string | null {
  if (error === null) return null;
  if (form.sizeText.trim()) return error;
  return form.priceText.trim() && /price/i.test(error) ? error : null;
}

/** The ticket of one market: side, outcome, type, price, size, live preview and submit. */
export function TicketForm({
  market: selected,
  outcomes,
}: {
  market: Market;
  outcomes: { label: string; tokenId: string }[];
}) {
  const { outcomeIndex, intent } = useSelection();
  const outcome = outcomes[outcomeIndex] ?? outcomes[0]!;
  const [form, setForm] = useState<Form>(() => ({
    side: 'BUY',
    orderType: 'GTC',
    postOnly: false,
    priceText: '',
    sizeText: '',
    sizeUnit: 'shares',
    expiration: nowSeconds() + DAY_SECONDS,
    ...intentForm(intent?.price, intent?.side),
  }));
  const update = (patch: Partial<Form>) => setForm((state) => ({ ...state, ...patch }));

  // Another outcome: a typed limit price becomes the other token's price (they sum to 1).
  const [seenOutcome, setSeenOutcome] = useState(outcomeIndex);
  if (outcomeIndex !== seenOutcome) {
    setSeenOutcome(outcomeIndex);
    setForm((state) => ({ ...state, priceText: complementPriceText(state.priceText) }));
  }

  // A ladder click fills the price (and the side); a market order becomes a limit order.
  const [seenIntent, setSeenIntent] = useState(intent?.seq ?? 0);
  if (intent && intent.seq !== seenIntent) {
    setSeenIntent(intent.seq);
    setForm((state) => ({
      ...state,
      ...intentForm(intent.price, intent.side),
      orderType: isMarketOrder(state.orderType) ? 'GTC' : state.orderType,
    }));
  }

  // B / S: set the side, then put the focus on the size.
  const command = useTicketCommand();
  const sizeRef = useRef<HTMLInputElement>(null);
  const [seenCommand, setSeenCommand] = useState(command?.seq ?? 0);
  if (command && command.seq !== seenCommand) {
    setSeenCommand(command.seq);
    setForm((state) => ({ ...state, side: command.side }));
  }
  // Only a key pressed while this form is shown: a form mounted for another market (opened from
  // the search box, say) must not take the focus for a B pressed long before.
  const commandAtMount = useRef(seenCommand);
  useEffect(() => {
    if (seenCommand !== commandAtMount.current) sizeRef.current?.focus();
  }, [seenCommand]);

  const feed = useSelectedMarketFeed();
  const feedStatus = useFeedStatus(feed);
  const market = useLiveMarket(selected, feed);
  const livePrices = useLivePrices(feed);
  const liveBook = useLiveBook(feed, outcome.tokenId);
  const { book } = liveBook;
  const stale = useConnectionState() !== 'open';
  const blocked = useTradingBlocked();
  const staleNote = useStaleNote();
  const { account, unlocked } = useCurrentAccount();
  const balance = useBalance();
  const positions = usePositions();
  const held = positions.data?.find((position) => position.asset === outcome.tokenId);

  const ticketMarket: TicketMarket = {
    tokenId: outcome.tokenId,
    tickTicks: ticksFromNumber(market.orderPriceMinTickSize) || 100,
    minSizeMicros: microsFromNumber(market.orderMinSize),
    fee: market.feeSchedule,
    acceptingOrders: market.acceptingOrders && !market.closed,
  };
  const availableCollateral = balance.data ? parseMicros(balance.data.available) : null;
  const availableShares = positions.data
    ? microsFromNumber(held ? held.size - held.reserved : 0)
    : null;
  const ticketAccount = {
    hasAccount: account !== null,
    unlocked,
    availableCollateralMicros: availableCollateral,
    availableSharesMicros: availableShares,
  };
  const now = useSecondsClock(form.orderType === 'GTD');
  const evaluation = evaluateTicket(form, ticketMarket, ticketAccount, book, now);
  const place = usePlaceOrder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return notify({ kind: 'error', title: 'Order not sent', detail: blocked });
    const fresh = evaluateTicket(form, ticketMarket, ticketAccount, book, nowSeconds());
    // A sent order clears the size: the finished sell must not turn into "not enough shares".
    if (fresh.order)
      place.mutate(
        { order: fresh.order, outcome: outcome.label },
        { onSuccess: (answer) => answer.success && update({ sizeText: '' }) },
      );
    else
      notify({ kind: 'error', title: 'Order not sent', detail: fresh.error ?? 'Check the ticket' });
  };

  const best = oppositeLevels(book, form.side)[0]?.priceTicks ?? 5000;
  const marketOrder = isMarketOrder(form.orderType);
  const catalogPrices = outcomePrices(market);
  const prices = outcomes.map((_, index) => livePrices[index] ?? catalogPrices[index] ?? null);
  const available =
    form.side === 'BUY'
      ? availableCollateral === null
        ? '–'
        : formatUsd(availableCollateral / 1e6)
      : availableShares === null
        ? '–'
        : formatShares(availableShares / 1e6);

  return (
    <form className="ticket-form" onSubmit={submit} noValidate>
      <SideToggle side={form.side} onChange={(side) => update({ side })} />
      <OutcomeToggle
        outcomes={outcomes.map((item, index) => ({
          label: item.label,
          price: prices[index] ?? null,
        }))}
        tickSize={market.orderPriceMinTickSize}
        selected={outcomeIndex}
        onChange={selectOutcome}
      />
      <Select
        label="Type"
        value={form.orderType}
        options={orderTypes}
        onChange={(orderType) =>
          update({ orderType, priceText: isMarketOrder(orderType) ? '' : form.priceText })
        }
        data-testid={testIds.ticketType}
      />
      <PriceField
        label={marketOrder ? 'Worst price' : 'Limit price'}
        value={form.priceText}
        tickTicks={ticketMarket.tickTicks}
        fromTicks={best}
        placeholder={
          marketOrder && evaluation.priceTicks !== null
            ? `auto ${ticksToCents(evaluation.priceTicks)}`
            : undefined
        }
        onChange={(priceText) => update({ priceText })}
      />
      <div className="field">
        <span className="field-label">
          {form.sizeUnit === 'shares' ? 'Shares' : 'Amount (USD)'}
        </span>
        <div className="ticket-size">
          <Input
            ref={sizeRef}
            className="num"
            inputMode="decimal"
            aria-label="Size"
            placeholder={form.sizeUnit === 'shares' ? `min ${market.orderMinSize}` : '0.00'}
            value={form.sizeText}
            onChange={(event) => update({ sizeText: event.target.value })}
            data-testid={testIds.ticketSize}
          />
          <div className="segmented segmented-sm" role="radiogroup" aria-label="Size in">
            {(['shares', 'collateral'] as const).map((unit) => (
              <button
                key={unit}
                type="button"
                role="radio"
                aria-checked={form.sizeUnit === unit}
                className={`segment ${form.sizeUnit === unit ? 'is-active' : ''}`}
                onClick={() => update({ sizeUnit: unit })}
              >
                {unit === 'shares' ? 'Shares' : 'USD'}
              </button>
            ))}
          </div>
        </div>
        {form.sizeUnit === 'collateral' &&
          evaluation.sizeMicros !== null &&
          evaluation.sizeMicros > 0 && (
            <span className="dim">≈ {formatShares(evaluation.sizeMicros / 1e6)} shares</span>
          )}
      </div>
      {form.orderType === 'GTD' && (
        <Input
          label="Expires"
          type="datetime-local"
          value={form.expiration === null ? '' : localDateTime(form.expiration)}
          onChange={(event) => {
            const time = new Date(event.target.value).getTime();
            update({ expiration: Number.isNaN(time) ? null : Math.floor(time / 1000) });
          }}
        />
      )}
      {!marketOrder && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.postOnly}
            onChange={(event) => update({ postOnly: event.target.checked })}
          />
          Post only (never takes liquidity)
        </label>
      )}
      {feedStatus?.error && !liveBook.ready && (
        <ErrorState
          title="Live book unavailable"
          error={feedStatus.error}
          onRetry={() => feed?.retry()}
        />
      )}
      <div className={stale ? 'feed-stale' : undefined} data-stale={stale || undefined}>
        {staleNote && <div className="feed-stale-note">{staleNote}</div>}
        <TicketPreviewView
          side={form.side}
          preview={evaluation.preview}
          available={available}
          bookReady={liveBook.ready}
        />
      </div>
      <div
        className={
          evaluation.errorIsState && !blocked ? 'ticket-error ticket-error-state' : 'ticket-error'
        }
        data-testid={testIds.ticketError}
        role={(evaluation.error && !evaluation.errorIsState) || blocked ? 'alert' : 'status'}
      >
        {blocked ?? shownError(form, evaluation.error)}
      </div>
      <Button
        type="submit"
        variant={form.side === 'BUY' ? 'buy' : 'sell'}
        className="ticket-submit"
        busy={place.isPending}
        disabled={evaluation.order === null || blocked !== null}
        title={blocked ?? undefined}
        data-testid={testIds.ticketSubmit}
      >
        {form.side === 'BUY' ? 'Buy' : 'Sell'} {outcome.label}
      </Button>
    </form>
  );
}
