import { useState } from 'react';
import { Input } from '../../../components/input.js';
import { testIds } from '../../../lib/test-ids.js';
import { newPassphraseProblem } from '../passphrase-check.js';

/** A new passphrase typed twice. */
export function PassphraseFields({
  passphrase,
  repeated,
  onChange,
  problem,
  label = 'Passphrase',
}: {
  passphrase: string;
  repeated: string;
  onChange: (passphrase: string, repeated: string) => void;
  problem: string | null;
  label?: string;
}) {
  return (
    <>
      <Input
        label={label}
        type="password"
        autoComplete="new-password"
        value={passphrase}
        data-testid={testIds.vaultCreatePassphrase}
        onChange={(event) => onChange(event.target.value, repeated)}
      />
      <Input
        label="Repeat passphrase"
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => onChange(passphrase, event.target.value)}
        error={passphrase && repeated ? problem : null}
      />
    </>
  );
}

/** The state of a new passphrase typed twice: its value, what is wrong with it, its fields. */
export function useNewPassphrase() {
  const [passphrase, setPassphrase] = useState('');
  const [repeated, setRepeated] = useState('');
  const problem = newPassphraseProblem(passphrase, repeated);
  const fields = (
    <PassphraseFields
      passphrase={passphrase}
      repeated={repeated}
      problem={problem}
      onChange={(next, again) => {
        setPassphrase(next);
        setRepeated(again);
      }}
    />
  );
  return { passphrase, problem, fields };
}
