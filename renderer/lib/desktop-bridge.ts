import type { DesktopApi } from '../../server/contract/index.js';
import type { IpcBridge, PortLike } from './ipc-transport.js';

/** The desktop shell's API (its preload's `window.marketdesk`), or null in web mode. */
export function desktopApi(): DesktopApi | null {
  // Attached to another service, the window shows that service's web mode over http: the
  // shell's IPC answers only the app's own pages, so the page is a plain web-mode terminal.
  if (window.location.protocol !== 'marketdesk:') return null;
  return (window as { marketdesk?: DesktopApi }).marketdesk ?? null;
}

/**
 * Ports to the service, as the preload posts them to this window; each goes to the oldest
 * connection waiting for one. Only this window's own messages count: another frame cannot
 * hand the terminal a port.
 */
export function desktopBridge(api: DesktopApi): IpcBridge {
  const waiting: ((port: PortLike) => void)[] = [];
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window || event.data !== api.portMessage) return;
    const [port] = event.ports;
    if (!port) return;
    const take = waiting.shift();
    if (take) take(port);
    else port.close();
  });
  return {
    connect: () => api.connect(),
    onPort(listener) {
      waiting.push(listener);
      return () => {
        const index = waiting.indexOf(listener);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    onServiceDown: (listener) =>
      api.onServiceState((state) => {
        if (state.state !== 'running') listener();
      }),
  };
}
