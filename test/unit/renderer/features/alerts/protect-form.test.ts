import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { NewConditionalOrder } from '../../../../../server/contract/index.js';
import {
  buildConditionalOrders,
  editProtectForm,
  initialProtectForm,
  type ProtectForm,
  type ProtectedPosition,
} from '../../../../../renderer/features/alerts/protect-form.js';
import {
  buildConditionalUpdate,
  changesSomething,
  editOf,
} from '../../../../../renderer/features/alerts/conditional-edit.js';
import type { ConditionalOrder } from '../../../../../server/contract/index.js';

const position: ProtectedPosition = {
  tokenId: '1111',
  conditionId: `0x${'c'.repeat(64)}`,
  title: 'Will it rain in Paris tomorrow?',
  outcome: 'Yes',
  size: 20,
  mark: 0.5,
  tickSize: 0.01,
};

function orders(form: ProtectForm, on = position): NewConditionalOrder[] {
  const result = buildConditionalOrders(form, on);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  for (const order of result.value) expect(Value.Check(NewConditionalOrder, order)).toBe(true);
  return result.value;
}

describe('initialProtectForm', () => {
  it('sells the whole position, triggers 5 ticks either side of the mark, worst 3 below', () => {
    expect(initialProtectForm(position, 'stop-loss')).toMatchObject({
      size: '20',
      trigger: 'bid',
      stopPrice: '45',
      stopWorst: '42',
      takePrice: '55',
      takeWorst: '52',
      trailTicks: '5',
      trailWorst: '42',
    });
  });

  it('keeps the defaults inside the book on a fine tick and near the edges', () => {
    const fine = initialProtectForm({ ...position, mark: 0.123, tickSize: 0.001 }, 'bracket');
    expect(fine).toMatchObject({ stopPrice: '11.8', stopWorst: '11.5', takePrice: '12.8' });
    const low = initialProtectForm({ ...position, mark: 0.03 }, 'stop-loss');
    expect(low).toMatchObject({ stopPrice: '1', stopWorst: '1' });
    expect(initialProtectForm({ ...position, mark: null }, 'stop-loss').stopPrice).toBe('');
  });
});

describe('editProtectForm', () => {
  it('moves a worst price along with its trigger until the trader types it', () => {
    let form = initialProtectForm(position, 'stop-loss');
    form = editProtectForm(form, 'stopPrice', '40', position);
    expect(form.stopWorst).toBe('37');
    form = editProtectForm(form, 'stopWorst', '30', position);
    form = editProtectForm(form, 'stopPrice', '41', position);
    expect(form).toMatchObject({ stopPrice: '41', stopWorst: '30' });
    // Another leg still follows its own trigger.
    expect(editProtectForm(form, 'takePrice', '60', position).takeWorst).toBe('57');
  });
});

