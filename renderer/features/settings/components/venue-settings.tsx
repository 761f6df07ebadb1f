import { useState, type FormEvent } from 'react';
import type { ModeAnswer, SetModeAnswer, VenueMode } from '../../../../server/contract/index.js';
import { Button } from '../../../components/button.js';
import { Input } from '../../../components/input.js';
import { Select } from '../../../components/select.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { testIds } from '../../../lib/test-ids.js';
import { useModeSettings, useSetMode } from '../api/mode.js';
import {
  formChanged,
  initialForm,
  missingFields,
  problemErrors,
  setModeParams,
  SURFACES,
  surfaceLabels,
  withVenueUrls,
  type VenueErrors,
  type VenueForm,
} from '../venue-form.js';
import { MirrorSync } from './mirror-sync.js';

const modes = [
  { value: 'local-venue' as const, label: 'Local venue (paper trading)' },
  { value: 'mirror' as const, label: 'Mirror of an upstream' },
];

const describeMode = (settings: ModeAnswer['running']): string =>
  settings.mode === 'mirror' && settings.upstream
    ? `mirror of ${settings.upstream.clob}`
    : 'the local venue';

/** What runs now, and whether command-line flags chose it over the saved settings. */
function describeRunning({ running, saved }: ModeAnswer): string {
  const now = describeMode(running);
  return describeMode(saved) === now ? now : `${now}, chosen at start over the saved settings`;
}

/** What the last Validate or Apply said, under the buttons. */
function Outcome({ answer }: { answer: SetModeAnswer }) {
  let text = 'Refused: see the fields above.';
  let tone = 'down';
  if (answer.ok) {
    tone = 'up';
    if (!answer.saved) text = 'Every URL answers as it should.';
    else if (answer.restarting) text = 'Saved; the service restarts on it…';
    else text = 'Saved.';
  }
  return (
    <span className={`settings-note ${tone}`} data-testid={testIds.venueResult} role="status">
      {text}
    </span>
  );
}

function VenueFields({ mode }: { mode: ModeAnswer }) {
  const [form, setForm] = useState<VenueForm>(() => initialForm(mode));
  const [problems, setProblems] = useState<VenueErrors>({});
  const [answer, setAnswer] = useState<SetModeAnswer | null>(null);
  const [callError, setCallError] = useState<string | null>(null);
  const setMode = useSetMode();

  const update = (change: Partial<VenueForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setProblems({});
    setAnswer(null);
    setCallError(null);
  };
  const missing = missingFields(form);
  const errors: VenueErrors = { ...problems, ...missing };
  const incomplete = Object.keys(missing).length > 0;
  const changed = formChanged(form, mode.saved);

  const send = (validateOnly: boolean) => {
    if (incomplete) return;
    setCallError(null);
    setMode.mutate(setModeParams(form, validateOnly), {
      onSuccess: (result) => {
        setAnswer(result);
        setProblems(problemErrors(form, result.problems));
      },
      onError: (error) => setCallError(error.message),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) send(false);
  };

  const urlField = (field: 'all' | (typeof SURFACES)[number], label: string) => (
    <Input
      key={field}
      label={label}
      className="mono"
      spellCheck={false}
      autoComplete="off"
      placeholder="https://…"
      value={form[field]}
      error={errors[field]}
      onChange={(event) => update({ [field]: event.target.value })}
      data-testid={field === 'all' ? testIds.venueUrl : `${testIds.venueUrl}-${field}`}
    />
  );

  return (
    <form className="settings venue-settings" onSubmit={submit} data-testid={testIds.venueSettings}>
      <Select<VenueMode>
        label="Mode"
        value={form.mode}
        options={modes}
        onChange={(value) => update({ mode: value })}
        data-testid={testIds.venueMode}
      />
      <div className="settings-row">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.perSurface}
            onChange={(event) => update({ perSurface: event.target.checked })}
            data-testid={testIds.venuePerSurface}
          />
          A separate URL per surface
        </label>
        <Button size="sm" variant="ghost" onClick={() => update(withVenueUrls(form))}>
          Use the venue&apos;s URLs
        </Button>
      </div>
      {form.perSurface
        ? SURFACES.map((surface) => urlField(surface, `${surfaceLabels[surface]} URL`))
        : urlField('all', 'Upstream URL (every surface)')}
      <span className="dim settings-note">
        {form.mode === 'mirror'
          ? 'Each URL is called before it is saved. Trades go to the upstream with your accounts’ keys.'
          : 'Paper trading on the local venue; the URLs are kept for later.'}
      </span>
      <div className="settings-field">
        <Button
          onClick={() => send(true)}
          busy={setMode.isPending && setMode.variables?.validateOnly === true}
          disabled={incomplete || upstreamMissing(form)}
          data-testid={testIds.venueValidate}
        >
          Validate
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={setMode.isPending && setMode.variables?.validateOnly === false}
          disabled={!changed || incomplete}
          data-testid={testIds.venueApply}
        >
          Apply
        </Button>
        {answer && <Outcome answer={answer} />}
        {callError && <span className="settings-note down">{callError}</span>}
      </div>
      <span className="dim settings-note">
        Running now: {describeRunning(mode)}.{' '}
        {mode.restartable
          ? 'Applying a change of mode restarts the service; the terminal reconnects by itself.'
          : 'A change applies at the next start of the service.'}
      </span>
    </form>
  );
}

const upstreamMissing = (form: VenueForm): boolean =>
  setModeParams(form, true).upstream === undefined;

/** Settings' Venue section: local venue or mirror, the upstream's URLs, and the mirror's sync. */
export function VenueSettingsSection() {
  const mode = useModeSettings();
  return (
    <>
      <h3 className="settings-heading">Venue</h3>
      {mode.isPending && <Loading />}
      {mode.isError && <ErrorState error={mode.error} onRetry={() => void mode.refetch()} />}
      {mode.data && <VenueFields mode={mode.data} />}
      {mode.data?.running.mode === 'mirror' && <MirrorSync />}
    </>
  );
}
