import type { IncomingHttpHeaders } from 'node:http';
import {
  methods,
  ServiceError,
  type MethodName,
  type MethodSpec,
  type Methods,
  type OutputOf,
  EncodedJson,
  type CallContext,
  type DispatchTable,
  type EncodingHandler,
} from '../contract/index.js';
import type { Auth } from '../auth/index.js';
import type { LimitDecision, RateLimiter } from '../limits/index.js';
import { asServiceError, ThrottledError } from './errors.js';
import { operatorCheck } from './operator-token.js';
import { createInputValidator } from './validation.js';

/** 'http': the scripts' API; 'session': the renderer's own channel (web socket, desktop port). */
export type TransportKind = 'http' | 'session';

/** The parts of an HTTP request that L1/L2 signatures and the operator's token cover. */
export interface HttpCredentials {
  method: string;
  /** Path and query, as the client sent them (the L2 HMAC covers the path). */
  url: string;
  /** The exact text of the JSON body; undefined without one. */
  body: string | undefined;
  headers: IncomingHttpHeaders;
  remoteAddress: string | undefined;
}

export interface CallRequest {
  transport: TransportKind;
  /** The rate-limit key: the client's address over HTTP, `renderer` on the renderer's channel. */
  client: string;
  /** Required by `l1`, `l2` and `operator` methods. */
  http?: HttpCredentials;
}

export type Answer<N extends MethodName> = OutputOf<Methods[N]> | EncodedJson<OutputOf<Methods[N]>>;

/** Who calls, and the rate-limit decision charged to them once known (signed methods). */
export interface Authenticated {
  context: CallContext;
  limit: LimitDecision | null;
}

export interface DispatcherDeps {
  /** The implementations; methods without one are `not_found`. Groups merge with spread. */
  handlers: DispatchTable;
  /** Null or absent: no rate limits. */
  limiter?: RateLimiter | null;
  /** Verifies `l1` and `l2` methods; without it they are `unavailable`. */
  auth?: Auth;
  /** The admin token of `operator` methods; without it they are `unavailable`. */
  adminToken?: string;
  /**
   * Verifies the bearer token of `grant` methods (server/grants): the grant's id, or a
   * ServiceError `unauthenticated`. Without it they are `unavailable`.
   */
  grants?: { authenticate(authorization: string | undefined): { id: string } };
  /** Resolves once every write so far is committed; answers wait for it. */
  committed?: () => Promise<void>;
  /** Faults that are not ServiceErrors, before they are answered as `internal`. */
  reportInternal?: (error: unknown, method: string) => void;
  now?: () => number;
}

/**
 * The application layer every transport calls. `dispatch` runs the whole sequence; a transport
 * that must interleave its own steps (HTTP limits before reading the body, authenticates after
 * it, and validates with its own parser's coercion) calls the phases in the same order:
 * admit → authenticate → invoke.
 */
export interface Dispatcher {
  /** Whether the method exists and has an implementation here. */
  has(name: string): name is MethodName;
  dispatch<N extends MethodName>(
    name: N,
    input: unknown,
    request: CallRequest,
  ): Promise<OutputOf<Methods[N]>>;
  /**
   * Finds the method, refuses a transport its auth may not use, and counts the call against
   * the method's rate limits by client address: the decision (also a refusal) or null when no
   * limit applies. Signed (`l1`, `l2`) methods are counted by `authenticate` instead.
   */
  admit(name: string, request: CallRequest): LimitDecision | null;
  /** Only the rate limits of a method, for answers a transport replays from its own store. */
  limit(name: MethodName, client: string): LimitDecision | null;
  /**
   * Establishes who calls, by the method's auth. A signed method's call is then counted against
   * its scopes per signer (a refusal throws ThrottledError); failed credentials are counted
   * against the client address's `unauthenticated` budget, and throw ThrottledError past it.
   */
  authenticate(name: MethodName, request: CallRequest): Authenticated;
  /** Validates (unless the transport did), runs the handler, resolves once durable. */
  invoke<N extends MethodName>(
    name: N,
    input: unknown,
    context: CallContext,
    options?: { validated?: boolean },
  ): Promise<Answer<N>>;
}

const HTTP_ONLY = new Set(['l1', 'l2', 'operator', 'grant']);
const SIGNED = new Set(['l1', 'l2']);
const UNAUTHENTICATED_SCOPES: readonly string[] = ['unauthenticated'];

/** The rate-limit key of a signer: every API key of one address shares its limits. */
const signerKey = (address: string): string => `signer:${address.toLowerCase()}`;

