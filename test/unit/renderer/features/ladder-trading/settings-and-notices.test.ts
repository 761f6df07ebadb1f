import { describe, expect, it } from 'vitest';
import {
  defaultLadderSettings,
  parseLadderSettings,
} from '../../../../../renderer/features/ladder-trading/trading-settings.js';
import {
  fieldsOf,
  parseSettingsFields,
} from '../../../../../renderer/features/ladder-trading/settings-form.js';
import {
  answerText,
  cancelText,
} from '../../../../../renderer/features/ladder-trading/order-text.js';

const M = 1_000_000;

describe('stored ladder settings', () => {
  it('keep each valid field and fall back field by field', () => {
    expect(parseLadderSettings(null)).toEqual(defaultLadderSettings);
    const stored = parseLadderSettings({
      presetsMicros: [1 * M, 'x', 3.005 * M, -4, 500 * M],
      presetIndex: 9,
      guards: { maxSizeMicros: 20 * M, maxNotionalMicros: 0, bandTicks: 2 },
    });
    expect(stored.presetsMicros).toEqual([1 * M, 10 * M, 3 * M, 50 * M, 500 * M]);
    expect(stored.presetIndex).toBe(defaultLadderSettings.presetIndex);
    expect(stored.guards).toEqual({
      maxSizeMicros: 20 * M,
      maxNotionalMicros: defaultLadderSettings.guards.maxNotionalMicros,
      bandTicks: 2,
    });
  });
});

describe('the sizes and guards form', () => {
  it('shows the settings as typed figures and reads them back', () => {
    const fields = fieldsOf(defaultLadderSettings);
    expect(fields).toEqual({
      presets: ['5', '10', '25', '50', '100'],
      maxSize: '1000',
      maxNotional: '500',
      band: '3',
    });
    const parsed = parseSettingsFields(
      { presets: ['1', '2.5', '3', '4', '5'], maxSize: '200', maxNotional: '99.50', band: '0' },
      3,
    );
    expect(parsed).toEqual({
      ok: true,
      settings: {
        presetsMicros: [1 * M, 2.5 * M, 3 * M, 4 * M, 5 * M],
        presetIndex: 3,
        guards: { maxSizeMicros: 200 * M, maxNotionalMicros: 99.5 * M, bandTicks: 0 },
      },
    });
  });

  it('names each field that is wrong', () => {
    const parsed = parseSettingsFields(
      { presets: ['1', '0', '3.001', '4', '5'], maxSize: '', maxNotional: '-1', band: '2.5' },
      0,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect([...parsed.errors.keys()].sort()).toEqual([
      'band',
      'maxNotional',
      'maxSize',
      'preset2',
      'preset3',
    ]);
  });
});

describe('the notices', () => {
  const buy = { side: 'BUY' as const, orderType: 'GTC', size: '10', price: '0.45' };
  const answer = {
    success: true,
    errorMsg: '',
    status: 'live',
    makingAmount: '0',
    takingAmount: '0',
  };

  it('say what filled, at what average, and what rests or was killed', () => {
    expect(answerText(buy, answer)).toBe('live: filled 0 of 10 · 10 resting');
    expect(answerText(buy, { ...answer, makingAmount: '1.8', takingAmount: '4' })).toBe(
      'live: filled 4 of 10 at 45¢ avg · 6 resting',
    );
    const fak = { ...buy, side: 'SELL' as const, orderType: 'FAK' };
    expect(
      answerText(fak, { ...answer, status: 'matched', makingAmount: '3', takingAmount: '1.32' }),
    ).toBe('matched: filled 3 of 10 at 44¢ avg · 7 killed');
    expect(
      answerText(buy, { ...answer, success: false, status: '', errorMsg: 'not enough balance' }),
    ).toBe('refused: not enough balance');
  });

  it('say how many orders a cancel took, and why any stayed', () => {
    expect(cancelText({ canceled: ['a', 'b'], not_canceled: {} })).toEqual({
      ok: true,
      text: 'cancelled 2 orders',
    });
    expect(cancelText({ canceled: [], not_canceled: { c: 'already matched' } })).toEqual({
      ok: false,
      text: 'cancelled 0 orders, 1 refused: already matched',
    });
  });
});
