import {
  ServiceError,
  ServiceErrorWithFields,
  badParameter,
  type Grant,
  type NewGrant,
} from '../contract/index.js';
import { MAX_ACTIVE_GRANTS } from '../contract/index.js';
import { decimalStringFromMicros } from '../shared/index.js';
import type { Vault } from '../vault/index.js';
import type { GrantRecord, GrantStore } from './grant-store.js';
import { issueGrantToken, presentedToken, secretMatches } from './grant-token.js';
import { GrantUsage } from './grant-usage.js';
import type { Refusal } from './grant-rules.js';

const DAY_MS = 86_400_000;
const MAX_LIFETIME_MS = 366 * DAY_MS;

/** A refusal by the grant's limits: 403 with `{"error", "limit", "value"}`. */
export const forbiddenBy = (refusal: Refusal): ServiceError =>
  new ServiceErrorWithFields('forbidden', refusal.message, {
    limit: refusal.limit,
    value: refusal.value,
  });

const startOfDay = (now: number): number => now - (now % DAY_MS);

/** The grants in memory over their store: who holds a token, and what each has used. */
export function createGrantRegistry(
  store: GrantStore,
  vault: Pick<Vault, 'status'>,
  now: () => number,
) {
  const records = new Map<string, GrantRecord>();
  const usage = new Map<string, GrantUsage>();
  const startedAt = now();
  const sent = new Map(store.sentSince(startOfDay(startedAt)).map((row) => [row.grantId, row]));
  const refusals = new Map(store.refusals().map((row) => [row.grantId, row.refused]));
  for (const record of store.all()) {
    records.set(record.id, record);
    const history = sent.get(record.id);
    usage.set(
      record.id,
      new GrantUsage(
        {
          orders: history?.orders ?? 0,
          todayMicros: history?.todayMicros ?? 0,
          refused: refusals.get(record.id) ?? 0,
        },
        startedAt,
      ),
    );
  }
  for (const order of store.openOrders())
    usage.get(order.grantId)?.track(order.orderId, order.openNotionalMicros);

  const statusOf = (record: GrantRecord, at: number): Grant['status'] =>
    record.revokedAt !== null ? 'revoked' : at >= record.expiresAt ? 'expired' : 'active';

  const usageOf = (id: string): GrantUsage => usage.get(id)!;

  const view = (record: GrantRecord): Grant => {
    const at = now();
    const used = usageOf(record.id);
    const snapshot = used.snapshot(at);
    return {
      id: record.id,
      name: record.name,
      accountId: record.accountId,
      address: record.address,
      status: statusOf(record, at),
      createdAt: record.createdAt,
      expiresAt: record.expiresAt,
      revokedAt: record.revokedAt,
      lastUsedAt: record.lastUsedAt,
      limits: record.limits,
      usage: {
        openOrders: snapshot.openOrders,
        openNotional: decimalStringFromMicros(snapshot.openMicros),
        dailyNotional: decimalStringFromMicros(snapshot.sentTodayMicros),
        ordersLastMinute: snapshot.ordersLastMinute,
        ordersSent: used.ordersSent,
        refused: used.refused,
      },
    };
  };

  const checkNew = (input: NewGrant, at: number) => {
    const account = vault.status().accounts.find((candidate) => candidate.id === input.accountId);
    if (!account) throw badParameter('accountId', 'is not an account of the vault');
    if (input.expiresAt <= at) throw badParameter('expiresAt', 'is in the past');
    if (input.expiresAt > at + MAX_LIFETIME_MS)
      throw badParameter('expiresAt', 'is more than a year ahead');
    const { limits } = input;
    if (limits.scope === 'markets' && limits.marketIds.length === 0) {
      throw badParameter('limits.marketIds', "must name a market for scope 'markets'");
    }
    if (limits.scope === 'event' && !limits.eventSlug) {
      throw badParameter('limits.eventSlug', "must name an event for scope 'event'");
    }
    const active = [...records.values()].filter((record) => statusOf(record, at) === 'active');
    // Orders are tagged with the grant's name: two active grants may not share one.
    const name = input.name.trim().toLowerCase();
    if (active.some((record) => record.name.trim().toLowerCase() === name)) {
      throw badParameter('name', 'is taken by an active grant');
    }
    if (active.length >= MAX_ACTIVE_GRANTS) {
      throw new ServiceError(
        'invalid_input',
        `at most ${MAX_ACTIVE_GRANTS} grants may be active: revoke one`,
      );
    }
    return account;
  };

  return {
    create(input: NewGrant): { record: GrantRecord; token: string } {
      const at = now();
      const account = checkNew(input, at);
      const issued = issueGrantToken();
      const record: GrantRecord = {
        id: issued.id,
        name: input.name,
        accountId: account.id,
        address: account.address,
        tokenHash: issued.hash,
        limits: input.limits,
        createdAt: at,
        expiresAt: input.expiresAt,
        revokedAt: null,
        lastUsedAt: null,
      };
      store.insert(record);
      records.set(record.id, record);
      usage.set(record.id, new GrantUsage({ orders: 0, todayMicros: 0, refused: 0 }, at));
      store.audit(record.id, at, 'created', `created for ${account.name} (${account.address})`);
      return { record, token: issued.token };
    },

    /**
     * The grant an `Authorization: Bearer` header stands for; unauthenticated when the header
     * holds no token, an unknown one, a wrong secret or a revoked grant.
     */
    authenticate(authorization: string | undefined): GrantRecord {
      const presented = presentedToken(authorization);
      const record = presented ? records.get(presented.id) : undefined;
      if (!presented || !record || !secretMatches(presented.secret, record.tokenHash)) {
        throw new ServiceError(
          'unauthenticated',
          'send a grant token: Authorization: Bearer mdg_…',
        );
      }
      if (record.revokedAt !== null)
        throw new ServiceError('unauthenticated', 'the grant is revoked');
      return record;
    },

    /** The grant as it may act now: an expired one is refused, naming its expiry. */
    active(id: string): GrantRecord {
      const record = records.get(id);
      if (!record || record.revokedAt !== null) {
        throw new ServiceError('unauthenticated', 'the grant is revoked');
      }
      if (now() >= record.expiresAt) {
        throw forbiddenBy({
          limit: 'expiresAt',
          value: new Date(record.expiresAt).toISOString(),
          message: 'the grant has expired',
        });
      }
      return record;
    },

    /** Throws `locked` unless the grant's account is the vault's unlocked current one. */
    requireSigner(record: GrantRecord): void {
      const status = vault.status();
      if (status.currentId === record.accountId && status.unlocked) return;
      const which =
        status.currentId === record.accountId ? 'is locked' : 'is not the unlocked account';
      throw new ServiceError(
        'locked',
        `the vault account of grant ${record.name} (${record.address}) ${which}: unlock it in the terminal`,
      );
    },

    /** Marks the grant revoked; false when it was already. */
    revoke(id: string): boolean {
      const record = records.get(id);
      if (!record) throw new ServiceError('not_found', `no grant ${id}`);
      const at = now();
      if (!store.revoke(id, at)) return false;
      record.revokedAt = at;
      return true;
    },

    touch(record: GrantRecord): void {
      const at = now();
      record.lastUsedAt = at;
      store.touch(record.id, at);
    },

    usageOf,
    view,
    records: (): GrantRecord[] => [...records.values()].sort((a, b) => b.createdAt - a.createdAt),
    get: (id: string): GrantRecord | undefined => records.get(id),
  };
}

export type GrantRegistry = ReturnType<typeof createGrantRegistry>;
