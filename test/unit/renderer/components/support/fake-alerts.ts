import { vi } from 'vitest';
import type { Alert, AlertFiring, ConditionalOrder } from '../../../../../server/contract/index.js';
import { market } from './fixtures.js';

// Alerts, firings and conditional orders as the service answers them, and a stand-in for the
// Web Notification API that records what the terminal shows.

export const FED = market({ conditionId: `0x${'f'.repeat(64)}` });

export const alert = (fields: Partial<Alert> = {}): Alert => ({
  id: 1,
  condition: { kind: 'price', tokenId: '1111', source: 'mid', direction: 'above', price: '0.5' },
  rearm: { mode: 'once' },
  note: '',
  state: 'armed',
  title: 'mid above 0.5 · Yes · Will the Fed cut rates in June?',
  createdAt: 1_770_000_000_000,
  lastFiredAt: null,
  firings: 0,
  ...fields,
});

export const firing = (id: number, fields: Partial<AlertFiring> = {}): AlertFiring => ({
  id,
  alertId: 1,
  at: 1_770_000_000_000 + id * 60_000,
  value: `mid 0.5${id}`,
  summary: `mid above 0.5 · Yes · Will the Fed cut rates in June?: mid 0.5${id}`,
  conditionId: FED.conditionId,
  ...fields,
});

export const conditional = (fields: Partial<ConditionalOrder> = {}): ConditionalOrder => ({
  id: 3,
  kind: 'stop-loss',
  tokenId: '1111',
  conditionId: FED.conditionId,
  address: '0x1',
  title: 'Yes · Will the Fed cut rates in June?',
  size: '20',
  trigger: 'bid',
  triggerPrice: '0.4',
  trailTicks: null,
  peak: null,
  stopPrice: null,
  worstPrice: '0.37',
  ocoWith: null,
  state: 'armed',
  orderId: null,
  createdAt: 1_770_000_000_000,
  events: [{ at: 1_770_000_000_000, state: 'armed', detail: 'armed' }],
  ...fields,
});

/** `window.Notification` as a page sees it, recording each notification shown. */
export function stubNotifications(permission: NotificationPermission = 'granted') {
  const shown: { title: string; body: string; click(): void; closed: boolean }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = 'granted';
      return Promise.resolve<NotificationPermission>('granted');
    });
    onclick: (() => void) | null = null;
    private readonly record: (typeof shown)[number];
    constructor(title: string, options: NotificationOptions = {}) {
      this.record = {
        title,
        body: options.body ?? '',
        click: () => this.onclick?.(),
        closed: false,
      };
      shown.push(this.record);
    }
    close() {
      this.record.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, api: FakeNotification };
}
