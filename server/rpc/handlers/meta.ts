import { renderIconSvg } from '../../catalog/index.js';
import type { HandlerGroup } from '../handler.js';

type MetaMethod = 'meta.root' | 'meta.ok' | 'meta.time' | 'meta.version' | 'assets.icon';

/** Health, time, protocol version and the icons the catalog draws itself. */
export function createMetaHandlers(): HandlerGroup<MetaMethod> {
  return {
    'meta.root': () => 'OK',
    'meta.ok': () => 'OK',
    'meta.time': () => Math.floor(Date.now() / 1000),
    'meta.version': () => ({ version: 2 }),
    'assets.icon': ({ file }) => renderIconSvg(file.slice(0, -'.svg'.length)),
  };
}
