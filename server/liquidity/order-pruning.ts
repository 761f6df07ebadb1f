import { inTransaction, rollbackListenersOf, type Database } from '../storage/index.js';

/**
 * Deletes the agents' own quotes that were canceled without ever matching, some minutes after
 * the cancel, so requoting does not grow the orders table without bound. Nothing else needs
 * those rows: no trade references them (checked, and the foreign keys would refuse), positions
 * and activity come from trades, and the open-order views list LIVE orders only; GET
 * /data/order/{id} finds them only with the agent's own key. The newest order row always stays,
 * so the next start never hands out an engine id twice.
 */
export interface OrderPruner {
  /** Orders an agent just canceled: their rows go once `retainMs` has passed. */
  canceled(ownerAddress: string, hashes: readonly string[], atMs: number): void;
  /** Deletes what is due, a bounded number of rows; answers how many went. */
  prune(nowMs: number): number;
}

/**
 * Rows looked at per prune: some milliseconds of deleting and a small commit, whatever the
 * backlog (deleting thousands at once stalls the event loop for most of a second).
 */
const ROWS_PER_PRUNE = 500;

const PRUNABLE = `status = 'CANCELED' AND matched_micros = 0
  AND id < (SELECT max(id) FROM orders)
  AND NOT EXISTS (SELECT 1 FROM trades WHERE taker_order_id = orders.id)
  AND NOT EXISTS (SELECT 1 FROM trades WHERE maker_order_id = orders.id)`;

interface Canceled {
  owner: string;
  hash: string;
  atMs: number;
}

/**
 * The pruner of one run of the agents. Rows of earlier runs (their quotes canceled at the stop
 * or at this start) are swept once, walking each agent's orders up to the last id that existed
 * at this start; the quotes this run cancels are deleted by hash as they come due.
 */
export function createOrderPruner(
  db: Database,
  agents: readonly string[],
  startMs: number,
  retainMs: number,
): OrderPruner {
  const byHash = db.prepare<[string, string]>(
    `DELETE FROM orders WHERE hash = ? AND owner_address = ? AND ${PRUNABLE}`,
  );
  const byId = db.prepare<[number]>(`DELETE FROM orders WHERE id = ? AND ${PRUNABLE}`);
  const earlier = db.prepare<[string, number, number, number], { id: number }>(
    'SELECT id FROM orders WHERE owner_address = ? AND id > ? AND id <= ? ORDER BY id LIMIT ?',
  );
  const lastId = db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM orders');
  const sweepUntil = lastId.get()?.id ?? 0;
  const sweepCursors = new Map(agents.map((address) => [address, 0]));
  let queue: Canceled[] = [];
  const listeners = rollbackListenersOf(db);

  const sweep = (budget: number): number => {
    let deleted = 0;
    const share = Math.max(1, Math.floor(budget / sweepCursors.size));
    const before = new Map(sweepCursors);
    listeners.onRollback(() => {
      sweepCursors.clear();
      for (const [address, cursor] of before) sweepCursors.set(address, cursor);
    });
    for (const [address, cursor] of sweepCursors) {
      const rows = earlier.all(address, cursor, sweepUntil, share);
      for (const { id } of rows) deleted += byId.run(id).changes;
      if (rows.length < share) sweepCursors.delete(address);
      else sweepCursors.set(address, (rows.at(-1) as { id: number }).id);
    }
    return deleted;
  };

  return {
    canceled(owner, hashes, atMs) {
      for (const hash of hashes) queue.push({ owner, hash, atMs });
    },

    prune(nowMs) {
      const dueUntil = nowMs - retainMs;
      // Inside the service's open batch this is a savepoint: its COMMIT may still fail.
      return inTransaction(db, () => {
        let due = 0;
        while (due < Math.min(queue.length, ROWS_PER_PRUNE)) {
          if ((queue[due] as Canceled).atMs > dueUntil) break;
          due += 1;
        }
        const taken = queue.slice(0, due);
        let deleted = 0;
        for (const { owner, hash } of taken) deleted += byHash.run(hash, owner).changes;
        queue = queue.slice(due);
        listeners.onRollback(() => {
          queue = [...taken, ...queue];
        });
        // Rows of earlier runs are all older than the start: swept once this run is as old.
        const budget = ROWS_PER_PRUNE - due;
        if (sweepCursors.size > 0 && budget > 0 && startMs <= dueUntil) deleted += sweep(budget);
        return deleted;
      });
    },
  };
}