describe('buildConditionalOrders', () => {
  it('builds a stop-loss, a take-profit and a trailing stop as the contract has them', () => {
    const form = initialProtectForm(position, 'stop-loss');
    expect(orders(form)).toEqual([
      {
        kind: 'stop-loss',
        tokenId: '1111',
        size: '20',
        trigger: 'bid',
        triggerPrice: '0.45',
        worstPrice: '0.42',
      },
    ]);
    expect(orders({ ...form, kind: 'take-profit', trigger: 'mid', size: '7.5' })).toEqual([
      {
        kind: 'take-profit',
        tokenId: '1111',
        size: '7.5',
        trigger: 'mid',
        triggerPrice: '0.55',
        worstPrice: '0.52',
      },
    ]);
    expect(orders({ ...form, kind: 'trailing-stop', trailTicks: '3' })).toEqual([
      {
        kind: 'trailing-stop',
        tokenId: '1111',
        size: '20',
        trigger: 'bid',
        trailTicks: 3,
        worstPrice: '0.42',
      },
    ]);
  });

  it('builds a bracket as a stop-loss then a take-profit', () => {
    expect(
      orders(initialProtectForm(position, 'bracket')).map((o) => [o.kind, o.triggerPrice]),
    ).toEqual([
      ['stop-loss', '0.45'],
      ['take-profit', '0.55'],
    ]);
  });

  it('refuses what the service would: size, side of the mark, worst above trigger, tick', () => {
    const form = initialProtectForm(position, 'bracket');
    const errors = (change: Partial<ProtectForm>) => {
      const result = buildConditionalOrders({ ...form, ...change }, position);
      return result.ok ? {} : result.errors;
    };
    expect(errors({ size: '21' })).toEqual({ size: 'At most the 20 shares held' });
    expect(errors({ size: '0' })).toEqual({ size: 'A number of shares above 0' });
    expect(errors({ stopPrice: '50' })).toMatchObject({
      stopPrice: 'Below the mark, or it fires at once',
    });
    expect(errors({ takePrice: '49' })).toMatchObject({
      takePrice: 'Above the mark, or it fires at once',
    });
    expect(errors({ stopWorst: '46', worstTyped: ['stop'] })).toEqual({
      stopWorst: 'At or below the trigger: the order sells',
    });
    expect(errors({ takeWorst: '52.5' })).toEqual({ takeWorst: "On the market's 1¢ tick" });
    expect(errors({ kind: 'trailing-stop', trailTicks: '0' })).toEqual({
      trailTicks: 'From 1 to 1000',
    });
  });

  it('without a mark still refuses a bracket whose stop is not below its take-profit', () => {
    const blind = { ...position, mark: null };
    const form = { ...initialProtectForm(blind, 'bracket'), stopPrice: '60', stopWorst: '55' };
    const result = buildConditionalOrders({ ...form, takePrice: '50', takeWorst: '45' }, blind);
    expect(result).toEqual({ ok: false, errors: { takePrice: 'Above the stop-loss' } });
  });
});

describe('buildConditionalUpdate', () => {
  const armed: ConditionalOrder = {
    id: 7,
    kind: 'stop-loss',
    tokenId: '1111',
    conditionId: position.conditionId,
    address: '0x1',
    title: 'Yes · Will it rain in Paris tomorrow?',
    size: '20',
    trigger: 'bid',
    triggerPrice: '0.45',
    trailTicks: null,
    peak: null,
    stopPrice: null,
    worstPrice: '0.42',
    ocoWith: null,
    state: 'armed',
    orderId: null,
    createdAt: 0,
    events: [],
  };

  it('sends only what changed, in the contract’s units', () => {
    const edit = editOf(armed);
    expect(edit).toEqual({ size: '20', triggerPrice: '45', trailTicks: '', worstPrice: '42' });
    expect(buildConditionalUpdate(armed, edit)).toEqual({ ok: true, value: { id: 7 } });
    expect(changesSomething({ id: 7 })).toBe(false);
    expect(buildConditionalUpdate(armed, { ...edit, size: '12.5', triggerPrice: '44' })).toEqual({
      ok: true,
      value: { id: 7, size: '12.5', triggerPrice: '0.44' },
    });
    const trailing = {
      ...armed,
      kind: 'trailing-stop' as const,
      triggerPrice: null,
      trailTicks: 3,
    };
    expect(buildConditionalUpdate(trailing, { ...editOf(trailing), trailTicks: '4' })).toEqual({
      ok: true,
      value: { id: 7, trailTicks: 4 },
    });
  });

  it('refuses a worst price above the trigger and figures that are not ones', () => {
    const edit = editOf(armed);
    expect(buildConditionalUpdate(armed, { ...edit, worstPrice: '46' })).toEqual({
      ok: false,
      errors: { worstPrice: 'At or below the trigger: the order sells' },
    });
    expect(buildConditionalUpdate(armed, { ...edit, size: '-1', triggerPrice: '100' })).toEqual({
      ok: false,
      errors: {
        size: 'A number of shares above 0',
        triggerPrice: 'A price in cents above 0 and below 100',
      },
    });
  });
});
