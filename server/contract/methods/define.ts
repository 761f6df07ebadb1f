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
 * - `grant`: a script's grant token (`Authorization: Bearer`), acting within the grant's limits
 *   for its vault account (server/grants); HTTP only.
 * - `trader`: the trader's own data that is no account's (watchlists, alerts): `session` on the
 *   renderer's channel, and over HTTP a grant token of any mode.
 */
export type MethodAuth = 'public' | 'l1' | 'l2' | 'session' | 'operator' | 'grant' | 'trader';

/** The venue's three hosts, each mounted under its own prefix on the port (http/surfaces.ts). */
export type VenueSurface = 'catalog' | 'data' | 'clob';

/** A status a route answers besides 200, documented with the `{"error"}` body by default. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 429;

/**
 * How a method is served on the scripts' HTTP port; server/http/binding-routes.ts makes the
 * route, its wire schemas and its OpenAPI entry from it. The input's fields named by the
 * path's `:name` segments are path parameters; the others travel in the query string or the
 * JSON body (`fieldsIn`), and an array input is the whole body. The answer is the output.
 */
export interface HttpBinding {
  readonly verb: 'GET' | 'POST' | 'DELETE';
  /** The path at the combined root, with `:name` for each path parameter. */
  readonly path: string;
  /** Where the fields that are no path parameters travel; default: query for GET, else body. */
  readonly fieldsIn?: 'query' | 'body';
  /** The body may be left out; the method's defaults apply then. */
  readonly optionalBody?: boolean;
  readonly tags: readonly string[];
  /** The OpenAPI summary where it differs from the method's; null: the entry has none. */
  readonly summary?: string | null;
  readonly description?: string;
  /** The error statuses the OpenAPI entry lists. */
  readonly statuses?: readonly ErrorStatus[];
  /** The answer depends only on the URL and the catalog version (http/answer-replay.ts). */
  readonly catalogAnswer?: boolean;
  /** The surface whose mount also serves it; by default that of the method's family. */
  readonly surface?: VenueSurface | null;
  /** False: only under the surface's prefix, where the combined root has another route. */
  readonly atRoot?: boolean;
  /** Route constraints (http/order-book-form.ts): which form of a shared path this one is. */
  readonly constraints?: Readonly<Record<string, string>>;
  /** Left out of the OpenAPI document, where another route's entry has its path and verb. */
  readonly hidden?: boolean;
  /** A text answer: the output string goes out as it is, with this content type and headers. */
  readonly text?: {
    readonly contentType: string;
    readonly headers?: Readonly<Record<string, string>>;
  };
  /** Wire schemas named where the method's would change the document. */
  readonly wire?: {
    /** The documented answer; null: none. */
    readonly answer?: TSchema | null;
    /** Error bodies other than `{"error"}`, by status. */
    readonly errors?: Readonly<Partial<Record<ErrorStatus, TSchema>>>;
  };
}

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
  /** Its routes on the scripts' HTTP port; none: not served over HTTP. */
  readonly http?: HttpBinding | readonly HttpBinding[];
}

/** Declares a method; the literal name is kept in the type so tables can be indexed by it. */
export const defineMethod = <const N extends string, I extends TSchema, O extends TSchema>(
  spec: MethodSpec<I, O> & { readonly name: N },
): MethodSpec<I, O> & { readonly name: N } => spec;

/** A method's HTTP bindings as a list. */
export const httpBindingsOf = (spec: MethodSpec): readonly HttpBinding[] =>
  spec.http === undefined ? [] : 'verb' in spec.http ? [spec.http] : spec.http;

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
