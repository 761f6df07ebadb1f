import type { AlertCondition, AlertFiring, Rearm } from '../contract/index.js';
import { inTransaction, type Database } from '../storage/index.js';
import type { AlertState } from './alert-rules.js';

export interface AlertRecord {
  id: number;
  condition: AlertCondition;
  rearm: Rearm;
  note: string;
  state: AlertState;
  createdAt: number;
  lastFiredAt: number | null;
  firings: number;
}

interface AlertRow {
  id: number;
  condition_json: string;
  rearm_json: string;
  note: string;
  state: AlertState;
  created_at: number;
  last_fired_at: number | null;
  firings: number;
}

/** Firings kept per alert; older ones are pruned as new ones come. */
const FIRINGS_KEPT = 1_000;

const recordOf = (row: AlertRow): AlertRecord => ({
  id: row.id,
  condition: JSON.parse(row.condition_json) as AlertCondition,
  rearm: JSON.parse(row.rearm_json) as Rearm,
  note: row.note,
  state: row.state,
  createdAt: row.created_at,
  lastFiredAt: row.last_fired_at,
  firings: row.firings,
});

const FIRING_COLUMNS = `id, alert_id AS alertId, at, value, summary, condition_id AS conditionId`;

export function createAlertStore(db: Database) {
  const statements = {
    all: db.prepare('SELECT * FROM alerts ORDER BY id DESC'),
    insert: db.prepare(`INSERT INTO alerts (condition_json, rearm_json, note, state, created_at)
      VALUES (?, ?, ?, 'armed', ?)`),
    remove: db.prepare('DELETE FROM alerts WHERE id = ?'),
    setState: db.prepare('UPDATE alerts SET state = ? WHERE id = ?'),
    fired: db.prepare(`UPDATE alerts SET state = ?, last_fired_at = ?, firings = firings + 1
      WHERE id = ?`),
    firing: db.prepare(`INSERT INTO alert_firings (alert_id, at, value, summary, condition_id)
      VALUES (?, ?, ?, ?, ?)`),
    prune: db.prepare(`DELETE FROM alert_firings WHERE alert_id = ? AND id <= (SELECT id FROM
      alert_firings WHERE alert_id = ? ORDER BY id DESC LIMIT 1 OFFSET ${FIRINGS_KEPT})`),
    firingsAll: db.prepare(`SELECT ${FIRING_COLUMNS} FROM alert_firings WHERE id > ?
      ORDER BY id DESC LIMIT ?`),
    firingsOne: db.prepare(`SELECT ${FIRING_COLUMNS} FROM alert_firings
      WHERE alert_id = ? AND id > ? ORDER BY id DESC LIMIT ?`),
  };

  return {
    all: (): AlertRecord[] => (statements.all.all() as AlertRow[]).map(recordOf),
    insert(condition: AlertCondition, rearm: Rearm, note: string, at: number): AlertRecord {
      const id = Number(
        statements.insert.run(JSON.stringify(condition), JSON.stringify(rearm), note, at)
          .lastInsertRowid,
      );
      return {
        id,
        condition,
        rearm,
        note,
        state: 'armed',
        createdAt: at,
        lastFiredAt: null,
        firings: 0,
      };
    },
    remove: (id: number): void => void statements.remove.run(id),
    setState: (id: number, state: AlertState): void => void statements.setState.run(state, id),
    /** Records a firing and the alert's new state in one step; answers the firing. */
    fire(
      record: AlertRecord,
      at: number,
      value: string,
      summary: string,
      conditionId: string | null,
    ): AlertFiring {
      const id = inTransaction(db, () => {
        statements.fired.run(record.state, at, record.id);
        const inserted = Number(
          statements.firing.run(record.id, at, value, summary, conditionId).lastInsertRowid,
        );
        if (inserted % 100 === 0) statements.prune.run(record.id, record.id);
        return inserted;
      });
      return { id, alertId: record.id, at, value, summary, conditionId };
    },
    firings: (alertId: number | undefined, after: number, limit: number): AlertFiring[] =>
      (alertId === undefined
        ? statements.firingsAll.all(after, limit)
        : statements.firingsOne.all(alertId, after, limit)) as AlertFiring[],
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;
