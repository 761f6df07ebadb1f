import type { RevokeAnswer } from '../contract/index.js';
import type { GrantRegistry } from './grant-registry.js';
import type { GrantStore } from './grant-store.js';
import { orders, type GrantTrading } from './grant-trading.js';

export interface RevocationDeps {
  registry: GrantRegistry;
  store: GrantStore;
  trading: GrantTrading;
  now: () => number;
  /** Told at once of each grant revoked (its open sockets close). */
  onRevoked: (grantId: string) => void;
}

/**
 * The kill switch: revokes the grants at once (their tokens are refused from then on), waits
 * for the orders they were sending, then cancels every order of theirs still open. A vault
 * that cannot sign leaves orders open: they are named, and pressing the switch again once it is
 * unlocked cancels them.
 */
export function createRevocation(deps: RevocationDeps) {
  const { registry, store, trading, now } = deps;

  const cancelOpen = async (grantId: string, answer: RevokeAnswer): Promise<string> => {
    const record = registry.get(grantId)!;
    const open = registry.usageOf(grantId).openOrderIds();
    if (open.length === 0) return 'no open orders';
    try {
      registry.requireSigner(record);
    } catch (error) {
      for (const id of open) answer.not_canceled[id] = (error as Error).message;
      return `${orders(open.length)} left open: ${(error as Error).message}`;
    }
    const results = await Promise.allSettled(open.map((id) => trading.cancelOne(id)));
    let canceled = 0;
    results.forEach((result, index) => {
      const id = open[index]!;
      if (result.status === 'rejected') {
        answer.not_canceled[id] = (result.reason as Error).message;
        return;
      }
      answer.canceled.push(...result.value.canceled);
      canceled += result.value.canceled.length;
      Object.assign(answer.not_canceled, result.value.not_canceled);
    });
    const left = open.length - canceled;
    return `canceled ${orders(canceled)}${left > 0 ? `, ${left} could not be` : ''}`;
  };

  return async (grantId?: string): Promise<RevokeAnswer> => {
    const targets =
      grantId !== undefined
        ? [grantId]
        : registry
            .records()
            .filter((r) => r.revokedAt === null || registry.usageOf(r.id).openOrderIds().length > 0)
            .map((record) => record.id);
    const answer: RevokeAnswer = { revoked: [], canceled: [], not_canceled: {} };
    for (const id of targets) {
      if (registry.revoke(id)) deps.onRevoked(id);
      answer.revoked.push(id);
    }
    await Promise.all(targets.map((id) => trading.settled(id)));
    for (const id of targets) {
      const outcome = await cancelOpen(id, answer);
      store.audit(id, now(), 'revoked', `revoked; ${outcome}`);
    }
    return answer;
  };
}
