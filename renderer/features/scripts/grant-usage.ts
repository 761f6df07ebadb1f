import type {
  Grant,
  GrantAuditEntry,
  GrantLimits,
  RevokeAnswer,
} from '../../../server/contract/index.js';
import { formatShares, formatUsd } from '../../lib/format.js';

export type GrantStatus = Grant['status'];

/** The status as of `now`: an active grant whose expiry passed between two polls is expired. */
export const statusAt = (grant: Grant, now: number): GrantStatus =>
  grant.status === 'active' && grant.expiresAt <= now ? 'expired' : grant.status;

/** Time left, two units at most: "6d 23h", "5h 04m", "12m 05s", "45s"; "expired" when none. */
export function formatCountdown(expiresAt: number, now: number): string {
  const seconds = Math.floor((expiresAt - now) / 1000);
  if (seconds <= 0) return 'expired';
  const pad = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds % 60)}s`;
  return `${seconds}s`;
}

export type MeterTone = 'ok' | 'warn' | 'full';

/** One limit and what the grant has used of it. */
export interface UsageMeter {
  key: 'openNotional' | 'dailyNotional' | 'ordersLastMinute' | 'ordersSent' | 'refused';
  label: string;
  used: string;
  /** The limit as shown; null where there is none. */
  max: string | null;
  /** used / max, 0..1 (capped); null without a limit. */
  fraction: number | null;
  tone: MeterTone;
  /** A short remark under the figure: "2 orders", "no limit". */
  note?: string;
}

const WARN_AT = 0.8;

function meter(
  key: UsageMeter['key'],
  label: string,
  used: number,
  max: number | null,
  show: (value: number) => string,
): UsageMeter {
  if (max === null || !(max > 0)) {
    return { key, label, used: show(used), max: null, fraction: null, tone: 'ok' };
  }
  const fraction = Math.min(used / max, 1);
  const tone: MeterTone = used >= max ? 'full' : fraction >= WARN_AT ? 'warn' : 'ok';
  return { key, label, used: show(used), max: show(max), fraction, tone };
}

const usd = (value: number) => formatUsd(value);
const count = (value: number) => String(value);
const limitOf = (text: string | null): number | null => (text === null ? null : Number(text));
/** "1 order", "2 orders". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What is left of each limit: open and daily notional, the minute's orders, sent and refused. */
export function usageMeters(grant: Pick<Grant, 'limits' | 'usage'>): UsageMeter[] {
  const { limits, usage } = grant;
  const open = meter(
    'openNotional',
    'Open notional',
    Number(usage.openNotional),
    limitOf(limits.maxOpenNotional),
    usd,
  );
  const daily = meter(
    'dailyNotional',
    'Today (UTC)',
    Number(usage.dailyNotional),
    limitOf(limits.maxDailyNotional),
    usd,
  );
  const minute = meter(
    'ordersLastMinute',
    'Orders / min',
    usage.ordersLastMinute,
    limits.ordersPerMinute,
    count,
  );
  return [
    { ...open, note: plural(usage.openOrders, 'order') },
    daily.max === null ? { ...daily, note: 'no limit' } : daily,
    minute,
    {
      key: 'ordersSent',
      label: 'Sent',
      used: count(usage.ordersSent),
      max: null,
      fraction: null,
      tone: 'ok',
    },
    {
      key: 'refused',
      label: 'Refused',
      used: count(usage.refused),
      max: null,
      fraction: null,
      tone: usage.refused > 0 ? 'warn' : 'ok',
    },
  ];
}

/** Which markets: "All markets", "3 markets", "Event us-election-2028". */
export function describeScope(limits: GrantLimits): string {
  if (limits.scope === 'markets') return plural(limits.marketIds.length, 'market');
  if (limits.scope === 'event') return `Event ${limits.eventSlug ?? '?'}`;
  return 'All markets';
}

export const MODE_LABELS: Record<GrantLimits['mode'], string> = {
  trade: 'Trade',
  'cancel-only': 'Cancel only',
  'read-only': 'Read only',
};

/** The grant's rules on one line: "Trade · BUY, SELL · GTC, FAK · ≤100 sh, ≤$50 per order". */
export function describeRules(limits: GrantLimits): string {
  const parts = [MODE_LABELS[limits.mode], describeScope(limits)];
  if (limits.mode === 'trade') {
    parts.push(limits.sides.join(', '), limits.orderTypes.join(', '));
    const perOrder = [
      limits.maxOrderSize !== null ? `≤${formatShares(limits.maxOrderSize)} sh` : null,
      limits.maxOrderNotional !== null ? `≤${formatUsd(limits.maxOrderNotional)}` : null,
    ].filter(Boolean);
    if (perOrder.length > 0) parts.push(`${perOrder.join(', ')} per order`);
    if (limits.bandTicks !== null) parts.push(`band ${plural(limits.bandTicks, 'tick')}`);
  }
  return parts.join(' · ');
}

export type AuditTone = 'up' | 'down' | 'warn' | 'dim';

export const auditTone = (kind: GrantAuditEntry['kind']): AuditTone =>
  kind === 'placed'
    ? 'up'
    : kind === 'refused' || kind === 'failed'
      ? 'down'
      : kind === 'created'
        ? 'dim'
        : 'warn';

/** What a revoke did, for a notice and the pane's result line. */
export interface RevokeOutcome {
  kind: 'success' | 'warning' | 'info';
  title: string;
  /** One line per order left open: "0x1234…abcd: the vault is locked". */
  stillOpen: string[];
}

const shortId = (id: string) => (id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id);

export function revokeOutcome(answer: RevokeAnswer): RevokeOutcome {
  const stillOpen = Object.entries(answer.not_canceled).map(
    ([orderId, why]) => `${shortId(orderId)}: ${why}`,
  );
  if (answer.revoked.length === 0 && answer.canceled.length === 0 && stillOpen.length === 0) {
    return { kind: 'info', title: 'No active grant to revoke', stillOpen };
  }
  const revoked = `Revoked ${plural(answer.revoked.length, 'grant')}`;
  const canceled = `cancelled ${plural(answer.canceled.length, 'order')}`;
  const left = stillOpen.length > 0 ? `; ${stillOpen.length} could not be cancelled` : '';
  return {
    kind: stillOpen.length > 0 ? 'warning' : 'success',
    title: `${revoked}, ${canceled}${left}`,
    stillOpen,
  };
}
