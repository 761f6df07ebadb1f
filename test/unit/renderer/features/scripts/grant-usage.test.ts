import { describe, expect, it } from 'vitest';
import type { Grant, GrantLimits } from '../../../../../server/contract/index.js';
import {
  auditTone,
  describeRules,
  describeScope,
  formatCountdown,
  revokeOutcome,
  statusAt,
  usageMeters,
} from '../../../../../renderer/features/scripts/grant-usage.js';

const NOW = Date.UTC(2026, 2, 5, 12, 0, 0);
const SECOND = 1000;

const limits = (change: Partial<GrantLimits> = {}): GrantLimits => ({
  scope: 'all',
  marketIds: [],
  eventSlug: null,
  sides: ['BUY', 'SELL'],
  orderTypes: ['GTC', 'FAK'],
  maxOrderSize: null,
  maxOrderNotional: null,
  maxOpenNotional: '100',
  maxDailyNotional: null,
  bandTicks: null,
  ordersPerMinute: 120,
  mode: 'trade',
  ...change,
});

const grant = (change: Partial<Grant> = {}): Grant => ({
  id: 'g1',
  name: 'mm-bot',
  accountId: 'acct-1',
  address: '0x1111111111111111111111111111111111111111',
  status: 'active',
  createdAt: NOW - 60 * SECOND,
  expiresAt: NOW + 3_600 * SECOND,
  revokedAt: null,
  lastUsedAt: null,
  limits: limits(),
  usage: {
    openOrders: 2,
    openNotional: '85.5',
    dailyNotional: '140',
    ordersLastMinute: 120,
    ordersSent: 7,
    refused: 1,
  },
  ...change,
});

describe('usageMeters', () => {
  it('says what is used of each limit, warning near it and marking it full at it', () => {
    const meters = usageMeters(grant());
    expect(meters.map((meter) => meter.key)).toEqual([
      'openNotional',
      'dailyNotional',
      'ordersLastMinute',
      'ordersSent',
      'refused',
    ]);
    const [open, daily, minute, sent, refused] = meters;
    expect(open).toMatchObject({
      label: 'Open notional',
      used: '$85.50',
      max: '$100.00',
      fraction: 0.855,
      tone: 'warn',
      note: '2 orders',
    });
    expect(daily).toMatchObject({ used: '$140.00', max: null, fraction: null, note: 'no limit' });
    expect(minute).toMatchObject({ used: '120', max: '120', fraction: 1, tone: 'full' });
    expect(sent).toMatchObject({ used: '7', max: null, tone: 'ok' });
    expect(refused).toMatchObject({ used: '1', tone: 'warn' });
  });

  it('caps the bar at full when a limit is overrun, and reads calm when little is used', () => {
    const over = grant({
      limits: limits({ maxDailyNotional: '100' }),
      usage: {
        ...grant().usage,
        dailyNotional: '150',
        openNotional: '1',
        refused: 0,
        openOrders: 1,
      },
    });
    const [open, daily, , , refused] = usageMeters(over);
    expect(daily).toMatchObject({ fraction: 1, tone: 'full', max: '$100.00' });
    expect(open).toMatchObject({ tone: 'ok', note: '1 order' });
    expect(refused!.tone).toBe('ok');
  });
});

describe('formatCountdown', () => {
  it('counts down in its two largest units', () => {
    expect(formatCountdown(NOW + (6 * 86_400 + 23 * 3600 + 59 * 60) * SECOND, NOW)).toBe('6d 23h');
    expect(formatCountdown(NOW + (5 * 3600 + 4 * 60 + 9) * SECOND, NOW)).toBe('5h 04m');
    expect(formatCountdown(NOW + (12 * 60 + 5) * SECOND, NOW)).toBe('12m 05s');
    expect(formatCountdown(NOW + 45_900, NOW)).toBe('45s');
    expect(formatCountdown(NOW + 999, NOW)).toBe('expired');
    expect(formatCountdown(NOW - 1, NOW)).toBe('expired');
  });
});

describe('statusAt', () => {
  it('reads an active grant past its expiry as expired before the next poll says so', () => {
    expect(statusAt(grant(), NOW)).toBe('active');
    expect(statusAt(grant({ expiresAt: NOW }), NOW)).toBe('expired');
    expect(statusAt(grant({ status: 'revoked', expiresAt: NOW - 1 }), NOW)).toBe('revoked');
  });
});

describe('describeScope and describeRules', () => {
  it('tells what a grant may do on one line', () => {
    expect(describeScope(limits())).toBe('All markets');
    expect(describeScope(limits({ scope: 'markets', marketIds: ['0xa'] }))).toBe('1 market');
    expect(describeScope(limits({ scope: 'event', eventSlug: 'fed-june' }))).toBe('Event fed-june');
    expect(
      describeRules(limits({ maxOrderSize: '1000', maxOrderNotional: '50', bandTicks: 1 })),
    ).toBe(
      'Trade · All markets · BUY, SELL · GTC, FAK · ≤1,000 sh, ≤$50.00 per order · band 1 tick',
    );
    expect(describeRules(limits({ mode: 'read-only', maxOrderSize: '5' }))).toBe(
      'Read only · All markets',
    );
  });
});

describe('revokeOutcome', () => {
  it('counts what was revoked and cancelled, and names each order left open', () => {
    expect(revokeOutcome({ revoked: ['g1'], canceled: ['o1', 'o2'], not_canceled: {} })).toEqual({
      kind: 'success',
      title: 'Revoked 1 grant, cancelled 2 orders',
      stillOpen: [],
    });
    const orderId = `0x${'ab'.repeat(32)}`;
    expect(
      revokeOutcome({
        revoked: ['g1', 'g2'],
        canceled: [],
        not_canceled: { [orderId]: 'the vault is locked' },
      }),
    ).toEqual({
      kind: 'warning',
      title: 'Revoked 2 grants, cancelled 0 orders; 1 could not be cancelled',
      stillOpen: ['0xababab…abab: the vault is locked'],
    });
    expect(revokeOutcome({ revoked: [], canceled: [], not_canceled: {} }).title).toBe(
      'No active grant to revoke',
    );
  });
});

describe('auditTone', () => {
  it('colours what was placed up, refused or failed down, the rest as notices', () => {
    expect(auditTone('placed')).toBe('up');
    expect(auditTone('refused')).toBe('down');
    expect(auditTone('failed')).toBe('down');
    expect(auditTone('canceled')).toBe('warn');
    expect(auditTone('revoked')).toBe('warn');
    expect(auditTone('created')).toBe('dim');
  });
});
