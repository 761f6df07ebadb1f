import type { QueryClient } from '@tanstack/react-query';
import { notify, type Toast } from '../../stores/ui-store.js';
import { afterPaint } from '../../lib/after-paint.js';
import { perfMarks } from '../../lib/test-ids.js';
import { orderFailureNotice } from '../../lib/order-failure.js';
import { toCallError, type RpcOutput } from '../../lib/queries.js';
import type { Transport } from '../../lib/transport.js';
import type { Built, BuiltOrder } from './order-builders.js';
import { answerText, cancelText } from './order-text.js';
import type { OwnOrder } from './own-levels.js';

/** What the desk's actions need: the service, and a way to refetch the account's orders. */
export interface DeskDeps {
  transport: Transport;
  /**
   * Refetches the account's open orders, for the ladder's markers; the account channel
   * refetches the rest once the service reports the change. Called once the answer's notice
   * is painted: the refetch and the renders it brings would otherwise hold up that frame.
   */
  refresh(): void;
}

/** The desk's refresh over a query client: the open orders only, at once. */
export const ordersRefresh = (client: QueryClient) => () =>
  void client.invalidateQueries({ queryKey: ['terminal.openOrders'] });

type OrderAnswer = RpcOutput<'terminal.placeOrder'>;
type CancelAnswer = RpcOutput<'terminal.cancelAll'>;

/** Measures kept before the oldest are cleared: readers take a handful at a time. */
const MAX_RETAINED = 1_000;
let retained = 0;

/**
 * An input event's time on the performance clock. Browsers stamp events on it; a stamp from
 * another clock (some test DOMs use the epoch) counts from now.
 */
const onClock = (timeStamp: number): number =>
  timeStamp > 0 && timeStamp <= performance.now() ? timeStamp : performance.now();

/**
 * Shows the answer's toast and measures from the click or key to the frame that paints it;
 * then runs `then`.
 */
function acknowledge(toast: Omit<Toast, 'id'>, startedAt: number, then?: () => void): void {
  notify(toast);
  const start = onClock(startedAt);
  requestAnimationFrame(() =>
    afterPaint(() => {
      try {
        performance.measure(perfMarks.orderAck, { start, end: performance.now() });
        retained += 1;
        if (retained >= MAX_RETAINED) {
          performance.clearMeasures(perfMarks.orderAck);
          retained = 0;
        }
      } finally {
        then?.();
      }
    }),
  );
}

const elapsed = (startedAt: number) => `${Math.round(performance.now() - onClock(startedAt))} ms`;

/** Tells why an order was not sent: a guard, the book, the account or the connection. */
export function refuseOrder(reason: string): void {
  notify({ kind: 'error', title: 'Order not sent', detail: reason });
}

type Placed = { ok: true; answer: OrderAnswer } | { ok: false; reason: string };

async function place(deps: DeskDeps, built: BuiltOrder): Promise<Placed> {
  try {
    const answer = await deps.transport.call('terminal.placeOrder', built.order);
    return answer.success
      ? { ok: true, answer }
      : { ok: false, reason: answerText(built.order, answer) };
  } catch (error) {
    const failure = toCallError(error);
    return { ok: false, reason: `${failure.code}: ${failure.message}` };
  }
}

/** Sends one order of the market `title` and says what was sent and what came back. */
export async function sendOrder(
  deps: DeskDeps,
  built: Built,
  startedAt: number,
  title: string,
): Promise<void> {
  if (!built.ok) return refuseOrder(built.reason);
  try {
    const answer = await deps.transport.call('terminal.placeOrder', built.order);
    acknowledge(
      {
        kind: answer.success ? 'success' : 'error',
        title: `${answer.success ? 'Sent' : 'Refused'} ${built.text}`,
        detail: `${answerText(built.order, answer)} · ${elapsed(startedAt)} · ${title}`,
      },
      startedAt,
      deps.refresh,
    );
  } catch (error) {
    const failure = orderFailureNotice('order', toCallError(error));
    acknowledge(
      {
        kind: failure.kind,
        title: `${failure.title}: ${built.text}`,
        detail: `${failure.detail} · ${title}`,
      },
      startedAt,
      deps.refresh,
    );
  }
}

async function cancelCall(
  deps: DeskDeps,
  call: () => Promise<CancelAnswer>,
): Promise<{ answer: CancelAnswer } | { error: ReturnType<typeof orderFailureNotice> }> {
  try {
    return { answer: await call() };
  } catch (error) {
    return { error: orderFailureNotice('cancel', toCallError(error)) };
  }
}

/**
 * Cancels every open order of the account, or of one market (`market`: its condition id), and
 * says what was asked and what came back. Answers whether every order went.
 */
