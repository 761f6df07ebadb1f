import type { InputOf, MethodName, Methods, OutputOf } from '../contract/index.js';
import type { ApiKeyIdentity } from '../auth/index.js';

/** Who is calling, as the dispatcher established it before the handler runs. */
export interface CallContext {
  /** The rate-limit key: the client's address over HTTP, `renderer` on the renderer's channel. */
  client: string;
  /** The verified API key of an `l2` method; null otherwise. */
  caller: ApiKeyIdentity | null;
  /** True on the renderer's own channel (web mode's token-guarded socket, the desktop's port). */
  session: boolean;
}

/** A method's implementation: validated input in, the contract's output out (or a ServiceError). */
export type Handler<N extends MethodName> = (
  input: InputOf<Methods[N]>,
  context: CallContext,
) => OutputOf<Methods[N]> | Promise<OutputOf<Methods[N]>>;

/** Implementations of some methods; the composition root merges them into the full table. */
export type HandlerGroup<N extends MethodName> = { [K in N]: Handler<K> };

/** One implementation for every method of the contract. */
export type HandlerTable = HandlerGroup<MethodName>;
