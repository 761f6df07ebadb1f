import { useState, type FormEvent } from 'react';
import type { ConditionalOrder } from '../../../../server/contract/index.js';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { useUpdateConditional } from '../api/alerts.js';
import {
  buildConditionalUpdate,
  changesSomething,
  editOf,
  type ConditionalEdit,
  type ConditionalEditField,
} from '../conditional-edit.js';

const fieldId = (field: ConditionalEditField) => `${alertTestIds.conditionalField}-${field}`;

/** An armed order's size, trigger (or trail) and worst price, changed in place. */
export function ConditionalEditRow({
  order,
  onDone,
}: {
  order: ConditionalOrder;
  onDone: () => void;
}) {
  const [edit, setEdit] = useState<ConditionalEdit>(() => editOf(order));
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateConditional();
  const built = buildConditionalUpdate(order, edit);
  const errors = submitted && !built.ok ? built.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!built.ok) return;
    if (!changesSomething(built.value)) return onDone();
    update.mutate(built.value, { onSuccess: onDone });
  };
  const field = (name: ConditionalEditField, label: string, suffix: string) => (
    <Input
      label={label}
      value={edit[name]}
      error={errors[name]}
      suffix={suffix}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => {
        setEdit((current) => ({ ...current, [name]: event.target.value }));
        if (update.isError) update.reset();
      }}
      data-testid={fieldId(name)}
    />
  );

  return (
    <form className="alerts-edit" onSubmit={submit} noValidate aria-label="Edit the order">
      {field('size', 'Shares', 'shares')}
      {order.kind === 'trailing-stop'
        ? field('trailTicks', 'Trail', 'ticks')
        : field('triggerPrice', 'Trigger', '¢')}
      {field('worstPrice', 'Worst price', '¢')}
      <Button
        type="submit"
        size="sm"
        variant="primary"
        busy={update.isPending}
        data-testid={alertTestIds.conditionalSave}
      >
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Close
      </Button>
      {update.isError && <span className="field-error">{update.error.message}</span>}
    </form>
  );
}
