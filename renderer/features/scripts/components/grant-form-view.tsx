import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { Select } from '../../../components/select.js';
import type { RpcOutput } from '../../../lib/queries.js';
import { testIds } from '../../../lib/test-ids.js';
import { shortAddress } from '../../accounts/index.js';
import { useCreateGrant } from '../api/grants.js';
import {
  buildNewGrant,
  EXPIRY_PRESETS,
  grantFormErrors,
  initialGrantForm,
  ORDER_TYPES,
  SIDES,
  toggled,
  type GrantForm,
  type GrantFormField,
  type GrantMode,
  type GrantScope,
} from '../grant-form.js';
import { MODE_LABELS } from '../grant-usage.js';

type VaultAccount = RpcOutput<'vault.status'>['accounts'][number];
export type CreatedGrant = RpcOutput<'grants.create'>;

const fieldId = (field: GrantFormField) => `${testIds.grantField}-${field}`;

const scopes = [
  { value: 'all' as const, label: 'All markets' },
  { value: 'markets' as const, label: 'Listed markets' },
  { value: 'event' as const, label: "One event's markets" },
];
const modes = (Object.keys(MODE_LABELS) as GrantMode[]).map((value) => ({
  value,
  label: MODE_LABELS[value],
}));
const expiries = EXPIRY_PRESETS.map(({ value, label }) => ({ value, label }));

interface GrantFormViewProps {
  accounts: readonly VaultAccount[];
  defaultAccountId: string;
  activeNames: readonly string[];
  onCreated: (created: CreatedGrant) => void;
  onCancel: () => void;
}

/** A new grant: who it trades for, until when, where, and within what. */
export function GrantFormView(props: GrantFormViewProps) {
  const [form, setForm] = useState<GrantForm>(() => initialGrantForm(props.defaultAccountId));
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateGrant();
  // Errors show once a first Create was refused, then follow the typing.
  const errors = submitted ? grantFormErrors(form, props.activeNames) : {};
  const invalid = Object.keys(errors).length > 0;

  const update = (change: Partial<GrantForm>) => {
    setForm((current) => ({ ...current, ...change }));
    if (create.isError) create.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = buildNewGrant(form, { now: Date.now(), activeNames: props.activeNames });
    if (!result.ok) return;
    create.mutate(result.grant, { onSuccess: props.onCreated });
  };

  const text = (field: GrantFormField, label: string, extra: Partial<TextProps> = {}) => (
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
  const limit = (field: GrantFormField, label: string, suffix: string) =>
    text(field, label, {
      suffix,
      placeholder: 'no limit',
      inputMode: 'decimal',
      className: 'mono',
    });

  return (
    <form className="grant-form" onSubmit={submit} noValidate data-testid={testIds.grantForm}>
      <div className="grant-form-grid">
        {text('name', 'Name (tags its orders)', { placeholder: 'e.g. mm-bot', autoFocus: true })}
        <Select
          label="Account"
          value={form.accountId}
          options={props.accounts.map((account) => ({
            value: account.id,
            label: `${account.name} · ${shortAddress(account.address)}`,
          }))}
          onChange={(accountId) => update({ accountId })}
          data-testid={fieldId('accountId')}
        />
        <Select
          label="Expires in"
          value={form.expiry}
          options={expiries}
          onChange={(expiry) => update({ expiry })}
          data-testid={fieldId('expiry')}
        />
        <Select<GrantMode>
          label="Mode"
          value={form.mode}
          options={modes}
          onChange={(mode) => update({ mode })}
          data-testid={fieldId('mode')}
        />
        <Select<GrantScope>
          label="Markets"
          value={form.scope}
          options={scopes}
          onChange={(scope) => update({ scope })}
          data-testid={fieldId('scope')}
        />
        <div className="grant-form-wide">
          {form.scope === 'markets' && (
            <label className="field">
              <span className="field-label">Condition ids (spaces, commas or lines between)</span>
              <textarea
                className={`grant-ids mono ${errors.marketIds ? 'input-invalid' : ''}`}
                rows={2}
                spellCheck={false}
                value={form.marketIds}
                placeholder="0x…"
                onChange={(event) => update({ marketIds: event.target.value })}
                aria-invalid={errors.marketIds ? true : undefined}
                data-testid={fieldId('marketIds')}
              />
              {errors.marketIds && <span className="field-error">{errors.marketIds}</span>}
            </label>
          )}
          {form.scope === 'event' &&
            text('eventSlug', "Event slug (or the event page's URL)", {
              placeholder: 'e.g. fed-decision-in-june',
              className: 'mono',
            })}
          {form.scope === 'all' && (
            <span className="dim grant-form-hint">
              Any market of the venue, open or not yet listed.
            </span>
          )}
        </div>
        <Choices label="Sides" error={errors.sides}>
          {SIDES.map((side) => (
            <Check
              key={side}
              label={side}
              checked={form.sides.includes(side)}
              onChange={(on) => update({ sides: toggled(form.sides, side, on) })}
            />
          ))}
        </Choices>
        <Choices label="Order types" error={errors.orderTypes}>
          {ORDER_TYPES.map((type) => (
            <Check
              key={type}
              label={type}
              checked={form.orderTypes.includes(type)}
              onChange={(on) => update({ orderTypes: toggled(form.orderTypes, type, on) })}
            />
          ))}
        </Choices>
        {text('bandTicks', 'Band from best bid/ask', {
          suffix: 'ticks',
          placeholder: 'no band',
          inputMode: 'numeric',
          className: 'mono',
        })}
        {text('ordersPerMinute', 'Orders per minute', {
          suffix: '/ min',
          inputMode: 'numeric',
          className: 'mono',
        })}
        {limit('maxOrderSize', 'Max size per order', 'shares')}
        {limit('maxOrderNotional', 'Max notional per order', 'USDC')}
        {limit('maxOpenNotional', 'Max open notional', 'USDC')}
        {limit('maxDailyNotional', 'Max notional per UTC day', 'USDC')}
      </div>
      <div className="grant-form-actions">
        <Button
          type="submit"
          variant="primary"
          busy={create.isPending}
          data-testid={testIds.grantSubmit}
        >
          Create grant
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        {invalid && <span className="field-error">Fix the fields marked above.</span>}
        {create.error && (
          <span className="field-error" role="alert" data-testid={testIds.grantFormError}>
            Not created: {create.error.message || create.error.code}
          </span>
        )}
      </div>
    </form>
  );
}

type TextProps = Parameters<typeof Input>[0];

function Choices({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field" role="group" aria-label={label}>
      <span className="field-label">{label}</span>
      <span className="grant-checks">{children}</span>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}
