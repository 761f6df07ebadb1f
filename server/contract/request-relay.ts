import type { VenueSurface } from './methods/define.js';
import type { MethodName } from './methods/index.js';

/** A script's HTTP request as it came: passed to another venue unparsed. */
export interface RelayRequest {
  method: string;
  /** The venue's path and query (a surface mount's prefix already taken off). */
  pathAndQuery: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body's bytes as the caller sent them (decoded if it came compressed). */
  body?: Uint8Array | undefined;
}

/** The other venue's answer as it gave it. */
export interface RelayAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * A venue that serves some of the scripts' methods elsewhere (a mirror's upstream): the HTTP
 * port passes those requests on unchanged instead of calling the dispatcher, and never replays a
 * stored answer in front of the reads the other venue answers.
 */
export interface RequestRelay {
  /** The methods whose requests go on as they came, whether or not a handler exists here. */
  readonly relayedMethods: ReadonlySet<MethodName>;
  /** The reads answered from the other venue's live state: never replayed from the catalog. */
  readonly upstreamReads: ReadonlySet<MethodName>;
  /** One request passed on; no answer from the other venue is a 503, never a throw. */
  relay(surface: VenueSurface, request: RelayRequest): Promise<RelayAnswer>;
}
