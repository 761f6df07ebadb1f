import { Type, type Static } from 'typebox';

// Mirror mode (docs/mirror.md): the upstream a mirror copies, whether it answers, and how the
// catalog sync goes.

export const UpstreamUrls = Type.Object({
  catalog: Type.String(),
  data: Type.String(),
  clob: Type.String(),
});

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const SyncProgress = Type.Object({
  state: Type.Union([Type.Literal('idle'), Type.Literal('syncing'), Type.Literal('failed')]),
  kind: Type.Union([Type.Literal('full'), Type.Literal('incremental'), Type.Null()]),
  phase: Nullable(Type.String({ description: "e.g. 'tags', 'series', 'events', 'deletions'" })),
  done: Type.Integer({ description: 'items of the current phase' }),
  total: Type.Union([Type.Integer(), Type.Null()]),
  startedAt: Nullable(Type.String()),
  finishedAt: Nullable(Type.String()),
  lastFullSyncAt: Nullable(Type.String()),
  nextSyncAt: Nullable(Type.String()),
  markets: Type.Integer({ description: 'markets held now' }),
  events: Type.Integer({ description: 'events held now' }),
  error: Nullable(Type.String()),
});

export const MirrorStatus = Type.Object({
  mode: Type.Union([Type.Literal('local-venue'), Type.Literal('mirror')]),
  upstream: Type.Union([UpstreamUrls, Type.Null()]),
  /** null in local-venue mode. */
  online: Type.Union([Type.Boolean(), Type.Null()]),
  lastContactAt: Nullable(Type.String()),
  lastError: Nullable(Type.String()),
  /** null in local-venue mode. */
  sync: Type.Union([SyncProgress, Type.Null()]),
});
export type MirrorStatus = Static<typeof MirrorStatus>;
