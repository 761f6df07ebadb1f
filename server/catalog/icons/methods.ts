import type { HandlerGroup } from '../../contract/index.js';
import type { RemoteIcons } from './remote-icons.js';

/** The renderer's remote icons, through the service (remote-icons.ts). */
export function createRemoteIconHandlers(icons: RemoteIcons): HandlerGroup<'assets.remoteIcon'> {
  return { 'assets.remoteIcon': async ({ url }) => ({ dataUrl: await icons.dataUrl(url) }) };
}
