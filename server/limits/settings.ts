import { defaultLimits } from './tables.js';
import type { LimitRule } from './types.js';

/** Replaces the limit of a scope's rules, or of its one rule over `windowMs`. */
export interface LimitOverride {
  scope: string;
  windowMs?: number;
  limit: number;
}

export interface LimitSettings {
  /** Multiplies every table limit (2 doubles them); results round to at least 1. */
  scale?: number;
  /** Absolute limits, applied after scaling. */
  overrides?: readonly LimitOverride[];
}

/** The enforced rules: the tables scaled, then overridden. Throws on an unknown scope. */
export function buildLimitRules(
  settings: LimitSettings = {},
  tables: readonly LimitRule[] = defaultLimits,
): LimitRule[] {
  const scale = settings.scale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`rate-limit scale must be a positive number, got ${scale}`);
  }
  const rules = tables.map((rule) => ({
    ...rule,
    limit: Math.max(1, Math.round(rule.limit * scale)),
  }));
  for (const override of settings.overrides ?? []) {
    if (!Number.isInteger(override.limit) || override.limit < 1) {
      throw new Error(`rate limit of ${override.scope} must be a positive integer`);
    }
    const matching = rules.filter(
      (rule) =>
        rule.scope === override.scope &&
        (override.windowMs === undefined || rule.windowMs === override.windowMs),
    );
    if (matching.length === 0) {
      const known = [...new Set(rules.map((rule) => rule.scope))].join(', ');
      throw new Error(`no rate-limit rule for ${describe(override)}; scopes: ${known}`);
    }
    for (const rule of matching) rule.limit = override.limit;
  }
  return rules;
}

const describe = (override: LimitOverride): string =>
  override.windowMs === undefined
    ? override.scope
    : `${override.scope} over ${override.windowMs} ms`;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000 };
const OVERRIDE = /^([a-z][a-z0-9-]*)(?:@(\d+)(ms|s|m))?=(\d+)$/;

/** Reads the CLI form `scope=limit` or `scope@window=limit` (window like 10s, 10m, 500ms). */
export function parseLimitOverride(text: string): LimitOverride {
  const match = OVERRIDE.exec(text.trim());
  if (!match) {
    throw new Error(`rate-limit override "${text}" is not scope=limit or scope@10s=limit`);
  }
  const [, scope = '', amount, unit, limit = ''] = match;
  return {
    scope,
    limit: Number(limit),
    ...(amount && unit ? { windowMs: Number(amount) * (UNIT_MS[unit] ?? 1) } : {}),
  };
}
