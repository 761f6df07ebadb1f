import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from '../service-error.js';

/**
 * Who may call a method, checked by the dispatcher (server/rpc) whatever the transport:
 * - `public`: anyone who reaches a transport;
 * - `l1`: a wallet's ClobAuth signature in the HTTP request's headers (creating and deriving
 *   API credentials); HTTP only;
 * - `l2`: a script's API key, verified from the L2 HMAC of the HTTP request; HTTP only;
 * - `session`: the renderer's own channel (the per-launch token of web mode, the desktop's
 *   MessagePort), acting for the vault's current account. Never offered on the scripts' HTTP API.
 * - `operator`: the local venue's operator (loopback client with the admin token); HTTP only.
 */
export type MethodAuth = 'public' | 'l1' | 'l2' | 'session' | 'operator';

export interface MethodSpec<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  /** Dotted, stable name: `catalog.markets`, `vault.unlock`, `terminal.placeOrder`. */
  readonly name: string;
  readonly summary: string;
  readonly input: I;
  readonly output: O;
  readonly auth: MethodAuth;
  /** Rate-limit scopes the call counts against (server/limits), per client. */
  readonly limits: readonly string[];
  /** The error codes a caller should expect besides `internal`. */
  readonly errors: readonly ErrorCode[];
}

/** Declares a method; the literal name is kept in the type so tables can be indexed by it. */
export const defineMethod = <const N extends string, I extends TSchema, O extends TSchema>(
  spec: MethodSpec<I, O> & { readonly name: N },
): MethodSpec<I, O> & { readonly name: N } => spec;

/** The input a method's handler receives, after validation. */
export type InputOf<M> = M extends MethodSpec<infer I, TSchema> ? Static<I> : never;
/** The output a method's handler resolves to. */
export type OutputOf<M> = M extends MethodSpec<TSchema, infer O> ? Static<O> : never;

type DefaultableKeys<T> = {
  [K in keyof T]-?: T[K] extends number | boolean | undefined ? K : never;
}[keyof T];

/**
 * What a caller passes: the input with its number and boolean fields optional, since the
 * dispatcher fills in the schema's defaults (limit, offset, page, ...) before validating.
 * TypeBox does not carry `default` in its static types, so this is a type-level approximation;
 * the dispatcher's validation is what enforces a required number.
 */
export type ParamsOf<M> =
  InputOf<M> extends readonly unknown[]
    ? InputOf<M>
    : InputOf<M> extends object
      ? Omit<InputOf<M>, DefaultableKeys<InputOf<M>>> &
          Partial<Pick<InputOf<M>, DefaultableKeys<InputOf<M>>>>
      : InputOf<M>;
