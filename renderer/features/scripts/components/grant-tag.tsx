import { testIds } from '../../../lib/test-ids.js';
import './grant-tag.css';

/** The name of the grant (a script) that placed an order or fill. */
export function GrantTag({ name }: { name: string }) {
  return (
    <span
      className="grant-tag"
      title={`Placed by the script grant “${name}”`}
      data-testid={testIds.grantTag}
    >
      {name}
    </span>
  );
}
