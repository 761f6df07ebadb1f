/**
 * Shown when the page was opened without the per-launch token (web mode's only key), or with
 * the token of an earlier launch that the service no longer accepts (`stale`).
 */
export function MissingToken({ stale = false }: { stale?: boolean }) {
  return (
    <div className="state">
      <div className="state-title">
        {stale ? 'This link does not open a session' : 'Marketdesk needs its access link'}
      </div>
      <div className="state-detail">
        {stale &&
          'The service refused it or is not running: each start of the service makes a new link. '}
        Open the address printed by <code>npm start</code>: it ends in <code>#token=…</code>, the
        key to this session.
      </div>
    </div>
  );
}
