import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

// The messages between the main process (the service host) and the service's utility process.
// Start → ready (with the HTTP port actually bound, or none) → connect (one MessagePort per
// renderer connection) → stop → stopped; a `restart` from the service asks for stop and start. Both sides check what they receive against these.

export const StartConfig = Type.Object({
  dataDir: Type.String({ minLength: 1 }),
  /** The scripts' port on 127.0.0.1; null: no HTTP port at all. Port 0 picks a free one. */
  http: Type.Union([
    Type.Object({ host: Type.String(), port: Type.Integer({ minimum: 0, maximum: 65535 }) }),
    Type.Null(),
  ]),
  demo: Type.Boolean(),
  logLevel: Type.Union([
    Type.Literal('fatal'),
    Type.Literal('error'),
    Type.Literal('warn'),
    Type.Literal('info'),
    Type.Literal('debug'),
    Type.Literal('trace'),
    Type.Literal('silent'),
  ]),
});
export type StartConfig = Static<typeof StartConfig>;

export const HostMessage = Type.Union([
  Type.Object({ type: Type.Literal('start'), config: StartConfig }),
  /** Carries one port (transferred with the message): a renderer's RPC connection. */
  Type.Object({ type: Type.Literal('connect') }),
  Type.Object({
    type: Type.Literal('unlock'),
    requestId: Type.Integer({ minimum: 0 }),
    accountId: Type.String(),
    passphrase: Type.String(),
  }),
  /** The renderer's page asks for a catalog icon (its files come from the app's scheme). */
  Type.Object({
    type: Type.Literal('icon'),
    requestId: Type.Integer({ minimum: 0 }),
    file: Type.String({ maxLength: 300 }),
  }),
  Type.Object({ type: Type.Literal('stop') }),
]);
export type HostMessage = Static<typeof HostMessage>;

export const ServiceMessage = Type.Union([
  Type.Object({
    type: Type.Literal('ready'),
    apiUrl: Type.Union([Type.String(), Type.Null()]),
    pid: Type.Integer(),
  }),
  Type.Object({ type: Type.Literal('start-failed'), message: Type.String() }),
  Type.Object({
    type: Type.Literal('unlocked'),
    requestId: Type.Integer({ minimum: 0 }),
    error: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({
    type: Type.Literal('icon-answer'),
    requestId: Type.Integer({ minimum: 0 }),
    /** null: no such icon (or a bad name). */
    svg: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({ type: Type.Literal('stopped') }),
  /** The terminal's settings changed the mode: the host restarts the process on them. */
  Type.Object({ type: Type.Literal('restart') }),
]);
export type ServiceMessage = Static<typeof ServiceMessage>;

/** The message if it matches the schema, else null (the caller logs and drops it). */
export function readMessage<S extends TSchema>(schema: S, raw: unknown): Static<S> | null {
  return Value.Check(schema, raw) ? (raw as Static<S>) : null;
}
