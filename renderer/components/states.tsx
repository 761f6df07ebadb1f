import type { ReactNode } from 'react';
import type { CallError } from '../lib/transport.js';
import { Button } from './button.js';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <div className="state-title">{title}</div>
      {children !== undefined && <div className="state-detail">{children}</div>}
    </div>
  );
}

/** A failed load: what went wrong and a retry button. */
export function ErrorState({
  title = 'Could not load',
  error,
  onRetry,
}: {
  title?: string;
  error: CallError | null | undefined;
  onRetry?: () => void;
}) {
  return (
    <div className="state state-error" role="alert">
      <div className="state-title">{title}</div>
      {error && <div className="state-detail">{error.message || error.code}</div>}
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
