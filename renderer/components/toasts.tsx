import { dismissToast, useUi } from '../stores/ui-store.js';
import { testIds } from '../lib/test-ids.js';

/** The notices of `notify()`, stacked at the bottom right. */
export function Toasts() {
  const toasts = useUi((ui) => ui.toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          data-testid={testIds.toast}
          data-kind={toast.kind}
        >
          <div className="toast-text">
            <div className="toast-title">{toast.title}</div>
            {toast.detail && <div className="toast-detail">{toast.detail}</div>}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
