import { testIds } from '../../../lib/test-ids.js';
import { useServiceState } from '../use-desktop.js';
import '../desktop.css';

/**
 * The desktop app's word on its service: while it restarts after a crash the terminal says it
 * is reconnecting (and resumes by itself); once the shell gave up, the error and its log.
 */
export function ServiceBanner() {
  const state = useServiceState();
  if (state?.state === 'restarting') {
    return (
      <div className="service-banner" role="status" data-testid={testIds.serviceBanner}>
        <span className="spinner" aria-hidden="true" /> The service stopped; reconnecting…
        <span className="dim">{state.reason}</span>
      </div>
    );
  }
  if (state?.state === 'failed') {
    return (
      <div
        className="service-banner service-banner-failed"
        role="alert"
        data-testid={testIds.serviceBanner}
      >
        <strong>The service keeps stopping and was not restarted.</strong>
        <span>{state.reason}</span>
        <span>
          Its log: <code className="mono">{state.logFile}</code> (Help › Open Logs Folder). Quit and
          open Marketdesk again to retry.
        </span>
      </div>
    );
  }
  return null;
}
