/**
 * The `creator` parameter: a wallet (0x + 40 hex) keeps the markets that wallet created;
 * anything else is a site id and keeps the markets listed on that site. Events and series
 * are in scope when at least one of their markets is.
 */
export type CreatorScope = { kind: 'wallet'; address: string } | { kind: 'site'; siteId: string };

const WALLET = /^0x[0-9a-f]{40}$/i;

/** No scope for an absent or empty creator. */
export function parseCreator(creator: string | undefined): CreatorScope | null {
  if (creator === undefined || creator === '') return null;
  return WALLET.test(creator)
    ? { kind: 'wallet', address: creator.toLowerCase() }
    : { kind: 'site', siteId: creator };
}

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/**
 * Condition on a markets row aliased `alias`. A site usually lists a large share of the
 * catalog, so its membership is probed per row (EXISTS on the site_markets key) and the
 * query can still walk the index of its ordering; a wallet's markets come from their index.
 */
export function marketInScope(scope: CreatorScope, alias: string): SqlCondition {
  return scope.kind === 'wallet'
    ? { sql: `${alias}.creator = ?`, params: [scope.address] }
    : {
        sql: `EXISTS (SELECT 1 FROM site_markets sm
               WHERE sm.site_id = ? AND sm.market_id = ${alias}.id)`,
        params: [scope.siteId],
      };
}

/**
 * Condition on an event id expression: the event has a market in scope, checked through that
 * event's own markets, so the cost follows the events examined, not the size of the site or
 * the wallet's catalog. The `+` and CROSS JOIN pin the plan to the markets_event index (left
 * to itself, the planner may walk all of a site's listings for every event).
 */
export function eventInScope(scope: CreatorScope, eventId: string): SqlCondition {
  return scope.kind === 'wallet'
    ? {
        sql: `EXISTS (SELECT 1 FROM markets sm WHERE sm.event_id = ${eventId}
          AND +sm.creator = ?)`,
        params: [scope.address],
      }
    : {
        sql: `EXISTS (SELECT 1 FROM markets sm CROSS JOIN site_markets ss
          ON ss.site_id = ? AND ss.market_id = sm.id WHERE sm.event_id = ${eventId})`,
        params: [scope.siteId],
      };
}
