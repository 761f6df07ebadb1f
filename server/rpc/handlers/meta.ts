import { renderIconSvg } from '../../catalog/index.js';
import type { HandlerGroup } from '../../contract/index.js';

type MetaMethod =
  | 'meta.root'
  | 'meta.ok'
  | 'meta.time'
  | 'meta.version'
  | 'publicdata.health'
  | 'catalog.status'
  | 'assets.icon';

/** Health, time, protocol version and the icons the catalog draws itself. */
export function createMetaHandlers(): HandlerGroup<MetaMethod> {
  return {
    'meta.root': () => 'OK',
    'meta.ok': () => 'OK',
    'publicdata.health': () => ({ data: 'OK' }),
    'catalog.status': () => 'OK',
    'meta.time': () => Math.floor(Date.now() / 1000),
    'meta.version': () => ({ version: 2 }),
    'assets.icon': ({ file }) => renderIconSvg(file.slice(0, -'.svg'.length)),
  };
}
