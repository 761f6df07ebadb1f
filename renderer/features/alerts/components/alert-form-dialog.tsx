import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Input } from '../../../components/input.js';
import { Select } from '../../../components/select.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { formatPrice } from '../../../lib/format.js';
import { notify } from '../../../stores/ui-store.js';
import {
  ALERT_KINDS,
  alertFormErrors,
  buildNewAlert,
  initialAlertForm,
  type AlertForm,
  type AlertFormField,
  type AlertKind,
  type Direction,
  type OrderEvent,
  type PriceSource,
  type RearmMode,
} from '../alert-form.js';
import type { AlertFormRequest } from '../alerts-store.js';
import { useCreateAlert } from '../api/alerts.js';
import { askNotificationAccess } from '../system-notifications.js';

const fieldId = (field: AlertFormField) => `${alertTestIds.field}-${field}`;

const sources: { value: PriceSource; label: string }[] = [
  { value: 'mid', label: 'Mid' },
  { value: 'bid', label: 'Best bid' },
  { value: 'ask', label: 'Best ask' },
  { value: 'last', label: 'Last trade' },
];
const directions: { value: Direction; label: string }[] = [
  { value: 'above', label: 'At or above' },
  { value: 'below', label: 'At or below' },
];
const orderEvents: { value: OrderEvent; label: string }[] = [
  { value: 'fill', label: 'Fills' },
  { value: 'cancel', label: 'Is cancelled' },
  { value: 'any', label: 'Fills or is cancelled' },
];
const rearms: { value: RearmMode; label: string }[] = [
  { value: 'once', label: 'Once, then done' },
  { value: 'every', label: 'Every crossing' },
  { value: 'cooldown', label: 'Every crossing, with a cool-down' },
];

/** "Alert when…": a condition on the market (or the account's orders) and its re-arm rule. */
export function AlertFormDialog({
  request,
  onClose,
}: {
  request: AlertFormRequest;
  onClose: () => void;
}) {
  const { market } = request;
  const [form, setForm] = useState<AlertForm>(() =>
    initialAlertForm(market, request.outcomeIndex, request.price),
  );
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateAlert();
  // Errors show once a first Create was refused, then follow the typing.
  const errors = submitted ? alertFormErrors(form, market) : {};
  const update = (change: Partial<AlertForm>) => {
    setForm((current) => ({ ...current, ...change }));
    if (create.isError) create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const built = buildNewAlert(form, market);
    if (!built.ok) return;
    // The first alert is when the browser may ask: from this click, not on its own.
    askNotificationAccess();
    create.mutate(built.value, {
      onSuccess: (alert) => {
        notify({ kind: 'success', title: 'Alert armed', detail: alert.title });
        onClose();
      },
    });
  };

  const text = (
    field: AlertFormField,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> & { suffix?: ReactNode } = {},
  ) => (
    <Input
      label={label}
      value={form[field] as string}
      error={errors[field]}
      spellCheck={false}
      autoComplete="off"
      onChange={(event) => update({ [field]: event.target.value })}
      data-testid={fieldId(field)}
      {...extra}
    />
  );
  const kinds = ALERT_KINDS.filter((kind) => market || !kind.needsMarket);
  const onToken = ['price', 'move', 'spread', 'pnl'].includes(form.kind);
  const outcomes = market?.outcomes ?? [];

  return (
    <Dialog
      title="Alert when…"
      onClose={onClose}
      testId={alertTestIds.form}
      width={520}
      footer={
        <>
          {create.isError && <span className="field-error">{create.error.message}</span>}
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="alert-form"
            variant="primary"
            busy={create.isPending}
            data-testid={alertTestIds.submit}
          >
            Create alert
          </Button>
        </>
      }
    >
      <form id="alert-form" className="alerts-form" onSubmit={submit} noValidate>
        <div className="alerts-form-subject truncate" title={market?.question}>
          {market ? market.question : 'Your orders (open a market to alert on its prices)'}
        </div>
        <div className="alerts-form-grid">
          <Select<AlertKind>
            label="Condition"
            value={form.kind}
            options={kinds}
            onChange={(kind) => update({ kind })}
            data-testid={fieldId('kind')}
          />
          {onToken && outcomes.length > 1 ? (
            <Select
              label="Outcome"
              value={String(form.outcomeIndex)}
              options={outcomes.map((outcome, index) => ({
                value: String(index),
                label: outcome.label,
              }))}
              onChange={(index) => update({ outcomeIndex: Number(index) })}
              data-testid={fieldId('outcomeIndex')}
            />
          ) : (
            <span />
          )}
          {(form.kind === 'price' || form.kind === 'move') && (
            <Select<PriceSource>
              label="Watch"
              value={form.source}
              options={sources}
              onChange={(source) => update({ source })}
              data-testid={fieldId('source')}
            />
          )}
          {(form.kind === 'price' || form.kind === 'pnl') && (
            <Select<Direction>
              label="When it is"
              value={form.direction}
              options={directions}
              onChange={(direction) => update({ direction })}
              data-testid={fieldId('direction')}
            />
          )}
          {form.kind === 'price' &&
            text(
              'price',
              request.price === null ? 'Price' : `Price (now ${formatPrice(request.price)})`,
              {
                suffix: '¢',
                inputMode: 'decimal',
                autoFocus: true,
              },
            )}
          {form.kind === 'move' && (
            <>
              {text('percent', 'Moves by', { suffix: '%', inputMode: 'decimal' })}
              {text('windowMinutes', 'Within', { suffix: 'min', inputMode: 'numeric' })}
            </>
          )}
          {form.kind === 'spread' &&
            text('spreadTicks', 'Spread wider than', { suffix: 'ticks', inputMode: 'numeric' })}
          {form.kind === 'volume' &&
            text('volumeAbove', '24 h volume above', { suffix: 'USDC', inputMode: 'decimal' })}
          {form.kind === 'pnl' &&
            text('pnlLevel', 'PnL (negative for a loss)', { suffix: 'USDC', inputMode: 'decimal' })}
          {form.kind === 'order' && (
            <>
              <Select<OrderEvent>
                label="When an order"
                value={form.orderEvent}
                options={orderEvents}
                onChange={(orderEvent) => update({ orderEvent })}
                data-testid={fieldId('orderEvent')}
              />
              {text('orderId', 'Order id', {
                placeholder: 'any of your orders',
                className: 'mono',
              })}
            </>
          )}
          {form.kind === 'market' && (
            <span className="dim alerts-form-wide">
              Fires once when the market closes or resolves, and says to what.
            </span>
          )}
          <Select<RearmMode>
            label="Then"
            value={form.rearm}
            options={rearms}
            onChange={(rearm) => update({ rearm })}
            data-testid={fieldId('rearm')}
          />
          {form.rearm === 'cooldown' ? (
            text('cooldownMinutes', 'Cool-down', { suffix: 'min', inputMode: 'numeric' })
          ) : (
            <span />
          )}
          <div className="alerts-form-wide">{text('note', 'Note (optional)')}</div>
        </div>
        {errors.kind && <span className="field-error">{errors.kind}</span>}
        <p className="dim alerts-form-hint">
          An alert fires once per crossing: “every crossing” waits for the condition to stop holding
          before it can fire again.
        </p>
      </form>
    </Dialog>
  );
}
