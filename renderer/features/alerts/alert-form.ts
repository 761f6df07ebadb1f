import type { NewAlert } from '../../../server/contract/index.js';
import { createChecks, type Built, type Checked } from './checks.js';
import {
  centsText,
  parseAmount,
  parseCents,
  parseWhole,
  tickTicksOf,
  ticksOnGrid,
  wirePrice,
} from './prices.js';

export type AlertCondition = NewAlert['condition'];
export type AlertKind = AlertCondition['kind'];
export type PriceSource = 'bid' | 'ask' | 'mid' | 'last';
export type Direction = 'above' | 'below';
export type OrderEvent = 'fill' | 'cancel' | 'any';
export type RearmMode = NewAlert['rearm']['mode'];

/** The market an alert is about: its outcomes' tokens and its tick. */
export interface AlertMarket {
  conditionId: string;
  question: string;
  outcomes: { label: string; tokenId: string }[];
  tickSize: number;
}

/** The form as typed: every figure is text until it is checked. Prices are in cents. */
export interface AlertForm {
  kind: AlertKind;
  outcomeIndex: number;
  source: PriceSource;
  direction: Direction;
  price: string;
  percent: string;
  windowMinutes: string;
  spreadTicks: string;
  volumeAbove: string;
  orderEvent: OrderEvent;
  orderId: string;
  pnlLevel: string;
  rearm: RearmMode;
  cooldownMinutes: string;
  note: string;
}

export type AlertFormField = keyof AlertForm;
export type AlertFormErrors = Partial<Record<AlertFormField, string>>;

export const ALERT_KINDS: readonly { value: AlertKind; label: string; needsMarket: boolean }[] = [
  { value: 'price', label: 'Price crosses a level', needsMarket: true },
  { value: 'move', label: 'Price moves by a percentage', needsMarket: true },
  { value: 'spread', label: 'Spread wider than', needsMarket: true },
  { value: 'volume', label: '24 h volume above', needsMarket: true },
  { value: 'market', label: 'Market closes or resolves', needsMarket: true },
  { value: 'order', label: 'My order fills or is cancelled', needsMarket: false },
  { value: 'pnl', label: "Position's PnL crosses a level", needsMarket: true },
];

/** The contract's limits, kept here so that the bundle takes no TypeBox schema. */
const MAX_NOTE = 200;
const MAX_ORDER_ID = 100;

/**
 * A new form for a market (its outcome and current price prefilled: a price alert at that
 * price), or, with no market, an alert on the account's orders.
 */
export function initialAlertForm(
  market: AlertMarket | null,
  outcomeIndex = 0,
  price: number | null = null,
): AlertForm {
  const tickTicks = tickTicksOf(market?.tickSize ?? 0.01);
  return {
    kind: market ? 'price' : 'order',
    outcomeIndex,
    source: 'mid',
    direction: 'above',
    price: price === null ? '' : centsText(ticksOnGrid(price, tickTicks)),
    percent: '10',
    windowMinutes: '60',
    spreadTicks: '5',
    volumeAbove: '',
    orderEvent: 'fill',
    orderId: '',
    pnlLevel: '',
    rearm: 'once',
    cooldownMinutes: '30',
    note: '',
  };
}

type Checks = ReturnType<typeof createChecks<AlertFormField>>;

function conditionOf(
  form: AlertForm,
  market: AlertMarket | null,
  { take, fail }: Checks,
): AlertCondition | null {
  if (form.kind === 'order') {
    const orderId = form.orderId.trim();
    if (orderId.length > MAX_ORDER_ID) fail('orderId', `At most ${MAX_ORDER_ID} characters`);
    return { kind: 'order', event: form.orderEvent, ...(orderId ? { orderId } : {}) };
  }
  if (!market) return null;
  const { conditionId } = market;
  const tokenId = market.outcomes[form.outcomeIndex]?.tokenId ?? '';
  switch (form.kind) {
    case 'price': {
      const ticks = take('price', parseCents(form.price, tickTicksOf(market.tickSize)), 0);
      const { source, direction } = form;
      return { kind: 'price', tokenId, source, direction, price: wirePrice(ticks) };
    }
    case 'move':
      return {
        kind: 'move',
        tokenId,
        source: form.source,
        percent: take('percent', parsePercent(form.percent), 0),
        windowMinutes: take('windowMinutes', parseWhole(form.windowMinutes, 1, 240), 0),
      };
    case 'spread':
      return {
        kind: 'spread',
        tokenId,
        ticks: take('spreadTicks', parseWhole(form.spreadTicks, 1, 10_000), 0),
      };
    case 'volume':
      return {
        kind: 'volume',
        conditionId,
        above: take('volumeAbove', parseAmount(form.volumeAbove, false), ''),
      };
    case 'market':
      return { kind: 'market', conditionId };
    case 'pnl':
      return {
        kind: 'pnl',
        tokenId,
        direction: form.direction,
        level: take('pnlLevel', parseAmount(form.pnlLevel, true), ''),
      };
  }
}

function parsePercent(text: string): Checked<number> {
  const bare = text.trim().replace(/%$/, '').trim();
  const value = Number(bare);
  if (!/^[0-9]*\.?[0-9]+$/.test(bare) || !(value > 0) || value > 1000) {
    return { error: 'A percentage above 0 and at most 1000' };
  }
  return { value };
}

/** The alert the form describes, or what is wrong with it field by field. */
export function buildNewAlert(
  form: AlertForm,
  market: AlertMarket | null,
): Built<NewAlert, AlertFormField> {
  const checks = createChecks<AlertFormField>();
  const condition = conditionOf(form, market, checks);
  if (!condition) checks.fail('kind', 'Open a market first: this alert watches one');
  const rearm: NewAlert['rearm'] =
    form.rearm === 'cooldown'
      ? {
          mode: 'cooldown',
          minutes: checks.take('cooldownMinutes', parseWhole(form.cooldownMinutes, 1, 10_080), 0),
        }
      : { mode: form.rearm };
  const note = form.note.trim();
  if (note.length > MAX_NOTE) checks.fail('note', `At most ${MAX_NOTE} characters`);
  if (checks.failed() || !condition) return { ok: false, errors: checks.errors };
  return { ok: true, value: { condition, rearm, ...(note ? { note } : {}) } };
}

export const alertFormErrors = (form: AlertForm, market: AlertMarket | null): AlertFormErrors => {
  const built = buildNewAlert(form, market);
  return built.ok ? {} : built.errors;
};
