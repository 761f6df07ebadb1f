// An owner's live orders (cancel-all, the simulated traders' cancel at start, GET /orders) were
// found by reading every order the owner ever placed: a trader with a long history, or the demo's
// traders after a few days, made each of those reads, and every start, slower.
export const liveOrdersByOwnerMigration = `
CREATE INDEX orders_live_owner ON orders(owner_address, id) WHERE status = 'LIVE';
`;