export async function cancelOpenOrders(
  deps: DeskDeps,
  scope: { market?: string; what: string },
  startedAt: number,
): Promise<boolean> {
  const params = scope.market === undefined ? {} : { market: scope.market };
  const result = await cancelCall(deps, () => deps.transport.call('terminal.cancelAll', params));
  if ('error' in result) {
    const toast = { ...result.error, title: `${result.error.title}: ${scope.what}` };
    acknowledge(toast, startedAt, deps.refresh);
    return false;
  }
  const { ok, text } = cancelText(result.answer);
  acknowledge(
    {
      kind: ok ? 'success' : 'error',
      title: `${ok ? 'Sent' : 'Refused'} ${scope.what}`,
      detail: `${text} · ${elapsed(startedAt)}`,
    },
    startedAt,
    deps.refresh,
  );
  return ok;
}

/** Cancels the orders of one ladder marker (`what` names them: "BUY 15 Yes @ 45¢"). */
export async function cancelOrders(
  deps: DeskDeps,
  orders: readonly OwnOrder[],
  what: string,
  startedAt: number,
): Promise<void> {
  const results = await Promise.all(orders.map((order) => cancelOne(deps, order.id)));
  const failed = results.filter((result) => !result.ok);
  const cancelled = results.length - failed.length;
  const count = `${cancelled} of ${results.length} order${results.length === 1 ? '' : 's'}`;
  acknowledge(
    failed.length === 0
      ? { kind: 'success', title: `Cancelled ${what}`, detail: `${count} · ${elapsed(startedAt)}` }
      : {
          kind: 'error',
          title: `Cancel failed: ${what}`,
          detail: `cancelled ${count}; ${failed.map((result) => result.reason).join('; ')}`,
        },
    startedAt,
    deps.refresh,
  );
}

async function cancelOne(
  deps: DeskDeps,
  orderId: string,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const result = await cancelCall(deps, () =>
    deps.transport.call('terminal.cancelOrder', { orderId }),
  );
  if ('error' in result) return { ok: false, reason: result.error.detail };
  const { ok, text } = cancelText(result.answer);
  return ok && result.answer.canceled.includes(orderId)
    ? { ok: true }
    : { ok: false, reason: text };
}

/** One resting order and the order that is to replace it at another level. */
export interface Move {
  order: OwnOrder;
  replacement: Built;
  /** "SELL 10 Yes @ 47¢": the order as it rests. */
  what: string;
}

/**
 * Moves orders to another level: each is cancelled, then its replacement placed. Nothing is
 * cancelled unless every replacement passes the guards. A replacement the service refuses
 * leaves the order cancelled and not replaced: the toast says so, as an error.
 */
export async function moveOrders(
  deps: DeskDeps,
  moves: readonly Move[],
  startedAt: number,
): Promise<void> {
  const refused = moves.find((move) => !move.replacement.ok);
  if (refused && !refused.replacement.ok) {
    return refuseOrder(`Not moved: ${refused.replacement.reason}`);
  }
  await Promise.all(
    moves.map(async ({ order, replacement, what }) => {
      const built = replacement as BuiltOrder;
      const cancelled = await cancelOne(deps, order.id);
      if (!cancelled.ok) {
        return acknowledge(
          {
            kind: 'error',
            title: `Not moved: ${what} still rests`,
            detail: `the cancel failed: ${cancelled.reason}`,
          },
          startedAt,
          deps.refresh,
        );
      }
      const placed = await place(deps, built);
      acknowledge(
        placed.ok
          ? {
              kind: 'success',
              title: `Moved ${what} → ${built.text}`,
              detail: `${answerText(built.order, placed.answer)} · ${elapsed(startedAt)}`,
            }
          : {
              kind: 'error',
              title: `Order cancelled, not replaced: ${what}`,
              detail: `${built.text} failed: ${placed.reason}`,
            },
        startedAt,
        deps.refresh,
      );
    }),
  );
}

/**
 * Flattens a market: its open orders are cancelled first (nothing stays reserved, no bid fills
 * afterwards), then `closing()`, read after the cancel, is sent.
 */
export async function flattenMarket(
  deps: DeskDeps,
  market: { conditionId: string; what: string; title: string },
  closing: () => Built[],
  startedAt: number,
): Promise<void> {
  const cancelled = await cancelOpenOrders(
    deps,
    { market: market.conditionId, what: `cancel all in ${market.what}` },
    startedAt,
  );
  if (!cancelled)
    return refuseOrder('Not flattened: the market’s open orders were not all cancelled');
  const orders = closing();
  if (orders.length === 0) {
    acknowledge(
      { kind: 'info', title: 'Nothing to flatten', detail: `No shares held in ${market.what}` },
      startedAt,
    );
    return;
  }
  await Promise.all(orders.map((built) => sendOrder(deps, built, startedAt, market.title)));
}
