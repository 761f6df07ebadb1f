import type { MouseEvent } from 'react';
import { Button } from '../../../components/button.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { requestProtect, type ProtectRequest } from '../alerts-store.js';

/** A position row's "Protect…": arms a stop-loss, take-profit, trailing stop or bracket on it. */
export function ProtectButton({ position }: { position: ProtectRequest }) {
  const onClick = (event: MouseEvent) => {
    // The row around it opens its market on a click: this click is its own.
    event.stopPropagation();
    requestProtect(position);
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={`Protect ${position.outcome} · ${position.title}`}
      onClick={onClick}
      data-testid={alertTestIds.protect}
    >
      Protect…
    </Button>
  );
}
