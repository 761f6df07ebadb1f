import { Input } from '../../../components/input.js';
import { testIds } from '../../../lib/test-ids.js';

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
