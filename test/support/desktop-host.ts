// The desktop app's service host with a Node child process standing in for Electron's utility
// process (electron/host/node-launcher.ts), over the bundled service entry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { ServiceState } from '../../server/contract/index.js';
import { nodeLauncher } from '../../electron/host/node-launcher.js';
import {
  createRestartPolicy,
  type RestartPolicyOptions,
} from '../../electron/host/restart-policy.js';
import { createServiceHost, type ServiceHost } from '../../electron/host/service-host.js';
import type { StartConfig } from '../../electron/service/protocol.js';
import { attachableService } from '../../server/config/service-lock.js';
import type { IpcBridge, PortLike } from '../../renderer/lib/ipc-transport.js';

/** Built by the global setup (test/support/build-server.ts). */
export const SERVICE_ENTRY = 'dist/electron/service.js';
const UTILITY_PROCESS_SHIM = new URL('./utility-process-shim.mjs', import.meta.url).href;

export interface TestHost {
  host: ServiceHost<MessagePort>;
  dataDir: string;
  states: ServiceState[];
  logs: string[];
  /** Settings the next start reads. */
  config: StartConfig;
  /** The pid the latest ready reported. */
  pid(): number;
  waitFor(state: ServiceState['state'], timeoutMs?: number): Promise<ServiceState>;
  /** The renderer's side of the shell: ports from host.connect(), down when not running. */
  bridge: IpcBridge;
  close(): Promise<void>;
}

export function startTestHost(
  options: {
    http?: boolean;
    policy?: RestartPolicyOptions;
    dataDir?: string;
    /** Attach to a service already holding the data dir, as the app does. */
    attach?: boolean;
    /** Another service entry than the checkout's bundle (a staged or packaged one). */
    entry?: string;
    env?: NodeJS.ProcessEnv;
    /** Run the entry as Electron's utility process runs it (see utility-process-shim.mjs). */
    asUtilityProcess?: boolean;
  } = {},
): TestHost {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marketdesk-desktop-'));
  const states: ServiceState[] = [];
  const logs: string[] = [];
  const config: StartConfig = {
    dataDir,
    http: options.http === false ? null : { host: '127.0.0.1', port: 0 },
    demo: false,
    logLevel: 'warn',
  };
  const host = createServiceHost({
    launcher: nodeLauncher({
      entry: options.entry ?? SERVICE_ENTRY,
      ...(options.env ? { env: options.env } : {}),
      ...(options.asUtilityProcess ? { execArgv: ['--import', UTILITY_PROCESS_SHIM] } : {}),
      onOutput: (text) => logs.push(text),
    }),
    createChannel: () => {
      const { port1, port2 } = new MessageChannel();
      return { service: port1, renderer: port2 };
    },
    startConfig: () => config,
    policy: createRestartPolicy({ baseDelayMs: 50, ...options.policy }),
    logFile: join(dataDir, 'logs', 'main.log'),
    log: (line) => logs.push(line),
    startTimeoutMs: 60_000,
    stopTimeoutMs: 10_000,
    ...(options.attach ? { findRunning: () => attachableService(dataDir), attachPollMs: 100 } : {}),
  });
  const waiters: {
    state: string;
    resolve: (state: ServiceState) => void;
    reject: (error: Error) => void;
  }[] = [];
  host.onState((state) => {
    states.push(state);
    for (const waiter of waiters.splice(0)) {
      if (waiter.state === state.state) waiter.resolve(state);
      // The host gave up: no other state follows.
      else if (state.state === 'failed') waiter.reject(new Error(`failed: ${logs.join('')}`));
      else waiters.push(waiter);
    }
  });
  const waitFor = (state: ServiceState['state'], timeoutMs = 60_000) =>
    host.state().state === state
      ? Promise.resolve(host.state())
      : new Promise<ServiceState>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no ${state} within ${timeoutMs} ms: ${logs.join('')}`)),
            timeoutMs,
          );
          waiters.push({
            state,
            resolve: (reached) => {
              clearTimeout(timer);
              resolve(reached);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
        });
  const bridge: IpcBridge = {
    connect: () =>
      void host.connect().then(
        (port) => {
          const take = portWaiters.shift();
          if (take) take(port as unknown as PortLike);
          else port.close();
        },
        () => undefined,
      ),
    onPort(listener) {
      portWaiters.push(listener);
      return () => {
        const index = portWaiters.indexOf(listener);
        if (index >= 0) portWaiters.splice(index, 1);
      };
    },
    onServiceDown: (listener) =>
      host.onState((state) => {
        if (state.state !== 'running') listener();
      }),
  };
  const portWaiters: ((port: PortLike) => void)[] = [];
  host.start();
  return {
    host,
    dataDir,
    states,
    logs,
    config,
    pid() {
      const matches = [...logs.join('\n').matchAll(/service ready \(pid (\d+)/g)];
      return Number(matches.at(-1)?.[1]);
    },
    waitFor,
    bridge,
    async close() {
      await host.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
