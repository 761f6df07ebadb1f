import { formatScaled } from '../../../server/shared/index.js';
import { formatShares, formatUsd } from '../../lib/format.js';

// The words of the ladder's hints and the trading toasts: exact figures, from integer units.

/** Ticks of 0.0001 in cents: 4500 → "45¢", 4550 → "45.5¢". */
export const centsText = (ticks: number): string => `${formatScaled(ticks, 2)}¢`;

/** Micro-shares: 10000000 → "10", 1234500000 → "1,234.5". */
export const sharesText = (micros: number): string => formatShares(micros / 1e6);

/** Micro-collateral: 4500000 → "$4.50". */
export const usdText = (micros: number): string => formatUsd(micros / 1e6);

/** What terminal.placeOrder answered, in the toast's words. */
export interface OrderAnswerFields {
  success: boolean;
  errorMsg: string;
  status: string;
  makingAmount: string;
  takingAmount: string;
}

interface SentOrder {
  side: 'BUY' | 'SELL';
  orderType: string;
  size: string;
  price: string;
}

/**
 * What came back for an order: its status, how much filled and at what average, what rests or
 * was killed. Amounts are the venue's decimals: a BUY makes collateral and takes shares.
 */
export function answerText(order: SentOrder, answer: OrderAnswerFields): string {
  if (!answer.success)
    return `${answer.status || 'refused'}: ${answer.errorMsg || 'no reason given'}`;
  const buying = order.side === 'BUY';
  const shares = Number(buying ? answer.takingAmount : answer.makingAmount) || 0;
  const collateral = Number(buying ? answer.makingAmount : answer.takingAmount) || 0;
  const size = Number(order.size);
  const parts = [`${answer.status}: filled ${formatShares(shares)} of ${formatShares(size)}`];
  if (shares > 0) parts[0] += ` at ${formatAverageCents(collateral / shares)} avg`;
  const left = Math.max(0, size - shares);
  if (left > 0 && answer.status === 'live') parts.push(`${formatShares(left)} resting`);
  else if (left > 0 && (order.orderType === 'FAK' || order.orderType === 'FOK')) {
    parts.push(`${formatShares(left)} killed`);
  }
  return parts.join(' · ');
}

const formatAverageCents = (price: number): string =>
  `${Number.parseFloat((price * 100).toFixed(2))}¢`;

/** A cancel's answer: how many went, and why any did not. */
export function cancelText(answer: {
  canceled: readonly string[];
  not_canceled: Readonly<Record<string, string>>;
}): { ok: boolean; text: string } {
  const refused = Object.values(answer.not_canceled);
  const count = answer.canceled.length;
  const done = `cancelled ${count} order${count === 1 ? '' : 's'}`;
  if (refused.length === 0) return { ok: true, text: done };
  return { ok: false, text: `${done}, ${refused.length} refused: ${refused.join('; ')}` };
}
