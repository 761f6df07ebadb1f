import type { MethodName, RpcChannel } from '../../../../../server/contract/index.js';
import type { RpcOutput, RpcParams } from '../../../../../renderer/lib/queries.js';
import type {
  CallError,
  ConnectionState,
  Transport,
} from '../../../../../renderer/lib/transport.js';

/** An answer of a method: a value, or a function of the params (it may throw a CallError). */
export type Answer<M extends MethodName> =
  RpcOutput<M> | ((params: RpcParams<M>) => RpcOutput<M> | Promise<RpcOutput<M>>);

export type Answers = { [M in MethodName]?: Answer<M> };

export interface RecordedCall {
  method: MethodName;
  params: unknown;
}

export interface Stream {
  channel: RpcChannel;
  params: unknown;
  onData: (data: unknown) => void;
  onError?: (error: CallError) => void;
  closed: boolean;
}

/** A call that fails the way the service fails it: a CallError with the contract's code. */
export const callError = (code: CallError['code'], message: string): CallError => ({
  code,
  message,
});

/**
 * An in-memory Transport: each RPC method answers from `answers` (a method without an answer
 * fails with `not_found`, as an unknown route would), every call and stream is recorded, and
 * the test pushes stream data and connection states itself.
 */
export function createFakeTransport(initial: Answers = {}) {
  const answers = new Map<string, unknown>(Object.entries(initial));
  const calls: RecordedCall[] = [];
  const streams: Stream[] = [];
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'open';

  const transport: Transport = {
    call<M extends MethodName>(method: M, params: RpcParams<M>): Promise<RpcOutput<M>> {
      calls.push({ method, params });
      const answer: unknown = answers.get(method);
      if (answer === undefined) {
        return Promise.reject(callError('not_found', `no answer for ${method}`));
      }
      try {
        const value =
          typeof answer === 'function'
            ? (answer as (params: RpcParams<M>) => RpcOutput<M> | Promise<RpcOutput<M>>)(params)
            : (answer as RpcOutput<M>);
        // A copy, as a wire answer is: the component can never share the test's objects.
        return Promise.resolve(value).then((resolved) => structuredClone(resolved));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    subscribe(channel, params, onData, onError) {
      const stream: Stream = { channel, params, onData, onError, closed: false };
      streams.push(stream);
      return () => {
        stream.closed = true;
      };
    },
    state: () => state,
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };

  return {
    transport,
    calls,
    streams,
    /** Sets (or replaces) what a method answers from now on. */
    answer<M extends MethodName>(method: M, answer: Answer<M>): void {
      answers.set(method, answer);
    },
    /** The params of every call of `method`, in order. */
    callsOf<M extends MethodName>(method: M): RpcParams<M>[] {
      return calls.filter((call) => call.method === method).map((call) => call.params as never);
    },
    /** The open streams of a channel. */
    open(channel: RpcChannel): Stream[] {
      return streams.filter((stream) => stream.channel === channel && !stream.closed);
    },
    /** Sends `data` to every open stream of `channel`, as the service would. */
    push(channel: RpcChannel, data: unknown): void {
      for (const stream of streams)
        if (stream.channel === channel && !stream.closed) stream.onData(data);
    },
    setState(next: ConnectionState): void {
      state = next;
      for (const listener of stateListeners) listener(next);
    },
  };
}

export type FakeTransport = ReturnType<typeof createFakeTransport>;
