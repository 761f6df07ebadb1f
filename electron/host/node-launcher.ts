import { fork } from 'node:child_process';
import type { MessagePort } from 'node:worker_threads';
import type { RelayEnvelope } from '../service/host-link.js';
import type { ServiceLauncher, ServiceProcess } from './service-host.js';

export interface NodeLauncherOptions {
  /** The service entry (dist/electron/service.js). */
  entry: string;
  env?: NodeJS.ProcessEnv;
  /** Node's own options for the child (a module to --import first). */
  execArgv?: string[];
  /** The service's stdout and stderr, as they come. */
  onOutput?: (text: string) => void;
}

const isEnvelope = (message: unknown): message is RelayEnvelope => {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'port-frame' || type === 'port-close';
};

/**
 * The service in a Node child process with an IPC channel: the stand-in for Electron's utility
 * process where there is no Electron (the tests). An IPC channel cannot transfer a MessagePort,
 * so each port handed over is relayed: its frames travel as envelopes numbered per connection.
 */
export function nodeLauncher(options: NodeLauncherOptions): ServiceLauncher<MessagePort> {
  return {
    launch(): ServiceProcess<MessagePort> {
      const child = fork(options.entry, [], {
        env: options.env ?? process.env,
        ...(options.execArgv ? { execArgv: options.execArgv } : {}),
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
        serialization: 'json',
      });
      const relayed = new Map<number, MessagePort>();
      let nextPortId = 1;
      // A child that died before this process saw its channel close still reads as connected,
      // and a write to it fails with EPIPE: an error event nothing would catch. Its exit tells
      // the host; the message is dropped.
      const send = (message: unknown) => {
        if (child.connected) child.send(message as object, () => undefined);
      };
      for (const stream of [child.stdout, child.stderr]) {
        stream?.setEncoding('utf8');
        stream?.on('data', (text: string) => options.onOutput?.(text));
      }
      child.on('message', (message) => {
        if (!isEnvelope(message)) return;
        const port = relayed.get(message.portId);
        if (message.type === 'port-frame') port?.postMessage(message.data);
        else {
          relayed.delete(message.portId);
          port?.close();
        }
      });
      child.on('exit', () => {
        for (const port of relayed.values()) port.close();
        relayed.clear();
      });
      return {
        post(message, port) {
          if (!port) return send(message);
          const portId = nextPortId++;
          relayed.set(portId, port);
          port.on('message', (data: unknown) => send({ type: 'port-frame', portId, data }));
          port.on('close', () => {
            if (relayed.delete(portId)) send({ type: 'port-close', portId });
          });
          send({ ...message, portId });
        },
        onMessage(listener) {
          child.on('message', (message) => {
            if (!isEnvelope(message)) listener(message);
          });
        },
        onExit(listener) {
          child.on('exit', (code) => listener(code));
        },
        kill() {
          child.kill('SIGKILL');
        },
      };
    },
  };
}
