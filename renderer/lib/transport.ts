import type {
  MethodName,
  Methods,
  OutputOf,
  ParamsOf,
  RpcChannel,
  ServiceError,
} from '../../server/contract/index.js';

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A failed call: the contract's error code and the service's message. */
export interface CallError {
  code: ServiceError['code'];
  message: string;
}

/**
 * The renderer's only way to the service: the RPC of server/contract over a WebSocket in web
 * mode, over a MessagePort in the desktop app. Calls reject with a CallError.
 */
export interface Transport {
  call<M extends MethodName>(
    method: M,
    params: ParamsOf<Methods[M]>,
  ): Promise<OutputOf<Methods[M]>>;
  /**
   * Opens a stream; returns the function that closes it. Survives reconnects. `onError` hears
   * the service refusing it (the stream is then not open until subscribed again).
   */
  subscribe(
    channel: RpcChannel,
    params: unknown,
    onData: (data: unknown) => void,
    onError?: (error: CallError) => void,
  ): () => void;
  state(): ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
}