export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { handlers, limiter = null, auth } = deps;
  const committed = deps.committed ?? (() => Promise.resolve());
  const now = deps.now ?? Date.now;
  const report = deps.reportInternal ?? (() => undefined);
  const validate = createInputValidator();
  const checkOperator = deps.adminToken ? operatorCheck(deps.adminToken) : null;
  const table: Record<string, MethodSpec> = methods;

  const has = (name: string): name is MethodName =>
    Object.hasOwn(table, name) && handlers[name as MethodName] !== undefined;

  const specOf = (name: string): MethodSpec => {
    if (!has(name)) throw new ServiceError('not_found', `no method ${name}`);
    return table[name] as MethodSpec;
  };

  const limit = (name: MethodName, client: string): LimitDecision | null => {
    const scopes = (table[name] as MethodSpec).limits;
    return limiter && scopes.length > 0 ? limiter.take(client, scopes, now()) : null;
  };

  /** Counts a call of `key`; a refusal throws. */
  const charge = (key: string, scopes: readonly string[]): LimitDecision | null => {
    const decision = limiter && scopes.length > 0 ? limiter.take(key, scopes, now()) : null;
    if (decision && !decision.allowed) throw new ThrottledError(decision);
    return decision;
  };

  /** Failed credentials: counted against the client's unauthenticated budget, then refused. */
  const refuseCredentials = (client: string, reason: string): never => {
    charge(client, UNAUTHENTICATED_SCOPES);
    throw new ServiceError('unauthenticated', reason);
  };

  const admit = (name: string, request: CallRequest): LimitDecision | null => {
    const spec = specOf(name);
    const offered =
      spec.auth === 'public' ||
      spec.auth === 'trader' ||
      (spec.auth === 'session' ? request.transport === 'session' : request.transport === 'http');
    if (!offered) {
      throw new ServiceError('unavailable', `${name} is not offered over ${request.transport}`);
    }
    return SIGNED.has(spec.auth) ? null : limit(name as MethodName, request.client);
  };

  const httpOf = (name: string, request: CallRequest): HttpCredentials => {
    if (!request.http) throw new ServiceError('unauthenticated', `${name} needs HTTP credentials`);
    return request.http;
  };

  /** The grant a bearer token stands for; a bad token counts as failed credentials. */
  const grantFrom = (client: string, http: HttpCredentials): { id: string } => {
    if (!deps.grants) throw new ServiceError('unavailable', 'grants need the service');
    try {
      return { id: deps.grants.authenticate(http.headers.authorization).id };
    } catch (error) {
      return refuseCredentials(client, (error as Error).message);
    }
  };

  const identify = (name: MethodName, request: CallRequest): CallContext => {
    const context: CallContext = {
      client: request.client,
      caller: null,
      session: request.transport === 'session',
    };
    const kind = (table[name] as MethodSpec).auth;
    if (kind === 'trader' && request.transport === 'http') {
      return { ...context, grant: grantFrom(request.client, httpOf(name, request)) };
    }
    if (!HTTP_ONLY.has(kind)) return context;
    const http = httpOf(name, request);
    if (kind === 'operator') {
      if (!checkOperator) throw new ServiceError('unavailable', `${name} needs the local venue`);
      checkOperator(http.remoteAddress, http.headers.authorization);
      return context;
    }
    if (kind === 'grant') return { ...context, grant: grantFrom(request.client, http) };
    if (!auth) throw new ServiceError('unavailable', `${name} needs API credentials`);
    const seconds = Math.floor(now() / 1000);
    if (kind === 'l1') {
      const result = auth.verifyWallet(http.headers, seconds);
      if (!result.ok) return refuseCredentials(request.client, result.reason);
      return { ...context, wallet: result.identity };
    }
    const result = auth.verifyApiKey(http, seconds);
    if (!result.ok) return refuseCredentials(request.client, result.reason);
    return { ...context, caller: result.identity };
  };

  const authenticate = (name: MethodName, request: CallRequest): Authenticated => {
    const context = identify(name, request);
    const signer = context.caller?.address ?? context.wallet?.address;
    if (signer === undefined) return { context, limit: null };
    return { context, limit: charge(signerKey(signer), (table[name] as MethodSpec).limits) };
  };

  const invoke = async <N extends MethodName>(
    name: N,
    input: unknown,
    context: CallContext,
    options: { validated?: boolean } = {},
  ): Promise<Answer<N>> => {
    const handler = handlers[name] as EncodingHandler<N>;
    const spec = table[name] as MethodSpec;
    const fault = (error: unknown) => asServiceError(error, (cause) => report(cause, name));
    let answer: Answer<N>;
    try {
      const value = options.validated ? input : validate(spec.input, input);
      answer = await handler(value as never, context);
    } catch (error) {
      // A rejection may have written too (a cancelled heartbeat chain): it also waits.
      await committed().catch(() => undefined);
      throw fault(error);
    }
    await committed().catch((error: unknown) => {
      throw fault(error);
    });
    return answer;
  };

  return {
    has,
    admit,
    limit,
    authenticate,
    invoke,
    async dispatch(name, input, request) {
      const decision = admit(name, request);
      if (decision && !decision.allowed) throw new ThrottledError(decision);
      const answer = await invoke(name, input, authenticate(name, request).context);
      return answer instanceof EncodedJson ? answer.decode() : answer;
    },
  };
}
