import type { NewConditionalOrder } from '../../../server/contract/index.js';
import { PRICE_SCALE, formatScaled, parseTypedScaled } from '../../../server/shared/index.js';
import { createChecks, type Built, type Checked } from './checks.js';
import {
  centsText,
  parseCents,
  parseWhole,
  tickTicksOf,
  ticksOnGrid,
  wirePrice,
} from './prices.js';

export type ProtectKind = 'stop-loss' | 'take-profit' | 'trailing-stop' | 'bracket';
export type TriggerSource = NewConditionalOrder['trigger'];
/** The legs of the form: a stop-loss, a take-profit (both in a bracket), a trailing stop. */
export type Leg = 'stop' | 'take' | 'trail';

/** The position an order protects, as its portfolio row shows it. */
export interface ProtectedPosition {
  tokenId: string;
  conditionId: string;
  title: string;
  outcome: string;
  /** Shares held. */
  size: number;
  /** The position's mark (0..1), or null while unknown. */
  mark: number | null;
  tickSize: number;
}

/** The form as typed: prices in cents, the trail in ticks. */
export interface ProtectForm {
  kind: ProtectKind;
  size: string;
  trigger: TriggerSource;
  stopPrice: string;
  stopWorst: string;
  takePrice: string;
  takeWorst: string;
  trailTicks: string;
  trailWorst: string;
  /** Legs whose worst price the trader typed: it no longer follows the trigger. */
  worstTyped: Leg[];
}

export type ProtectField = Exclude<keyof ProtectForm, 'worstTyped'>;

/** How far below the trigger the worst price starts: the sell may walk that far down the book. */
export const WORST_TICKS_BELOW = 3;
/** How far from the mark the stop and the take-profit start, and the trail's default. */
const DEFAULT_DISTANCE_TICKS = 5;

type TriggerField = 'stopPrice' | 'takePrice' | 'trailTicks';
type WorstField = 'stopWorst' | 'takeWorst' | 'trailWorst';
const legs: Record<Leg, { trigger: TriggerField; worst: WorstField }> = {
  stop: { trigger: 'stopPrice', worst: 'stopWorst' },
  take: { trigger: 'takePrice', worst: 'takeWorst' },
  trail: { trigger: 'trailTicks', worst: 'trailWorst' },
};

const below = (ticks: number, steps: number, tickTicks: number) =>
  Math.max(tickTicks, ticks - steps * tickTicks);

/** The worst price a leg starts with: a few ticks below its trigger (a trail's, its stop). */
function defaultWorst(leg: Leg, trigger: string, position: ProtectedPosition): string {
  const tickTicks = tickTicksOf(position.tickSize);
  if (leg === 'trail') {
    const trail = Number(trigger);
    if (position.mark === null || !Number.isInteger(trail) || trail < 1) return '';
    const stop = ticksOnGrid(position.mark, tickTicks) - trail * tickTicks;
    return centsText(below(stop, WORST_TICKS_BELOW, tickTicks));
  }
  const ticks = parseTypedScaled(trigger, 2);
  if (ticks === null || ticks <= 0) return '';
  return centsText(below(ticks, WORST_TICKS_BELOW, tickTicks));
}

/** A form for the position: all of it, triggers a few ticks either side of its mark. */
export function initialProtectForm(position: ProtectedPosition, kind: ProtectKind): ProtectForm {
  const tickTicks = tickTicksOf(position.tickSize);
  const mark = position.mark === null ? null : ticksOnGrid(position.mark, tickTicks);
  const shifted = (steps: number) =>
    mark === null
      ? ''
      : centsText(Math.min(PRICE_SCALE - tickTicks, Math.max(tickTicks, mark + steps * tickTicks)));
  const form: ProtectForm = {
    kind,
    size: String(position.size),
    trigger: 'bid',
    stopPrice: shifted(-DEFAULT_DISTANCE_TICKS),
    stopWorst: '',
    takePrice: shifted(DEFAULT_DISTANCE_TICKS),
    takeWorst: '',
    trailTicks: String(DEFAULT_DISTANCE_TICKS),
    trailWorst: '',
    worstTyped: [],
  };
  for (const leg of ['stop', 'take', 'trail'] as const) {
    form[legs[leg].worst] = defaultWorst(leg, form[legs[leg].trigger], position);
  }
  return form;
}

