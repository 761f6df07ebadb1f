import { useState } from 'react';
import { Button } from '../../../components/button.js';

interface ConfirmActionProps {
  label: string;
  /** What the second click does, asked beside it: "Revoke “bot” and cancel its orders?" */
  question: string;
  confirmLabel: string;
  busy: boolean;
  disabled?: boolean;
  title?: string;
  /** Runs on the second click; `done` puts the button back. */
  onConfirm: (done: () => void) => void;
  testId: string;
  confirmTestId: string;
}

/** A dangerous action in two clicks: the button, then its confirmation beside a question. */
export function ConfirmAction(props: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        size="sm"
        variant="danger"
        disabled={props.disabled}
        title={props.title}
        onClick={() => setAsking(true)}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
    );
  }
  return (
    <span className="confirm-inline" role="alertdialog" aria-label={props.question}>
      <span className="confirm-question">{props.question}</span>
      <Button
        size="sm"
        variant="danger"
        busy={props.busy}
        onClick={() => props.onConfirm(() => setAsking(false))}
        data-testid={props.confirmTestId}
      >
        {props.confirmLabel}
      </Button>
      {/* Focus on the way out: Enter after the first click keeps everything as it is. */}
      <Button size="sm" variant="ghost" autoFocus onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  );
}
