import type { CreatorScope } from '../shared/index.js';

export interface ScopeCondition {
  sql: string;
  params: unknown[];
}

/**
 * The event (an id expression) has a market in the creator's scope, checked through that
 * event's own markets: cost follows the number of matches, not the size of the site or the
 * wallet's catalog. The `+` and CROSS JOIN pin the plan to the markets_event index (left to
 * itself, the planner may walk all of a site's listings for every event).
 */
export function eventHasMarketInScope(scope: CreatorScope, eventId: string): ScopeCondition {
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
