import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Input } from '../../../components/input.js';
import { Select } from '../../../components/select.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { formatAveragePrice, formatShares } from '../../../lib/format.js';
import { toCallError, useRpcQuery } from '../../../lib/queries.js';
import { notify } from '../../../stores/ui-store.js';
import type { ProtectRequest } from '../alerts-store.js';
import { useCreateConditional } from '../api/alerts.js';
import {
  buildConditionalOrders,
  editProtectForm,
  initialProtectForm,
  type ProtectField,
  type ProtectForm,
  type ProtectKind,
  type ProtectedPosition,
  type TriggerSource,
} from '../protect-form.js';
import { LimitsNote } from './limits-note.js';

const fieldId = (field: ProtectField) => `${alertTestIds.protectField}-${field}`;

const kinds: { value: ProtectKind; label: string }[] = [
  { value: 'stop-loss', label: 'Stop-loss' },
  { value: 'take-profit', label: 'Take-profit' },
  { value: 'trailing-stop', label: 'Trailing stop' },
  { value: 'bracket', label: 'Bracket (both, OCO)' },
];
const triggers: { value: TriggerSource; label: string }[] = [
  { value: 'bid', label: 'Best bid' },
  { value: 'mid', label: 'Mid' },
  { value: 'last', label: 'Last trade' },
];

/** "Protect…" on a position: the market's tick is read first, then the form shows. */
export function ProtectDialog({
  request,
  initialKind,
  onClose,
}: {
  request: ProtectRequest;
  initialKind: ProtectKind;
  onClose: () => void;
}) {
  const market = useRpcQuery('catalog.market', { id: request.conditionId }, { staleTime: 60_000 });
  return (
    <Dialog
      title="Protect a position"
      onClose={onClose}
      testId={alertTestIds.protectForm}
      width={560}
    >
      {market.isPending ? (
        <Loading label="Reading the market's tick…" />
      ) : market.isError ? (
        <ErrorState title="Could not read the market" error={market.error} />
      ) : (
        <ProtectFormView
          position={{ ...request, tickSize: market.data.orderPriceMinTickSize || 0.01 }}
          initialKind={initialKind}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ProtectFormView({
  position,
  initialKind,
  onClose,
}: {
  position: ProtectedPosition;
  initialKind: ProtectKind;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ProtectForm>(() => initialProtectForm(position, initialKind));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateConditional();
  const built = buildConditionalOrders(form, position);
  const errors = submitted && !built.ok ? built.errors : {};

  const update = (field: ProtectField, value: string) => {
    setForm((current) => editProtectForm(current, field, value, position));
    setFailure(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!built.ok) return;
    const [first, second] = built.value;
    let armed: { id: number } | null = null;
    try {
      armed = await create.mutateAsync(first!);
      if (second) await create.mutateAsync({ ...second, ocoWith: armed.id });
      notify({
        kind: 'success',
        title: 'Armed',
        detail: `${position.outcome} · ${position.title}`,
      });
      onClose();
    } catch (error) {
      const message = toCallError(error).message;
      if (!armed) return setFailure(message);
      // Half a bracket still protects: it stays armed, and the trader is told.
      notify({
        kind: 'warning',
        title: 'Only the stop-loss is armed',
        detail: `The take-profit was refused: ${message}`,
      });
      onClose();
    }
  };

  const text = (
    field: ProtectField,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> & { suffix?: ReactNode } = {},
  ) => (
    <Input
      label={label}
      value={form[field]}
      error={errors[field]}
      autoComplete="off"
      inputMode="decimal"
      onChange={(event) => update(field, event.target.value)}
      data-testid={fieldId(field)}
      {...extra}
    />
  );
  const legs = {
    stop: form.kind === 'stop-loss' || form.kind === 'bracket',
    take: form.kind === 'take-profit' || form.kind === 'bracket',
    trail: form.kind === 'trailing-stop',
  };

  return (
    <form className="alerts-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="alerts-form-subject truncate" title={position.title}>
        {position.outcome} · {position.title}
      </div>
      <div className="dim">
        {formatShares(position.size)} shares held, marked at {formatAveragePrice(position.mark)}.
        When the trigger is reached the terminal sells fill-and-kill, no lower than the worst price.
      </div>
      <div className="alerts-kinds" role="group" aria-label="Kind">
        {kinds.map((kind) => (
          <Button
            key={kind.value}
            size="sm"
            aria-pressed={form.kind === kind.value}
            onClick={() => setForm((current) => ({ ...current, kind: kind.value }))}
            data-testid={`${fieldId('kind')}-${kind.value}`}
          >
            {kind.label}
          </Button>
        ))}
      </div>
      <div className="alerts-form-grid">
        {text('size', 'Shares to sell', { suffix: 'shares' })}
        <Select<TriggerSource>
          label="Trigger on"
          value={form.trigger}
          options={triggers}
          onChange={(trigger) => update('trigger', trigger)}
          data-testid={fieldId('trigger')}
        />
        {legs.stop && (
          <>
            {text('stopPrice', 'Stop-loss at or below', { suffix: '¢', autoFocus: true })}
            {text('stopWorst', 'Stop-loss worst price', { suffix: '¢' })}
          </>
        )}
        {legs.take && (
          <>
            {text('takePrice', 'Take-profit at or above', { suffix: '¢' })}
            {text('takeWorst', 'Take-profit worst price', { suffix: '¢' })}
          </>
        )}
        {legs.trail && (
          <>
            {text('trailTicks', 'Trail below the peak', { suffix: 'ticks', inputMode: 'numeric' })}
            {text('trailWorst', 'Worst price', { suffix: '¢' })}
          </>
        )}
      </div>
      {form.kind === 'bracket' && (
        <p className="dim">One cancels the other: when either fires, the other is cancelled.</p>
      )}
      <LimitsNote />
      <div className="alerts-form-actions">
        {failure && <span className="field-error">{failure}</span>}
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={create.isPending}
          data-testid={alertTestIds.protectSubmit}
        >
          Arm
        </Button>
      </div>
    </form>
  );
}
