import type {
  ErrorCode,
  MethodName,
  Methods,
  OutputOf,
  ParamsOf,
  RpcChannel,
  RpcClientFrame,
  RpcServerFrame,
} from '../../server/contract/index.js';
import type { CallError, ConnectionState, Transport } from './transport.js';

/** The part of the browser's WebSocket the transport uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface WsTransportOptions {
  /** Full socket URL, token included: `ws://host/rpc?token=...`. */
  url: string;
  createSocket?: (url: string) => SocketLike;
  callTimeoutMs?: number;
  /** First reconnect delay; doubles per failed attempt up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * Attempts after which a socket that never opened is given up: the service refuses the token
   * (a reload after a restart keeps the old one) or is not there. Then the transport closes and
   * calls `onNeverOpened`.
   */
  maxAttemptsBeforeOpen?: number;
  onNeverOpened?: () => void;
}

export interface WsTransport extends Transport {
  /** Closes the socket for good: pending calls fail, no reconnect. */
  close(): void;
}

const SOCKET_OPEN = 1;

interface PendingCall {
  resolve: (value: unknown) => void;
  reject: (error: CallError) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Subscription {
  channel: RpcChannel;
  params: unknown;
  onData: (data: unknown) => void;
  onError?: (error: CallError) => void;
}

const callError = (code: ErrorCode, message: string): CallError => ({ code, message });

/**
 * The Transport over the web mode's WebSocket: calls and subscriptions share one socket;
 * it reconnects with exponential backoff and re-opens every live subscription (under a new
 * id) once the socket is back. Calls in flight when the socket drops fail as `unavailable`;
 * calls made while it is down wait for it, bounded by the same per-call timeout.
 */
export function createWsTransport(options: WsTransportOptions): WsTransport {
  const createSocket =
    options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const callTimeoutMs = options.callTimeoutMs ?? 15_000;
  const minBackoffMs = options.minBackoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const maxAttemptsBeforeOpen = options.maxAttemptsBeforeOpen ?? 5;

  let socket: SocketLike | null = null;
  let state: ConnectionState = 'connecting';
  let closedForGood = false;
  let attempt = 0;
  let everOpened = false;
  let failedBeforeOpen = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let nextId = 1;
  const pending = new Map<number, PendingCall>();
  const queued = new Map<number, string>();
  /** Keyed by a stable local handle; `wireIds` maps the current socket's ids to it. */
  const subscriptions = new Map<number, Subscription>();
  const wireIdOf = new Map<number, number>();
  const handleOfWire = new Map<number, number>();
  const stateListeners = new Set<(state: ConnectionState) => void>();

  const setState = (next: ConnectionState) => {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const send = (frame: RpcClientFrame) => {
    socket?.send(JSON.stringify(frame));
  };

  const openSubscription = (handle: number, subscription: Subscription) => {
    const id = nextId++;
    wireIdOf.set(handle, id);
    handleOfWire.set(id, handle);
    send({ id, subscribe: subscription.channel, params: subscription.params });
  };

  const failPending = (error: CallError) => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      queued.delete(id);
      call.reject(error);
    }
    pending.clear();
  };

  const onFrame = (raw: unknown) => {
    if (typeof raw !== 'string') return;
    let frame: RpcServerFrame;
    try {
      frame = JSON.parse(raw) as RpcServerFrame;
    } catch {
      return;
    }
    if ('sub' in frame) {
      const handle = handleOfWire.get(frame.sub);
      const subscription = handle === undefined ? undefined : subscriptions.get(handle);
      subscription?.onData(frame.data);
      return;
    }
    const call = pending.get(frame.id);
    if (call) {
      pending.delete(frame.id);
      clearTimeout(call.timer);
      if ('error' in frame) call.reject(callError(frame.error.code, frame.error.message));
      else call.resolve(frame.result);
      return;
    }
    // An error answering a subscribe: the stream is not open; drop its wire id.
    if ('error' in frame && handleOfWire.has(frame.id)) {
      const handle = handleOfWire.get(frame.id)!;
      handleOfWire.delete(frame.id);
      wireIdOf.delete(handle);
      const error = callError(frame.error.code, frame.error.message);
      const onError = subscriptions.get(handle)?.onError;
      if (onError) onError(error);
      else console.warn(`subscription refused: ${error.code} ${error.message}`);
    }
  };

  const scheduleReconnect = () => {
    if (closedForGood || reconnectTimer) return;
    const delay = Math.min(maxBackoffMs, minBackoffMs * 2 ** attempt);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      everOpened = true;
      setState('open');
      for (const [, frame] of queued) current.send(frame);
      queued.clear();
      wireIdOf.clear();
      handleOfWire.clear();
      for (const [handle, subscription] of subscriptions) openSubscription(handle, subscription);
    };
    current.onmessage = (event) => {
      if (socket === current) onFrame(event.data);
    };
    current.onerror = () => {
      // The close event follows; reconnecting is handled there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      failPending(callError('unavailable', 'connection to the service lost'));
      if (closedForGood) {
        setState('closed');
        return;
      }
      if (!everOpened && ++failedBeforeOpen >= maxAttemptsBeforeOpen) {
        closedForGood = true;
        setState('closed');
        options.onNeverOpened?.();
        return;
      }
      setState('reconnecting');
      scheduleReconnect();
    };
  };

  connect();

  return {
    call<M extends MethodName>(method: M, params: ParamsOf<Methods[M]>) {
      if (closedForGood) {
        return Promise.reject(callError('unavailable', 'the transport is closed'));
      }
      const id = nextId++;
      return new Promise<OutputOf<Methods[M]>>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          queued.delete(id);
          reject(callError('unavailable', `${method} timed out`));
        }, callTimeoutMs);
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
        const frame = JSON.stringify({ id, method, params } satisfies RpcClientFrame);
        if (socket && socket.readyState === SOCKET_OPEN) socket.send(frame);
        else queued.set(id, frame);
      });
    },

    subscribe(channel, params, onData, onError) {
      const handle = nextId++;
      const subscription: Subscription = { channel, params, onData, onError };
      subscriptions.set(handle, subscription);
      if (socket && socket.readyState === SOCKET_OPEN) openSubscription(handle, subscription);
      return () => {
        if (!subscriptions.delete(handle)) return;
        const wireId = wireIdOf.get(handle);
        wireIdOf.delete(handle);
        if (wireId === undefined) return;
        handleOfWire.delete(wireId);
        if (socket && socket.readyState === SOCKET_OPEN) send({ unsubscribe: wireId });
      };
    },

    state: () => state,

    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },

    close() {
      closedForGood = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      failPending(callError('unavailable', 'the transport is closed'));
      const current = socket;
      socket = null;
      current?.close();
      setState('closed');
    },
  };
}
