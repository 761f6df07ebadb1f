import type { ConnectionState } from '../../lib/transport.js';
import { createReconnectWatch } from '../portfolio/index.js';

/** The part of the Transport a restart is watched on. */
interface StateSource {
  state(): ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
}

/**
 * Calls `onBack` once, when the channel to the service drops and opens again after a restart
 * the renderer asked for (a change of mode). Returns the function that stops watching.
 */
export function whenServiceBack(transport: StateSource, onBack: () => void): () => void {
  const reopened = createReconnectWatch(transport.state());
  const stop = transport.onState((state) => {
    if (!reopened(state)) return;
    stop();
    onBack();
  });
  return stop;
}
