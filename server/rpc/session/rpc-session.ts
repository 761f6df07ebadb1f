import {
  ServiceError,
  badParameter,
  type AccountEvent,
  type AlertNotice,
  type ErrorCode,
  type RpcChannel,
} from '../../contract/index.js';
import type { SubscribeAccount } from './account-events.js';
import { readClientFrame, type ClientFrame } from './client-frame.js';

/** Calls a method for the renderer's session (the dispatcher: validation, auth, durability). */
export type RpcDispatch = (method: string, params: unknown) => Promise<unknown>;

/**
 * The `market` channel: follows the assets and delivers each coalesced update as the JSON of
 * its messages joined by commas (a book snapshot of every asset first). Throws a ServiceError
 * for assets it cannot follow. Returns the function that stops it.
 */
export type SubscribeMarket = (
  assetIds: readonly string[],
  deliver: (messagesJson: string) => void,
) => () => void;

export interface RpcSessionDeps {
  dispatch: RpcDispatch;
  subscribeMarket: SubscribeMarket;
  subscribeAccount: SubscribeAccount;
  /** The `alerts` channel: every alert firing and conditional order change, coalesced. */
  subscribeAlerts?: (deliver: (notice: AlertNotice) => void) => () => void;
  /**
   * Writes one frame to the peer. The transport bounds what it queues: a peer far behind is
   * dropped (and the session closed) rather than buffered without end.
   */
  send: (text: string) => void;
  /** Reports a fault that is not a ServiceError; the peer only learns `internal`. */
  reportInternal?: (error: unknown, method: string) => void;
  maxSubscriptions?: number;
}

export interface RpcSession {
  /** One text frame from the peer. */
  receive(text: string): void;
  /** The peer is gone: stops every stream; answers still in flight are dropped. */
  close(): void;
}

const DEFAULT_MAX_SUBSCRIPTIONS = 64;

const errorFrame = (id: number, code: ErrorCode, message: string): string =>
  JSON.stringify({ id, error: { code, message } });

/**
 * The renderer's RPC over any message channel (web mode's socket, the desktop's port): calls
 * go to the dispatcher as the session, answers come back by id; subscriptions stream events
 * tagged with their id until unsubscribed or closed.
 */
export function createRpcSession(deps: RpcSessionDeps): RpcSession {
  const maxSubscriptions = deps.maxSubscriptions ?? DEFAULT_MAX_SUBSCRIPTIONS;
  const streams = new Map<number, () => void>();
  let open = true;

  const send = (text: string) => {
    if (open) deps.send(text);
  };

  const fail = (id: number, error: unknown, method: string) => {
    if (error instanceof ServiceError) return send(errorFrame(id, error.code, error.message));
    deps.reportInternal?.(error, method);
    send(errorFrame(id, 'internal', 'internal error'));
  };

  const call = async (id: number, method: string, params: unknown) => {
    try {
      const result = await deps.dispatch(method, params ?? {});
      send(JSON.stringify({ id, result: result ?? null }));
    } catch (error) {
      fail(id, error, method);
    }
  };

  /** Starts a stream; `emit` takes the JSON of one event's data. */
  const start = (channel: RpcChannel, params: unknown, emit: (data: string) => void) => {
    if (channel === 'account') {
      return deps.subscribeAccount((event: AccountEvent) => emit(JSON.stringify(event)));
    }
    if (channel === 'alerts') {
      if (!deps.subscribeAlerts) throw new ServiceError('unavailable', 'no alerts here');
      return deps.subscribeAlerts((notice) => emit(JSON.stringify(notice)));
    }
    const assets = (params as { assets_ids?: unknown } | undefined)?.assets_ids;
    if (!Array.isArray(assets) || assets.length === 0) {
      throw badParameter('assets_ids', 'must be a non-empty array of token ids');
    }
    if (!assets.every((asset) => typeof asset === 'string')) {
      throw badParameter('assets_ids', 'must hold token ids as strings');
    }
    return deps.subscribeMarket(assets, (messages) => emit(`[${messages}]`));
  };

  const subscribe = (id: number, channel: RpcChannel, params: unknown) => {
    if (streams.has(id)) return send(errorFrame(id, 'invalid_input', `id ${id} is in use`));
    if (streams.size >= maxSubscriptions) {
      return send(errorFrame(id, 'too_large', `at most ${maxSubscriptions} subscriptions`));
    }
    // Events delivered while the stream starts (the book snapshots) follow its answer.
    const early: string[] = [];
    let starting = true;
    const emit = (data: string) => {
      const text = `{"sub":${id},"data":${data}}`;
      if (starting) early.push(text);
      else send(text);
    };
    try {
      streams.set(id, start(channel, params, emit));
    } catch (error) {
      return fail(id, error, `subscribe ${channel}`);
    } finally {
      starting = false;
    }
    send(JSON.stringify({ id, result: { subscribed: channel } }));
    for (const text of early) send(text);
  };

  const handle = (frame: ClientFrame) => {
    if (frame.kind === 'call') void call(frame.id, frame.method, frame.params);
    else if (frame.kind === 'subscribe') subscribe(frame.id, frame.channel, frame.params);
    else {
      const stop = streams.get(frame.id);
      streams.delete(frame.id);
      stop?.();
    }
  };

  return {
    receive(text) {
      if (!open) return;
      const frame = readClientFrame(text);
      if (frame.kind === 'bad') return send(errorFrame(frame.id, 'invalid_input', frame.problem));
      handle(frame);
    },
    close() {
      if (!open) return;
      open = false;
      for (const stop of streams.values()) stop();
      streams.clear();
    },
  };
}
