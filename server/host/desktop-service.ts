import { attachHttp, createServices, type HttpTransport, type Services } from './compose.js';
import { httpEnabled, type ServiceConfig } from '../config/config.js';
import type { VaultStatus } from '../contract/index.js';
import { createRendererSessions } from './renderer-channel.js';

/**
 * One end of a message channel carrying the renderer's RPC frames (a MessagePort in the desktop
 * app), reduced to what a session needs so the service knows nothing of Electron.
 */
export interface FramePort {
  send(text: string): void;
  onFrame(listener: (data: unknown) => void): void;
  onClose(listener: () => void): void;
  close(): void;
}

/** The service as the desktop app runs it: the scripts' port optional, the renderer on ports. */
export interface DesktopService {
  services: Services;
  /** The scripts' HTTP API base URL, or null when the port is switched off. */
  apiUrl: string | null;
  /** Serves one renderer connection on the port until either side closes it. */
  connectRenderer(port: FramePort): void;
  /** Unlocks the vault's current account with a passphrase the app remembered for it. */
  unlock(accountId: string, passphrase: string): Promise<VaultStatus>;
  /** The SVG of a catalog icon (`<name>.svg`), as /assets/icons/ serves it in web mode. */
  icon(file: string): Promise<string>;
  /** Closes the renderer ports, the HTTP port and the services (every commit finished). */
  close(): Promise<void>;
}

/**
 * Starts the services, the scripts' HTTP port unless the config switches it off, and the
 * renderer sessions that MessagePorts are handed to. Frames that are not text are ignored, as
 * the web mode's socket ignores binary messages.
 */
export async function startDesktopService(config: ServiceConfig): Promise<DesktopService> {
  const services = await createServices(config);
  let http: HttpTransport | null = null;
  try {
    if (httpEnabled(config)) http = await attachHttp(services, config);
  } catch (error) {
    await services.close();
    throw error;
  }
  const sessions = createRendererSessions(services);
  const open = new Map<FramePort, { close(): void }>();
  return {
    services,
    apiUrl: http?.url ?? null,
    connectRenderer(port) {
      const session = sessions.open({ send: (text) => port.send(text) });
      open.set(port, session);
      port.onFrame((data) => {
        if (typeof data === 'string') session.receive(data);
      });
      port.onClose(() => {
        open.delete(port);
        session.close();
      });
    },
    async unlock(accountId, passphrase) {
      const status = await services.dispatcher.dispatch(
        'vault.unlock',
        { id: accountId, passphrase },
        { transport: 'session', client: 'renderer' },
      );
      return status as VaultStatus;
    },
    async icon(file) {
      const svg = await services.dispatcher.dispatch(
        'assets.icon',
        { file },
        { transport: 'session', client: 'renderer' },
      );
      return svg as string;
    },
    async close() {
      for (const [port, session] of open) {
        session.close();
        port.close();
      }
      open.clear();
      sessions.close();
      await http?.close();
      await services.close();
    },
  };
}
