import { ServiceError } from '../../contract/index.js';
import type { MirrorControl } from '../../mirror/index.js';
import type { HandlerGroup } from '../handler.js';

/** GET /sync/status in either mode; POST /sync where a catalog sync runs (mirror mode). */
export function createMirrorHandlers(
  control: MirrorControl,
): HandlerGroup<'mirror.status' | 'mirror.syncNow'> {
  return {
    'mirror.status': () => control.status(),
    'mirror.syncNow': ({ full }) => {
      if (!control.syncNow) {
        throw new ServiceError('unavailable', 'the catalog sync runs in mirror mode only');
      }
      return control.syncNow(full ?? false);
    },
  };
}
