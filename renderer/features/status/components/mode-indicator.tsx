import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RpcOutput } from '../../../lib/queries.js';
import { testIds } from '../../../lib/test-ids.js';
import { setUpstreamOnline } from '../../../lib/upstream-state.js';
import { useMirrorStatus } from '../api/mirror-status.js';
import { syncProgress, upstreamView } from '../mirror-view.js';
import { createUpstreamBackWatch, refetchFailed } from '../upstream-back.js';

/** In mirror mode: once the upstream answers again, what failed meanwhile is fetched again. */
function useRefetchWhenUpstreamBack(online: boolean | null | undefined) {
  const client = useQueryClient();
  const [cameBack] = useState(createUpstreamBackWatch);
  useEffect(() => {
    if (cameBack(online)) void refetchFailed(client);
  }, [online, cameBack, client]);
}

/**
 * The service's mode and, in mirror mode, whether the upstream answers and how a running sync
 * is getting on (a thin bar, indeterminate while the phase's total is unknown).
 */
export function ModeIndicator({ service }: { service: RpcOutput<'service.status'> | undefined }) {
  const mirror = useMirrorStatus();
  useRefetchWhenUpstreamBack(mirror.data?.online);
  const online = mirror.data?.mode === 'mirror' ? mirror.data.online : null;
  useEffect(() => setUpstreamOnline(online), [online]);
  const mode = mirror.data?.mode ?? service?.mode;
  if (!mode) return null;
  const upstream = upstreamView(mirror.data);
  const progress = syncProgress(mirror.data);
  return (
    <>
      <span className="status-item dim" data-testid={testIds.serviceMode} data-mode={mode}>
        {mode === 'local-venue' ? 'Local venue' : 'Mirror'}
        {service && ` · v${service.version}`}
      </span>
      {upstream && (
        <span
          className={`status-item status-upstream ${upstream.tone}`}
          data-testid={testIds.upstreamState}
          data-online={upstream.word === 'Online'}
          title={upstream.title}
        >
          <span className="status-dot" aria-hidden="true" />
          {upstream.word}
        </span>
      )}
      {progress && (
        <span
          className="status-item status-sync"
          data-testid={testIds.syncProgress}
          role="progressbar"
          aria-label="Catalog sync"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={
            progress.fraction === null ? undefined : Math.round(progress.fraction * 100)
          }
        >
          <span className="num">{progress.label}</span>
          <span className="status-sync-track" aria-hidden="true">
            <span
              className={`status-sync-fill ${progress.fraction === null ? 'is-indeterminate' : ''}`}
              style={
                progress.fraction === null ? undefined : { width: `${progress.fraction * 100}%` }
              }
            />
          </span>
        </span>
      )}
    </>
  );
}
