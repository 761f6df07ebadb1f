// An owner's live orders are read at every cancel-all and at each start of the simulated
// traders: they must be found without reading the owner's whole order history.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/storage/index.js';
import { createOrderRecords } from '../../../server/trading/order-records.js';
import { planOf, preparedBy } from '../../support/query-plans.js';

const db = openDatabase(':memory:');
afterAll(() => db.close());

describe("the query plan of an owner's live orders", () => {
  it('seeks the live orders of the owner (and of one of its keys) in their own index', () => {
    const texts = preparedBy(db, createOrderRecords);
    const ofOwner = texts.filter((sql) => /owner_address = \?/.test(sql) && /'LIVE'/.test(sql));
    expect(ofOwner).toHaveLength(2);
    for (const sql of ofOwner) {
      const plan = planOf(db, sql);
      expect(plan, sql).toMatch(/^SEARCH orders USING INDEX orders_live_owner \(owner_address=\?/);
      expect(plan, sql).not.toMatch(/TEMP B-TREE/);
    }
  });
});
