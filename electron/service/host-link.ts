import type { FramePort } from '../../server/host/index.js';
import type { ServiceMessage } from './protocol.js';

/**
 * The service process's line to its host: messages in (with the port a `connect` carries),
 * messages out, and the host going away. Electron's utility process has `process.parentPort`;
 * a Node child forked with an IPC channel (the tests' stand-in) has `process.send`.
 */
export interface HostLink {
  onMessage(listener: (message: unknown, port: FramePort | null) => void): void;
  post(message: ServiceMessage): void;
  onHostGone(listener: () => void): void;
}

/** The part of Electron's MessagePortMain a renderer connection uses. */
interface MainPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  postMessage(message: unknown): void;
  start(): void;
  close(): void;
}

/** The part of Electron's ParentPort (`process.parentPort` in a utility process) used here. */
export interface ParentPortLike {
  on(
    event: 'message',
    listener: (event: { data: unknown; ports: MainPortLike[] }) => void,
  ): unknown;
  postMessage(message: unknown): void;
}

/** Electron queues a port's messages until start(): it is started once a listener is on. */
function mainFramePort(port: MainPortLike): FramePort {
  return {
    send: (text) => port.postMessage(text),
    onFrame: (listener) => {
      port.on('message', (event) => listener(event.data));
      port.start();
    },
    onClose: (listener) => void port.on('close', listener),
    close: () => port.close(),
  };
}

/** In Electron's utility process: ports arrive transferred with their message. */
export function parentPortLink(parentPort: ParentPortLike): HostLink {
  return {
    onMessage(listener) {
      parentPort.on('message', (event) => {
        const [port] = event.ports;
        listener(event.data, port ? mainFramePort(port) : null);
      });
    },
    post: (message) => parentPort.postMessage(message),
    // The utility process ends with its parent; there is nothing to watch.
    onHostGone: () => undefined,
  };
}

/**
 * Frames of a port relayed over a Node IPC channel, which cannot transfer ports: the host
 * numbers each connection (`portId` on its `connect`) and wraps its frames in envelopes.
 */
export type RelayEnvelope =
  { type: 'port-frame'; portId: number; data: unknown } | { type: 'port-close'; portId: number };

const isEnvelope = (message: unknown): message is RelayEnvelope => {
  const type = (message as { type?: unknown } | null)?.type;
  return (
    (type === 'port-frame' || type === 'port-close') &&
    typeof (message as { portId?: unknown }).portId === 'number'
  );
};

interface RelayedPort {
  port: FramePort;
  frame(data: unknown): void;
  closed(): void;
}

/** Frames that arrive before a listener is on are queued, as a MessagePort queues them. */
function relayedPort(portId: number, send: (message: RelayEnvelope) => void): RelayedPort {
  const frameListeners: ((data: unknown) => void)[] = [];
  const queued: unknown[] = [];
  const closeListeners: (() => void)[] = [];
  let open = true;
  const closed = () => {
    if (!open) return;
    open = false;
    for (const listener of closeListeners) listener();
  };
  return {
    port: {
      send: (text) => {
        if (open) send({ type: 'port-frame', portId, data: text });
      },
      onFrame: (listener) => {
        frameListeners.push(listener);
        for (const data of queued.splice(0)) listener(data);
      },
      onClose: (listener) => void closeListeners.push(listener),
      close: () => {
        if (open) send({ type: 'port-close', portId });
        closed();
      },
    },
    frame: (data) => {
      if (!open) return;
      if (frameListeners.length === 0) queued.push(data);
      for (const listener of frameListeners) listener(data);
    },
    closed,
  };
}

/** The part of a forked Node process's `process` used here. */
export interface ProcessIpcLike {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  send?(message: unknown): boolean;
}

/** In a Node child process forked with an IPC channel (the tests' stand-in for the utility process). */
export function processIpcLink(child: ProcessIpcLike): HostLink {
  const send = (message: unknown) => void child.send?.(message);
  const ports = new Map<number, RelayedPort>();
  return {
    onMessage(listener) {
      child.on('message', (message) => {
        if (isEnvelope(message)) {
          const relayed = ports.get(message.portId);
          if (message.type === 'port-frame') relayed?.frame(message.data);
          else {
            ports.delete(message.portId);
            relayed?.closed();
          }
          return;
        }
        const portId = (message as { portId?: unknown } | null)?.portId;
        if (typeof portId !== 'number') return listener(message, null);
        const { portId: _portId, ...rest } = message as Record<string, unknown>;
        const relayed = relayedPort(portId, send);
        ports.set(portId, relayed);
        relayed.port.onClose(() => ports.delete(portId));
        listener(rest, relayed.port);
      });
    },
    post: send,
    onHostGone: (listener) => void child.on('disconnect', listener),
  };
}
