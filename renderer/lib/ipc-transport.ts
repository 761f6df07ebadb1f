import { createWsTransport, type SocketLike, type WsTransport } from './ws-transport.js';

/** The part of a MessagePort the transport uses (the DOM's in the app, Node's in the tests). */
export interface PortLike {
  postMessage(data: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start(): void;
  close(): void;
}

/** What the desktop shell offers the transport (through the preload). */
export interface IpcBridge {
  /** Asks the shell for a port to the service; it comes to `onPort` once the service is up. */
  connect(): void;
  /** Hands each port to one listener waiting then (the oldest); one nobody waits for is closed. */
  onPort(listener: (port: PortLike) => void): () => void;
  /** The service went away (crashed, restarting, stopped): the port in use is dead. */
  onServiceDown(listener: () => void): () => void;
}

export interface IpcTransportOptions {
  bridge: IpcBridge;
  callTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/**
 * One connection over a port, in the shape of a WebSocket: connecting until the shell hands a
 * port over, open until the service goes down or the transport closes it.
 */
function portSocket(bridge: IpcBridge): SocketLike {
  let port: PortLike | null = null;
  const socket: SocketLike & { readyState: number } = {
    readyState: CONNECTING,
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
    send(data) {
      port?.postMessage(data);
    },
    close() {
      end();
    },
  };
  const end = () => {
    if (socket.readyState === CLOSED) return;
    socket.readyState = CLOSED;
    stopPorts();
    stopDown();
    port?.close();
    port = null;
    socket.onclose?.({});
  };
  const stopPorts = bridge.onPort((given) => {
    if (socket.readyState !== CONNECTING) return;
    stopPorts();
    port = given;
    given.addEventListener('message', (event) => {
      if (socket.readyState === OPEN) socket.onmessage?.({ data: event.data });
    });
    given.start();
    socket.readyState = OPEN;
    socket.onopen?.({});
  });
  const stopDown = bridge.onServiceDown(end);
  bridge.connect();
  return socket;
}

/**
 * The Transport of the desktop app: the same RPC frames as web mode, over a MessagePort the
 * shell hands over. It is the WebSocket transport's machinery (pending calls, subscriptions
 * re-opened after a reconnect, backoff) with a port in place of the socket; a crash of the
 * service closes the port and the transport waits, `reconnecting`, for the next one.
 */
export function createIpcTransport(options: IpcTransportOptions): WsTransport {
  return createWsTransport({
    url: 'ipc:',
    createSocket: () => portSocket(options.bridge),
    callTimeoutMs: options.callTimeoutMs,
    minBackoffMs: options.minBackoffMs,
    maxBackoffMs: options.maxBackoffMs,
    // A port that never comes means the service is down: the shell shows why, not the link.
    maxAttemptsBeforeOpen: Number.POSITIVE_INFINITY,
  });
}
