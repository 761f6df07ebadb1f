import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Instant = (description: string) =>
  Nullable(Type.String({ description: `${description} (ISO 8601)` }));

/** The upstream's base URL of each surface, without a trailing slash. */
export const UpstreamUrlsSchema = Type.Object({
  catalog: Type.String(),
  data: Type.String(),
  clob: Type.String(),
});

/** The catalog sync of a mirror (server/mirror/sync). */
export const MirrorSyncStatus = Type.Object({
  state: Type.Union([Type.Literal('idle'), Type.Literal('syncing'), Type.Literal('failed')]),
  kind: Nullable(
    Type.Union([Type.Literal('full'), Type.Literal('incremental')], {
      description: 'the current or last run',
    }),
  ),
  phase: Nullable(
    Type.String({ description: 'watermarks, tags, series, events, markets or deletions' }),
  ),
  done: Type.Integer({ description: 'items of the current phase done' }),
  total: Nullable(Type.Integer({ description: 'items of the current phase; null: unknown' })),
  startedAt: Instant('start of the current or last run'),
  finishedAt: Instant('end of the last run'),
  lastFullSyncAt: Instant('end of the last full pass'),
  nextSyncAt: Instant('the next scheduled run'),
  markets: Type.Integer({ description: 'markets held now' }),
  events: Type.Integer({ description: 'events held now' }),
  error: Nullable(Type.String({ description: 'why the last run failed' })),
  failures: Type.Integer({
    description: 'runs failed in a row; while above 0, nextSyncAt is a retry within seconds',
  }),
});
export type MirrorSyncStatus = Static<typeof MirrorSyncStatus>;

/** GET /sync/status: the service's mode, its upstream and the catalog sync. */
export const MirrorStatus = Type.Object({
  mode: Type.Union([Type.Literal('local-venue'), Type.Literal('mirror')]),
  upstream: Nullable(UpstreamUrlsSchema),
  online: Nullable(Type.Boolean({ description: 'the upstream answers; null in local-venue mode' })),
  lastContactAt: Instant("the upstream's last answer"),
  lastError: Nullable(Type.String({ description: "the upstream's last failure" })),
  sync: Nullable(MirrorSyncStatus),
});
export type MirrorStatus = Static<typeof MirrorStatus>;

/** POST /sync. */
export const SyncNowBody = Type.Object({
  full: Type.Optional(
    Type.Boolean({ description: 'a full pass (default: incremental, full when none has run)' }),
  ),
});
export type SyncNowBody = Static<typeof SyncNowBody>;
