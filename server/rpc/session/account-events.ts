import type { AccountEvent } from '../../contract/index.js';
import type { VenueEvent, VenueFeed } from '../../trading/index.js';

/** Whose events the `account` channel shows: the vault's current account, null when locked. */
export interface AccountAddresses {
  /** The signing key's address: the owner of its orders. */
  owner: string;
  /** The wallet that pays (funder, else the signer). */
  paying: string;
}

export interface AccountEventDeps {
  feed: VenueFeed;
  current: () => AccountAddresses | null;
  /** Calls the listener whenever the vault locks, unlocks or switches account. */
  onVaultChange: (listener: () => void) => () => void;
}

/** The `account` channel: delivers the account's events; returns the unsubscribe function. */
export type SubscribeAccount = (deliver: (event: AccountEvent) => void) => () => void;

function eventsFor(events: readonly VenueEvent[], who: AccountAddresses): AccountEvent[] {
  const owner = who.owner.toLowerCase();
  const paying = who.paying.toLowerCase();
  const mine = (order: { ownerAddress: string; makerAddress: string }) =>
    order.ownerAddress === owner || order.makerAddress === paying;
  const out: AccountEvent[] = [];
  let balance = false;
  for (const event of events) {
    if (event.kind === 'order' && mine(event.order)) {
      out.push({ type: 'order', orderId: event.order.hash, status: event.order.status });
      balance = true;
    } else if (event.kind === 'trade' && (mine(event.takerOrder) || mine(event.makerOrder))) {
      out.push({ type: 'trade', tradeId: event.trade.tradeId });
      balance = true;
    } else if (event.kind === 'market_resolved') {
      // Redemptions move the balance of whoever held the market's tokens.
      balance = true;
    }
  }
  if (balance) out.push({ type: 'balance' });
  return out;
}

/** Follows the committed venue feed and the vault for the current account's subscribers. */
export function createAccountEvents(deps: AccountEventDeps): SubscribeAccount {
  return (deliver) => {
    const stopFeed = deps.feed.subscribe((events) => {
      const who = deps.current();
      if (!who) return;
      for (const event of eventsFor(events, who)) deliver(event);
    });
    const stopVault = deps.onVaultChange(() => deliver({ type: 'vault' }));
    return () => {
      stopFeed();
      stopVault();
    };
  };
}
