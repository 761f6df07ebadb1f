import { describe, expect, it } from 'vitest';
import type {
  AlertFiring,
  AlertNotice,
  ConditionalOrder,
} from '../../../../../server/contract/index.js';
import { noticeLines, noticeMessage } from '../../../../../renderer/features/alerts/notices.js';

const RAIN = `0x${'a'.repeat(64)}`;
const FED = `0x${'b'.repeat(64)}`;

const firing = (id: number, conditionId: string | null = RAIN): AlertFiring => ({
  id,
  alertId: id,
  at: 1_770_000_000_000 + id,
  value: `bid 0.${60 + id}`,
  summary: `bid above 0.60 · Yes · Will it rain?: bid 0.${60 + id}`,
  conditionId,
});

const order = (
  state: ConditionalOrder['state'],
  detail: string,
  fields: Partial<ConditionalOrder> = {},
): ConditionalOrder => ({
  id: 3,
  kind: 'stop-loss',
  tokenId: '1111',
  conditionId: FED,
  address: '0x1',
  title: 'Yes · Will the Fed cut?',
  size: '10',
  trigger: 'bid',
  triggerPrice: '0.4',
  trailTicks: null,
  peak: null,
  stopPrice: null,
  worstPrice: '0.37',
  ocoWith: null,
  state,
  orderId: null,
  createdAt: 0,
  events: [
    { at: 1, state: 'armed', detail: 'armed' },
    { at: 2, state, detail },
  ],
  ...fields,
});

const notice = (firings: AlertFiring[], conditional: ConditionalOrder[] = []): AlertNotice => ({
  firings,
  conditional,
});

describe('noticeMessage', () => {
  it('tells one firing as itself, opening its market', () => {
    expect(noticeMessage(notice([firing(1)]))).toEqual({
      tone: 'info',
      title: 'Alert fired',
      details: ['bid above 0.60 · Yes · Will it rain?: bid 0.61'],
      conditionId: RAIN,
      tab: 'alerts',
      count: 1,
    });
  });

  it('coalesces a flood into one "N alerts fired", naming the first and counting the rest', () => {
    const flood = notice([1, 2, 3, 4, 5, 6, 7].map((id) => firing(id, id % 2 ? RAIN : FED)));
    const message = noticeMessage(flood)!;
    expect(message).toMatchObject({ title: '7 alerts fired', count: 7, tab: 'alerts' });
    expect(message.details).toEqual([
      'Alert fired: bid above 0.60 · Yes · Will it rain?: bid 0.61',
      'Alert fired: bid above 0.60 · Yes · Will it rain?: bid 0.62',
      'Alert fired: bid above 0.60 · Yes · Will it rain?: bid 0.63',
      'and 4 more in the Alerts tab',
    ]);
    // Several markets: the click opens the tab, not one of them.
    expect(message.conditionId).toBeNull();
    expect(noticeMessage(notice([firing(1), firing(2)]))!.conditionId).toBe(RAIN);
  });

  it('tells a conditional order’s fill, refusal and OCO cancel, with their tones', () => {
    expect(noticeMessage(notice([], [order('filled', 'sold 10')]))).toEqual({
      tone: 'success',
      title: 'Stop-loss filled',
      details: ['Yes · Will the Fed cut?: sold 10'],
      conditionId: FED,
      tab: 'conditional',
      count: 1,
    });
    const refused = order('refused', 'nothing filled at or above the worst price');
    expect(noticeMessage(notice([], [refused]))).toMatchObject({
      tone: 'error',
      title: 'Stop-loss refused',
    });
    const pair = [
      order('partly-filled', 'sold 4 of 10'),
      order('canceled', 'OCO: #3 fired', { id: 4, kind: 'take-profit' }),
    ];
    expect(noticeMessage(notice([firing(1)], pair))).toMatchObject({
      tone: 'warning',
      title: '1 alert fired, 2 conditional orders changed',
      details: [
        'Alert fired: bid above 0.60 · Yes · Will it rain?: bid 0.61',
        'Stop-loss partly filled: Yes · Will the Fed cut?: sold 4 of 10',
        'Take-profit cancelled: Yes · Will the Fed cut?: OCO: #3 fired',
      ],
      conditionId: null,
      tab: 'alerts',
      count: 3,
    });
  });

  it('warns that a locked vault signed nothing and the order stays armed', () => {
    const locked = order('armed', 'trigger at 0.39 not signed: the vault is locked; stays armed');
    expect(noticeMessage(notice([], [locked]))).toEqual({
      tone: 'warning',
      title: 'Stop-loss not signed: the vault is locked',
      details: ['Yes · Will the Fed cut?: it stays armed and sells once the vault is unlocked'],
      conditionId: FED,
      tab: 'conditional',
      count: 1,
    });
  });

  it('does not tell the trader back what they did themselves', () => {
    const own = [order('armed', 'edited'), order('canceled', 'cancelled by the trader')];
    expect(noticeLines(notice([], own))).toEqual([]);
    expect(noticeMessage(notice([], own))).toBeNull();
  });
});
