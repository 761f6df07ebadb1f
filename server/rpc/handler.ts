import type { InputOf, MethodName, Methods, OutputOf } from '../contract/index.js';
import type { ApiKeyIdentity, WalletIdentity } from '../auth/index.js';
import type { EncodedJson } from './encoded-json.js';

/** Who is calling, as the dispatcher established it before the handler runs. */
export interface CallContext {
  /** The rate-limit key: the client's address over HTTP, `renderer` on the renderer's channel. */
  client: string;
  /** The verified API key of an `l2` method; null otherwise. */
  caller: ApiKeyIdentity | null;
  /** True on the renderer's own channel (web mode's token-guarded socket, the desktop's port). */
  session: boolean;
  /** The wallet that signed the request of an `l1` method; absent otherwise. */
  wallet?: WalletIdentity;
}

/** A method's implementation: validated input in, the contract's output out (or a ServiceError). */
export type Handler<N extends MethodName> = (
  input: InputOf<Methods[N]>,
  context: CallContext,
) => OutputOf<Methods[N]> | Promise<OutputOf<Methods[N]>>;

/** A read that may answer bytes it keeps serialized already instead of the value. */
export type EncodingHandler<N extends MethodName> = (
  input: InputOf<Methods[N]>,
  context: CallContext,
) =>
  | OutputOf<Methods[N]>
  | EncodedJson<OutputOf<Methods[N]>>
  | Promise<OutputOf<Methods[N]> | EncodedJson<OutputOf<Methods[N]>>>;

/** Implementations of some methods; the composition root merges them into the full table. */
export type HandlerGroup<N extends MethodName> = { [K in N]: Handler<K> };

/** Implementations of which some answer pre-serialized JSON. */
export type EncodingHandlerGroup<N extends MethodName> = { [K in N]: EncodingHandler<K> };

/** What the dispatcher serves: any group, plain or encoding, merged. */
export type DispatchTable = Partial<EncodingHandlerGroup<MethodName>>;
