import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { NewAlert } from '../../../../../server/contract/index.js';
import {
  alertFormErrors,
  buildNewAlert,
  initialAlertForm,
  type AlertForm,
  type AlertMarket,
} from '../../../../../renderer/features/alerts/alert-form.js';

const market: AlertMarket = {
  conditionId: `0x${'c'.repeat(64)}`,
  question: 'Will it rain in Paris tomorrow?',
  outcomes: [
    { label: 'Yes', tokenId: '1111' },
    { label: 'No', tokenId: '2222' },
  ],
  tickSize: 0.01,
};
const form = (change: Partial<AlertForm> = {}): AlertForm => ({
  ...initialAlertForm(market, 0, 0.453),
  ...change,
});

/** The built alert, checked against the contract the service validates it with. */
function built(change: Partial<AlertForm>, on: AlertMarket | null = market): NewAlert {
  const result = buildNewAlert(form(change), on);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  expect(Value.Check(NewAlert, result.value)).toBe(true);
  return result.value;
}

describe('initialAlertForm', () => {
  it('prefills a price alert at the current price on the tick, once', () => {
    expect(form()).toMatchObject({ kind: 'price', outcomeIndex: 0, price: '45', rearm: 'once' });
    expect(initialAlertForm(market, 1, null).price).toBe('');
  });

  it('without a market offers an alert on the account’s orders', () => {
    expect(initialAlertForm(null).kind).toBe('order');
  });
});

describe('buildNewAlert', () => {
  it('builds each condition kind as the contract has it', () => {
    expect(built({ source: 'bid', direction: 'below', price: '40.0' })).toEqual({
      condition: {
        kind: 'price',
        tokenId: '1111',
        source: 'bid',
        direction: 'below',
        price: '0.4',
      },
      rearm: { mode: 'once' },
    });
    expect(
      built({ kind: 'move', outcomeIndex: 1, percent: '12.5 %', windowMinutes: '15' }),
    ).toMatchObject({
      condition: { kind: 'move', tokenId: '2222', source: 'mid', percent: 12.5, windowMinutes: 15 },
    });
    expect(built({ kind: 'spread', spreadTicks: '4' }).condition).toEqual({
      kind: 'spread',
      tokenId: '1111',
      ticks: 4,
    });
    expect(built({ kind: 'volume', volumeAbove: '$1,250,000' }).condition).toEqual({
      kind: 'volume',
      conditionId: market.conditionId,
      above: '1250000',
    });
    expect(built({ kind: 'market' }).condition).toEqual({
      kind: 'market',
      conditionId: market.conditionId,
    });
    expect(built({ kind: 'order', orderEvent: 'any' }, null).condition).toEqual({
      kind: 'order',
      event: 'any',
    });
    expect(built({ kind: 'order', orderId: ' 0xabc ' }).condition).toEqual({
      kind: 'order',
      event: 'fill',
      orderId: '0xabc',
    });
    expect(built({ kind: 'pnl', direction: 'below', pnlLevel: '−25.50' }).condition).toEqual({
      kind: 'pnl',
      tokenId: '1111',
      direction: 'below',
      level: '-25.5',
    });
  });

  it('builds each re-arm rule and keeps a note', () => {
    expect(built({ rearm: 'every' }).rearm).toEqual({ mode: 'every' });
    expect(
      built({ rearm: 'cooldown', cooldownMinutes: '90', note: ' check the news ' }),
    ).toMatchObject({ rearm: { mode: 'cooldown', minutes: 90 }, note: 'check the news' });
  });

  it('refuses a price off the tick, out of range or not a number, saying why', () => {
    expect(alertFormErrors(form({ price: '45.5' }), market)).toEqual({
      price: "On the market's 1¢ tick",
    });
    expect(alertFormErrors(form({ price: '100' }), market).price).toBe('Above 0¢ and below 100¢');
    expect(alertFormErrors(form({ price: 'abc' }), market).price).toMatch(/in cents/);
    expect(buildNewAlert(form({ price: '45.5' }), { ...market, tickSize: 0.001 }).ok).toBe(true);
  });

  it('checks every figure of the other kinds and the cool-down', () => {
    expect(
      alertFormErrors(form({ kind: 'move', percent: '0', windowMinutes: '241' }), market),
    ).toEqual({
      percent: 'A percentage above 0 and at most 1000',
      windowMinutes: 'From 1 to 240',
    });
    expect(alertFormErrors(form({ kind: 'spread', spreadTicks: '2.5' }), market)).toEqual({
      spreadTicks: 'A whole number',
    });
    expect(alertFormErrors(form({ kind: 'volume', volumeAbove: '-5' }), market)).toEqual({
      volumeAbove: 'Not below 0',
    });
    expect(alertFormErrors(form({ kind: 'pnl', pnlLevel: '' }), market).pnlLevel).toMatch(
      /A number/,
    );
    expect(alertFormErrors(form({ rearm: 'cooldown', cooldownMinutes: '0' }), market)).toEqual({
      cooldownMinutes: 'From 1 to 10080',
    });
    expect(alertFormErrors(form({ note: 'x'.repeat(201) }), market)).toEqual({
      note: 'At most 200 characters',
    });
  });

  it('refuses a market condition without a market', () => {
    expect(alertFormErrors(form({ kind: 'price' }), null)).toEqual({
      kind: 'Open a market first: this alert watches one',
    });
  });
});