/** A change of a field; a trigger moves its leg's worst price along until that is typed. */
export function editProtectForm(
  form: ProtectForm,
  field: ProtectField,
  value: string,
  position: ProtectedPosition,
): ProtectForm {
  const next: ProtectForm = { ...form, [field]: value };
  for (const leg of ['stop', 'take', 'trail'] as const) {
    const { trigger, worst } = legs[leg];
    if (field === worst && !next.worstTyped.includes(leg)) {
      next.worstTyped = [...next.worstTyped, leg];
    }
    if (field === trigger && !next.worstTyped.includes(leg)) {
      next[worst] = defaultWorst(leg, value, position);
    }
  }
  return next;
}

type Checks = ReturnType<typeof createChecks<ProtectField>>;

function parseSize(text: string, held: number): Checked<string> {
  const micros = parseTypedScaled(text.trim().replace(/,/g, ''), 6);
  if (micros === null || micros <= 0) return { error: 'A number of shares above 0' };
  if (micros > Math.round(held * 1_000_000)) return { error: `At most the ${held} shares held` };
  return { value: formatScaled(micros, 6) };
}

/** One leg's trigger and worst price, checked against the mark and each other. */
function priceLeg(
  form: ProtectForm,
  leg: 'stop' | 'take',
  position: ProtectedPosition,
  { take, fail }: Checks,
): { triggerPrice: string; worstPrice: string } {
  const tickTicks = tickTicksOf(position.tickSize);
  const { trigger, worst } = legs[leg];
  const triggerTicks = take(trigger, parseCents(form[trigger], tickTicks), 0);
  const worstTicks = take(worst, parseCents(form[worst], tickTicks), 0);
  const mark = position.mark === null ? null : position.mark * PRICE_SCALE;
  if (triggerTicks > 0 && mark !== null) {
    if (leg === 'stop' && triggerTicks >= mark)
      fail(trigger, 'Below the mark, or it fires at once');
    if (leg === 'take' && triggerTicks <= mark)
      fail(trigger, 'Above the mark, or it fires at once');
  }
  if (worstTicks > triggerTicks && triggerTicks > 0) {
    fail(worst, 'At or below the trigger: the order sells');
  }
  return { triggerPrice: wirePrice(triggerTicks), worstPrice: wirePrice(worstTicks) };
}

/**
 * The orders the form arms, in order: one, or a bracket's stop-loss then take-profit (the
 * second is paired with the first once that is armed, so one firing cancels the other).
 */
export function buildConditionalOrders(
  form: ProtectForm,
  position: ProtectedPosition,
): Built<NewConditionalOrder[], ProtectField> {
  const checks = createChecks<ProtectField>();
  const base = {
    tokenId: position.tokenId,
    size: checks.take('size', parseSize(form.size, position.size), ''),
    trigger: form.trigger,
  };
  const orders: NewConditionalOrder[] = [];
  if (form.kind === 'stop-loss' || form.kind === 'bracket') {
    orders.push({ ...base, kind: 'stop-loss', ...priceLeg(form, 'stop', position, checks) });
  }
  if (form.kind === 'take-profit' || form.kind === 'bracket') {
    orders.push({ ...base, kind: 'take-profit', ...priceLeg(form, 'take', position, checks) });
  }
  const [stop, takeProfit] = orders;
  if (form.kind === 'bracket' && stop && takeProfit) {
    if (Number(stop.triggerPrice) >= Number(takeProfit.triggerPrice)) {
      checks.fail('takePrice', 'Above the stop-loss');
    }
  }
  if (form.kind === 'trailing-stop') {
    const tickTicks = tickTicksOf(position.tickSize);
    const trailTicks = checks.take('trailTicks', parseWhole(form.trailTicks, 1, 1000), 0);
    const worstTicks = checks.take('trailWorst', parseCents(form.trailWorst, tickTicks), 0);
    orders.push({ ...base, kind: 'trailing-stop', trailTicks, worstPrice: wirePrice(worstTicks) });
  }
  if (checks.failed()) return { ok: false, errors: checks.errors };
  return { ok: true, value: orders };
}
