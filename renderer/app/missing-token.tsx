/** Shown when the page was opened without the per-launch token (web mode's only key). */
export function MissingToken() {
  return (
    <div className="state">
      <div className="state-title">Marketdesk needs its access link</div>
      <div className="state-detail">
        Open the address printed by <code>npm start</code>: it ends in <code>#token=…</code>, the
        key to this session.
      </div>
    </div>
  );
}
