import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { testIds } from '../../../lib/test-ids.js';
import {
  fieldsOf,
  parseSettingsFields,
  type SettingsField,
  type SettingsFields,
} from '../settings-form.js';
import {
  defaultLadderSettings,
  updateLadderSettings,
  type LadderSettings,
} from '../trading-settings.js';

/** The five default sizes and the guards every one-click and hotkey order passes. */
export function GuardsForm({
  settings,
  onClose,
}: {
  settings: LadderSettings;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<SettingsFields>(() => fieldsOf(settings));
  const [errors, setErrors] = useState<ReadonlyMap<SettingsField, string>>(new Map());
  const set = (patch: Partial<SettingsFields>) => setFields((state) => ({ ...state, ...patch }));
  const field = (name: SettingsField, label: string, value: string, suffix: string) => (
    <Input
      key={name}
      label={label}
      suffix={suffix}
      inputMode="decimal"
      className="num"
      value={value}
      error={errors.get(name)}
      data-testid={`${testIds.ladderGuard}-${name}`}
      onChange={(event) => {
        const text = event.target.value;
        if (name.startsWith('preset')) {
          const index = Number(name.slice('preset'.length)) - 1;
          set({ presets: fields.presets.map((old, at) => (at === index ? text : old)) });
        } else set({ [name]: text });
      }}
    />
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSettingsFields(fields, settings.presetIndex);
    if (!parsed.ok) return setErrors(parsed.errors);
    updateLadderSettings(parsed.settings);
    onClose();
  };
  return (
    <form
      className="lt-guards"
      onSubmit={save}
      onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), onClose())}
      data-testid={testIds.ladderGuardsForm}
      noValidate
    >
      <div className="lt-guards-title">Default sizes (keys 1–5)</div>
      <div className="lt-guards-presets">
        {fields.presets.map((text, index) =>
          field(`preset${index + 1}`, `${index + 1}`, text, 'sh'),
        )}
      </div>
      <div className="lt-guards-title">Guards for one-click and hotkey orders</div>
      <div className="lt-guards-limits">
        {field('maxSize', 'Max size per order', fields.maxSize, 'shares')}
        {field('maxNotional', 'Max notional per order', fields.maxNotional, 'USD')}
        {field('band', 'Price band through the book', fields.band, 'ticks')}
      </div>
      <div className="lt-guards-actions">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setFields(fieldsOf(defaultLadderSettings))}
        >
          Defaults
        </Button>
        <Button size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" type="submit" data-testid={testIds.ladderGuardsSave}>
          Save
        </Button>
      </div>
    </form>
  );
}
