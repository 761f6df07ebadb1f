// The service's process in the desktop app (dist/electron/service.js): started by the main
// process with utilityProcess.fork, or by a Node fork with an IPC channel in the tests. It
// waits for `start`, runs the service, serves each port a `connect` carries, and on `stop`
// closes the service (every commit finished) before it exits.
import {
  defaultConfig,
  startDesktopService,
  STORAGE_FAILED_EXIT,
  withSavedMode,
  type DesktopService,
} from '../../server/host/index.js';
import { parentPortLink, processIpcLink, type HostLink, type ParentPortLike } from './host-link.js';
import { HostMessage, readMessage, type StartConfig } from './protocol.js';

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

function openLink(): HostLink {
  const parentPort = (process as { parentPort?: ParentPortLike }).parentPort;
  return parentPort ? parentPortLink(parentPort) : processIpcLink(process);
}

function run(link: HostLink): void {
  let starting: Promise<DesktopService | null> | null = null;
  let stopping = false;

  const start = (config: StartConfig) => {
    const defaults = defaultConfig();
    const serviceConfig = {
      ...defaults,
      dataDir: config.dataDir,
      host: config.http?.host ?? defaults.host,
      port: config.http?.port ?? 0,
      http: config.http !== null,
      demo: config.demo,
      logLevel: config.logLevel,
      restart: () => link.post({ type: 'restart' }),
      // Ended loudly while it can still say why; the host restarts it with its backoff.
      onStorageFailure: (reason: string) => {
        process.stderr.write(`service stopping: ${reason}\n`);
        process.exit(STORAGE_FAILED_EXIT);
      },
    };
    // The mode the terminal's settings saved; a change of it asks the host for a restart.
    starting = Promise.resolve()
      .then(() => startDesktopService(withSavedMode(serviceConfig)))
      .then(
        (service) => {
          link.post({ type: 'ready', apiUrl: service.apiUrl, pid: process.pid });
          return service;
        },
        (error: unknown) => {
          process.stderr.write(`service failed to start: ${describe(error)}\n`);
          link.post({ type: 'start-failed', message: describe(error) });
          process.exitCode = 1;
          return null;
        },
      );
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const service = await starting;
    await service?.close();
    link.post({ type: 'stopped' });
    process.exit(0);
  };

  link.onMessage((raw, port) => {
    const message = readMessage(HostMessage, raw);
    if (!message) {
      process.stderr.write('service: dropped a malformed message from the host\n');
      port?.close();
      return;
    }
    if (message.type === 'start') {
      if (!starting) start(message.config);
      return;
    }
    if (message.type === 'stop') {
      void stop();
      return;
    }
    void (starting ?? Promise.resolve(null)).then((service) => {
      if (message.type === 'connect') {
        if (service && port && !stopping) service.connectRenderer(port);
        else port?.close();
        return;
      }
      if (message.type === 'icon') {
        const answer = (svg: string | null) =>
          link.post({ type: 'icon-answer', requestId: message.requestId, svg });
        if (!service) return answer(null);
        service.icon(message.file).then(answer, () => answer(null));
        return;
      }
      if (!service) {
        link.post({ type: 'unlocked', requestId: message.requestId, error: 'not running' });
        return;
      }
      service.unlock(message.accountId, message.passphrase).then(
        () => link.post({ type: 'unlocked', requestId: message.requestId, error: null }),
        (error: unknown) =>
          link.post({ type: 'unlocked', requestId: message.requestId, error: describe(error) }),
      );
    });
  });
  // Orphaned (the host died without a stop): finish the commits and go.
  link.onHostGone(() => void stop());
}

run(openLink());
