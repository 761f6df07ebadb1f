import type { GrantAuditEntry, GrantLimits } from '../contract/index.js';
import type { Database } from '../storage/index.js';

export interface GrantRecord {
  id: string;
  name: string;
  accountId: string;
  address: string;
  tokenHash: Buffer;
  limits: GrantLimits;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
}

export interface GrantOrderRecord {
  orderId: string;
  grantId: string;
  placedAt: number;
  /** The market's condition id. */
  market: string;
  notionalMicros: number;
  /** Price × unfilled size when last known; 0 once filled or cancelled. */
  openNotionalMicros: number;
}

export type AuditKind = GrantAuditEntry['kind'];

/** Audit rows kept per grant; older ones are pruned as new ones come. */
const AUDIT_KEPT = 10_000;
const PRUNE_EVERY = 500;

interface GrantRow {
  id: string;
  name: string;
  account_id: string;
  address: string;
  token_hash: Buffer;
  limits_json: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

const recordOf = (row: GrantRow): GrantRecord => ({
  id: row.id,
  name: row.name,
  accountId: row.account_id,
  address: row.address,
  tokenHash: row.token_hash,
  limits: JSON.parse(row.limits_json) as GrantLimits,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

const ORDER_COLUMNS = `order_id AS orderId, grant_id AS grantId, placed_at AS placedAt, market,
  notional_micros AS notionalMicros, open_notional_micros AS openNotionalMicros`;

/** The grants, the orders they placed and their audit log, in the service's database. */
export function createGrantStore(db: Database) {
  const statements = {
    insert: db.prepare(`INSERT INTO grants (id, name, account_id, address, token_hash,
      limits_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    all: db.prepare('SELECT * FROM grants ORDER BY created_at DESC, id'),
    revoke: db.prepare('UPDATE grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    touch: db.prepare('UPDATE grants SET last_used_at = ? WHERE id = ?'),
    addOrder: db.prepare(`INSERT OR REPLACE INTO grant_orders (order_id, grant_id, placed_at,
      market, notional_micros, open_notional_micros) VALUES (?, ?, ?, ?, ?, ?)`),
    setOpen: db.prepare('UPDATE grant_orders SET open_notional_micros = ? WHERE order_id = ?'),
    openOrders: db.prepare(`SELECT ${ORDER_COLUMNS} FROM grant_orders
      WHERE open_notional_micros > 0 ORDER BY placed_at`),
    sentSince: db.prepare(`SELECT grant_id AS grantId, COUNT(*) AS orders,
      COALESCE(SUM(CASE WHEN placed_at >= ? THEN notional_micros END), 0) AS todayMicros
      FROM grant_orders GROUP BY grant_id`),
    orderOf: db.prepare(`SELECT ${ORDER_COLUMNS} FROM grant_orders WHERE order_id = ?`),
    tag: db
      .prepare(
        `SELECT g.name FROM grant_orders o JOIN grants g ON g.id = o.grant_id
      WHERE o.order_id = ?`,
      )
      .pluck(),
    audit: db.prepare(`INSERT INTO grant_audit (grant_id, at, kind, summary, order_id)
      VALUES (?, ?, ?, ?, ?)`),
    prune: db.prepare(`DELETE FROM grant_audit WHERE grant_id = ? AND id <= (SELECT id FROM
      grant_audit WHERE grant_id = ? ORDER BY id DESC LIMIT 1 OFFSET ${AUDIT_KEPT})`),
    refusals: db.prepare(`SELECT grant_id AS grantId, COUNT(*) AS refused FROM grant_audit
      WHERE kind = 'refused' GROUP BY grant_id`),
    logAll: db.prepare(`SELECT a.id, a.grant_id AS grantId, g.name AS grantName, a.at, a.kind,
      a.summary, a.order_id AS orderId FROM grant_audit a JOIN grants g ON g.id = a.grant_id
      ORDER BY a.id DESC LIMIT ?`),
    logOne: db.prepare(`SELECT a.id, a.grant_id AS grantId, g.name AS grantName, a.at, a.kind,
      a.summary, a.order_id AS orderId FROM grant_audit a JOIN grants g ON g.id = a.grant_id
      WHERE a.grant_id = ? ORDER BY a.id DESC LIMIT ?`),
  };
  let auditWrites = 0;

  return {
    insert(record: GrantRecord): void {
      statements.insert.run(
        record.id,
        record.name,
        record.accountId,
        record.address,
        record.tokenHash,
        JSON.stringify(record.limits),
        record.createdAt,
        record.expiresAt,
      );
    },
    all: (): GrantRecord[] => (statements.all.all() as GrantRow[]).map(recordOf),
    revoke: (id: string, at: number): boolean => statements.revoke.run(at, id).changes > 0,
    touch: (id: string, at: number): void => void statements.touch.run(at, id),
    addOrder(order: GrantOrderRecord): void {
      statements.addOrder.run(
        order.orderId,
        order.grantId,
        order.placedAt,
        order.market,
        order.notionalMicros,
        order.openNotionalMicros,
      );
    },
    setOpenNotional: (orderId: string, micros: number): void =>
      void statements.setOpen.run(micros, orderId),
    /** Every grant's orders that were open when last known. */
    openOrders: (): GrantOrderRecord[] => statements.openOrders.all() as GrantOrderRecord[],
    /** Per grant: orders ever sent, and the notional sent since `sinceMs`. */
    sentSince: (sinceMs: number) =>
      statements.sentSince.all(sinceMs) as {
        grantId: string;
        orders: number;
        todayMicros: number;
      }[],
    refusals: () => statements.refusals.all() as { grantId: string; refused: number }[],
    orderOf: (orderId: string): GrantOrderRecord | undefined =>
      statements.orderOf.get(orderId) as GrantOrderRecord | undefined,
    tagOf: (orderId: string): string | undefined =>
      statements.tag.get(orderId) as string | undefined,
    audit(grantId: string, at: number, kind: AuditKind, summary: string, orderId?: string): void {
      statements.audit.run(grantId, at, kind, summary, orderId ?? null);
      auditWrites += 1;
      if (auditWrites % PRUNE_EVERY === 0) statements.prune.run(grantId, grantId);
    },
    auditLog: (grantId: string | undefined, limit: number): GrantAuditEntry[] =>
      (grantId === undefined
        ? statements.logAll.all(limit)
        : statements.logOne.all(grantId, limit)) as GrantAuditEntry[],
  };
}

export type GrantStore = ReturnType<typeof createGrantStore>;
