import type { InputOf, MethodName, Methods, OutputOf } from './methods/index.js';

/** Who is calling, as the dispatcher established it before the handler runs. */
export interface CallContext {
  /** The rate-limit key: the client's address over HTTP, `renderer` on the renderer's channel. */
  client: string;
  /** The verified API key of an `l2` method (EIP-55 owner and key); null otherwise. */
  caller: { address: string; apiKey: string } | null;
  /** True on the renderer's own channel (web mode's token-guarded socket, the desktop's port). */
  session: boolean;
  /** The wallet that signed the request of an `l1` method (EIP-55, nonce "0" if absent). */
  wallet?: { address: string; nonce: string };
  /** The grant whose token a `grant` method presented (server/grants). */
  grant?: { id: string };
}

/**
 * An answer already serialized as JSON (an order book kept as bytes until it changes): HTTP
 * writes the bytes as they are; `dispatch` decodes them for transports that frame values.
 */
export class EncodedJson<T> {
  /** Carries the decoded type only; never set. */
  declare readonly value?: T;

  constructor(readonly bytes: Uint8Array) {}

  decode(): T {
    return JSON.parse(new TextDecoder().decode(this.bytes)) as T;
  }
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

/** The verified API key of an `l2` method (the dispatcher set it before the handler ran). */
export function apiKeyOf(context: CallContext): NonNullable<CallContext['caller']> {
  if (!context.caller) throw new Error('an l2 handler ran without a verified API key');
  return context.caller;
}

/** The grant of a `grant` method (the dispatcher verified its token before the handler ran). */
export function grantOf(context: CallContext): NonNullable<CallContext['grant']> {
  if (!context.grant) throw new Error('a grant handler ran without a verified grant');
  return context.grant;
}

/** The signing wallet of an `l1` method. */
export function walletOf(context: CallContext): NonNullable<CallContext['wallet']> {
  if (!context.wallet) throw new Error('an l1 handler ran without a verified wallet');
  return context.wallet;
}
