// An owner's live orders are read at every cancel-all and at each start of the simulated
// traders: they must be found without reading the owner's whole order history.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/storage/index.js';
import { createOrderRecords } from '../../../server/trading/order-records.js';

const db = openDatabase(':memory:');
afterAll(() => db.close());

describe("the query plan of an owner's live orders", () => {
  it('seeks the live orders of the owner (and of one of its keys) in their own index', () => {
    const texts: string[] = [];
    const spy = new Proxy(db, {
      get(target, key) {
        if (key === 'prepare') {
          return (sql: string) => {
            texts.push(sql);
            return target.prepare(sql);
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    createOrderRecords(spy);
    const ofOwner = texts.filter((sql) => /owner_address = \?/.test(sql) && /'LIVE'/.test(sql));
    expect(ofOwner).toHaveLength(2);
    for (const sql of ofOwner) {
      const nulls = Array.from(sql.matchAll(/\?/g), () => null);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...nulls) as { detail: string }[])
        .map((row) => row.detail)
        .join('\n');
      expect(plan, sql).toMatch(/^SEARCH orders USING INDEX orders_live_owner \(owner_address=\?/);
      expect(plan, sql).not.toMatch(/TEMP B-TREE/);
    }
  });
});
