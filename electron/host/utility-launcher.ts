import type { MessagePortMain, UtilityProcess } from 'electron';
import type { ServiceLauncher } from './service-host.js';

export interface UtilityLauncherOptions {
  /** Electron's utilityProcess.fork. */
  fork: (
    modulePath: string,
    args: string[],
    options: { serviceName: string; stdio: 'pipe' },
  ) => UtilityProcess;
  /** The service entry (dist/electron/service.js). */
  entry: string;
  onOutput: (text: string) => void;
}

/** The service in Electron's utility process: ports are transferred with their message. */
export function utilityLauncher(options: UtilityLauncherOptions): ServiceLauncher<MessagePortMain> {
  return {
    launch() {
      const child = options.fork(options.entry, [], {
        serviceName: 'Marketdesk service',
        stdio: 'pipe',
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding('utf8');
        stream?.on('data', (text: string) => options.onOutput(text));
      }
      return {
        // Electron drops a message to a process that has exited (its PostMessage returns
        // once the service is disconnected), as node-launcher.ts does; the exit tells the host.
        post: (message, port) => child.postMessage(message, port ? [port] : []),
        onMessage: (listener) => void child.on('message', listener),
        onExit: (listener) => void child.on('exit', (code) => listener(code)),
        kill: () => void child.kill(),
      };
    },
  };
}
