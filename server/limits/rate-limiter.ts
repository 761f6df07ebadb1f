import type { LimitDecision, LimitRule, RateLimiter } from './types.js';
import { ClientTable } from './client-table.js';
import { WindowCounter } from './window-counter.js';

export interface RateLimiterOptions {
  /** Slots each window is counted in: capacity comes back at most windowMs / slots late. */
  slotsPerWindow?: number;
  /** Clients tracked at once; past it the least recently seen client is forgotten. */
  maxClients?: number;
}

export interface InMemoryRateLimiter extends RateLimiter {
  /** Clients currently holding counters (bounded by maxClients). */
  trackedClients(): number;
}

interface CompiledRule extends LimitRule {
  slotMs: number;
  slots: number;
}

function compileRules(rules: readonly LimitRule[], slotsPerWindow: number): CompiledRule[] {
  const seen = new Set<string>();
  return rules.map((rule) => {
    if (!Number.isInteger(rule.limit) || rule.limit < 1) {
      throw new Error(`limit of ${rule.scope} must be a positive integer, got ${rule.limit}`);
    }
    if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) {
      throw new Error(`window of ${rule.scope} must be a positive integer of ms`);
    }
    const key = `${rule.scope}/${rule.windowMs}`;
    if (seen.has(key)) throw new Error(`two rules for ${rule.scope} over ${rule.windowMs} ms`);
    seen.add(key);
    const slotMs = Math.ceil(rule.windowMs / slotsPerWindow);
    return { ...rule, slotMs, slots: Math.ceil(rule.windowMs / slotMs) };
  });
}

function decide(rule: CompiledRule, allowed: boolean, remaining: number, resetMs: number) {
  const { scope, limit, windowMs } = rule;
  return { allowed, scope, limit, windowMs, remaining, resetMs } satisfies LimitDecision;
}

/**
 * Per-client, per-rule sliding windows in memory (see WindowCounter). A request counts against
 * every rule of every named scope, or, when any of them is full, against none. Scopes without
 * a rule are ignored, so routes may name scopes that a later table defines.
 */
export function createRateLimiter(
  rules: readonly LimitRule[],
  options: RateLimiterOptions = {},
): InMemoryRateLimiter {
  const slotsPerWindow = options.slotsPerWindow ?? 20;
  const maxClients = options.maxClients ?? 5_000;
  if (!Number.isInteger(slotsPerWindow) || slotsPerWindow < 1) {
    throw new Error('slotsPerWindow must be a positive integer');
  }
  if (!Number.isInteger(maxClients) || maxClients < 1) {
    throw new Error('maxClients must be a positive integer');
  }
  const compiled = compileRules(rules, slotsPerWindow);
  const rulesByScope = new Map<string, number[]>();
  compiled.forEach((rule, index) => {
    rulesByScope.set(rule.scope, [...(rulesByScope.get(rule.scope) ?? []), index]);
  });
  // After this long without a request every counter of a client is empty.
  const idleMs = Math.max(0, ...compiled.map((rule) => rule.windowMs + rule.slotMs));
  const clients = new ClientTable(maxClients, idleMs);
  // Routes pass the same scopes array on every request: resolve it to rules once.
  const rulesOfScopes = new WeakMap<readonly string[], number[]>();

  function applicableRules(scopes: readonly string[]): number[] {
    const cached = rulesOfScopes.get(scopes);
    if (cached) return cached;
    const indexes: number[] = [];
    for (const scope of scopes) {
      for (const index of rulesByScope.get(scope) ?? []) {
        if (!indexes.includes(index)) indexes.push(index);
      }
    }
    rulesOfScopes.set(scopes, indexes);
    return indexes;
  }

  return {
    take(client, scopes, now) {
      const indexes = applicableRules(scopes);
      if (indexes.length === 0) return null;
      const state = clients.touch(client, now);
      const entries = indexes.map((index) => {
        const rule = compiled[index] as CompiledRule;
        const counter = (state.counters[index] ??= new WindowCounter(rule.slotMs, rule.slots, now));
        return { rule, counter, used: counter.count(now) };
      });

      let refusal: LimitDecision | null = null;
      for (const { rule, counter, used } of entries) {
        if (used < rule.limit) continue;
        const resetMs = counter.msUntilFreed(used - rule.limit + 1, now);
        if (!refusal || resetMs > refusal.resetMs) refusal = decide(rule, false, 0, resetMs);
      }
      if (refusal) return refusal;

      let binding = entries[0] as (typeof entries)[number];
      for (const entry of entries) {
        entry.counter.add(now);
        entry.used += 1;
        if (entry.rule.limit - entry.used < binding.rule.limit - binding.used) binding = entry;
      }
      const { rule, counter, used } = binding;
      return decide(rule, true, rule.limit - used, counter.msUntilFreed(1, now));
    },
    trackedClients: () => clients.size,
  };
}
