import { describe, expect, it } from 'vitest';
import {
  evaluateTicket,
  type TicketAccount,
  type TicketForm,
  type TicketMarket,
} from '../../../../../renderer/features/ticket/ticket-evaluation.js';
import {
  complementPriceText,
  priceProblem,
  stepPrice,
} from '../../../../../renderer/features/ticket/price-step.js';
import { formatScaled, parseTypedScaled } from '../../../../../server/shared/index.js';

const level = (price: number, shares: number) => ({
  priceTicks: Math.round(price * 10_000),
  sizeMicros: Math.round(shares * 1_000_000),
});
const book = { asks: [level(0.5, 100), level(0.52, 50)], bids: [level(0.48, 80)] };
const market: TicketMarket = {
  tokenId: '123',
  tickTicks: 100,
  minSizeMicros: 5_000_000,
  fee: { rate: 0, exponent: 0, takerOnly: true },
  acceptingOrders: true,
};
const account: TicketAccount = {
  hasAccount: true,
  unlocked: true,
  availableCollateralMicros: 1_000_000_000,
  availableSharesMicros: 10_000_000,
};
const form: TicketForm = {
  side: 'BUY',
  orderType: 'GTC',
  postOnly: false,
  priceText: '45',
  sizeText: '10',
  sizeUnit: 'shares',
  expiration: null,
};
const now = 1_800_000_000;
const evaluate = (f: Partial<TicketForm>, a: Partial<TicketAccount> = {}) =>
  evaluateTicket({ ...form, ...f }, market, { ...account, ...a }, book, now);

describe('evaluateTicket', () => {
  it('builds the placeOrder params of a valid limit order', () => {
    const result = evaluate({ postOnly: true });
    expect(result.error).toBeNull();
    expect(result.order).toEqual({
      tokenId: '123',
      side: 'BUY',
      orderType: 'GTC',
      price: '0.45',
      size: '10',
      postOnly: true,
    });
  });

  it('names the reason a ticket cannot be sent', () => {
    expect(evaluate({ priceText: '45.5' }).error).toMatch(/multiple of the tick, 1¢/);
    expect(evaluate({ priceText: '99.999' }).error).toMatch(/at most 2 decimals/);
    expect(evaluate({ priceText: '100' }).error).toMatch(/between 1¢ and 99¢/);
    expect(evaluate({ priceText: '' }).error).toBe('Enter a price');
    expect(evaluate({ sizeText: '4' }).error).toBe('Below the minimum size of 5 shares');
    expect(evaluate({ sizeText: '5.005' }).error).toMatch(/multiple of 0.01/);
    expect(evaluate({ sizeText: 'abc' }).error).toMatch(/not a number/);
    expect(evaluate({ sizeText: '-5' }).error).toBe('Size must be positive: -5 is negative');
    expect(evaluate({}, { hasAccount: false }).error).toMatch(/No account/);
    expect(evaluate({}, { unlocked: false }).error).toMatch(/Vault locked/);
    expect(evaluate({ sizeText: '100' }, { availableCollateralMicros: 44_000_000 }).error).toBe(
      'Not enough balance: needs $45.00 at the limit price, $44.00 available',
    );
    expect(evaluate({ side: 'SELL', priceText: '60', sizeText: '11' }).error).toMatch(
      /Not enough shares: 10 available/,
    );
    expect(evaluate({ priceText: '50', postOnly: true }).error).toMatch(/Post-only/);
    expect(evaluate({ orderType: 'GTD', expiration: now + 30 }).error).toMatch(/a minute ahead/);
    expect(evaluate({ orderType: 'GTD', expiration: null }).error).toBe('Choose an expiry');
  });

  it('sends a GTD with its expiry', () => {
    const result = evaluate({ orderType: 'GTD', expiration: now + 3600 });
    expect(result.order?.expiration).toBe(now + 3600);
  });

  it('prices a market order at the level the book needs when no worst price is typed', () => {
    const result = evaluate({ orderType: 'FOK', priceText: '', sizeText: '120' });
    expect(result.priceTicks).toBe(5200);
    expect(result.order?.price).toBe('0.52');
    expect(result.preview?.filledMicros).toBe(120_000_000);
    expect(result.order?.postOnly).toBeUndefined();
  });

  it('refuses a FOK the book cannot fill and a FAK with nothing in range', () => {
    expect(evaluate({ orderType: 'FOK', priceText: '50', sizeText: '101' }).error).toMatch(
      /FOK cannot fill: only 100 shares/,
    );
    expect(evaluate({ orderType: 'FAK', priceText: '49' }).error).toBe(
      'No liquidity within the price',
    );
    expect(evaluate({ orderType: 'FAK', priceText: '', side: 'BUY' }).error).toBeNull();
  });

  it('converts a collateral size at the limit, or across the book for a market order', () => {
    expect(evaluate({ sizeUnit: 'collateral', sizeText: '9' }).order?.size).toBe('20');
    const fak = evaluate({
      orderType: 'FAK',
      priceText: '',
      sizeUnit: 'collateral',
      sizeText: '60.4',
    });
    expect(fak.order?.size).toBe('120');
    expect(fak.order?.price).toBe('0.52');
    expect(evaluate({ sizeUnit: 'collateral', sizeText: '0.001' }).error).toMatch(/less than 0.01/);
  });

  it('previews the size the service signs for market orders, not the size typed', () => {
    const buy = evaluate({ orderType: 'FOK', priceText: '57', sizeText: '12.5' });
    expect(buy.error).toBeNull();
    expect(buy.sizeMicros).toBe(12_490_000);
    expect(buy.preview?.filledMicros).toBe(12_490_000);
    expect(buy.order).toMatchObject({ price: '0.57', size: '12.5' });

    const sell = evaluate(
      { side: 'SELL', orderType: 'FAK', priceText: '48', sizeText: '5.555' },
      { availableSharesMicros: 10_000_000 },
    );
    expect(sell.preview?.filledMicros).toBe(5_550_000);
    expect(sell.order?.size).toBe('5.55');
  });

  it('refuses a market that does not accept orders', () => {
    const closed = evaluateTicket(form, { ...market, acceptingOrders: false }, account, book, now);
    expect(closed.error).toBe('Market is not accepting orders');
  });
});

describe('price stepping', () => {
  it('steps by the tick and stays inside [tick, 1 - tick]', () => {
    expect(stepPrice(4500, 100, 1, 5000)).toBe(4600);
    expect(stepPrice(4500, 100, -1, 5000)).toBe(4400);
    expect(stepPrice(9900, 100, 1, 5000)).toBe(9900);
    expect(stepPrice(100, 100, -1, 5000)).toBe(100);
    expect(stepPrice(null, 10, 1, 5000)).toBe(5010);
  });

  it('snaps an off-tick price to the grid in the step direction', () => {
    expect(stepPrice(4550, 100, 1, 5000)).toBe(4600);
    expect(stepPrice(4550, 100, -1, 5000)).toBe(4500);
  });

  it('accepts only on-tick prices in range', () => {
    expect(priceProblem(4500, 100)).toBeNull();
    expect(priceProblem(4550, 100)).toMatch(/tick/);
    expect(priceProblem(0, 100)).toMatch(/between/);
  });
});

describe('decimal units', () => {
  it('parses and formats exact decimals', () => {
    expect(parseTypedScaled('0.45', 4)).toBe(4500);
    expect(parseTypedScaled('.5', 4)).toBe(5000);
    expect(parseTypedScaled('12.340000', 6)).toBe(12_340_000);
    expect(parseTypedScaled('1.23456789', 6)).toBeNull();
    expect(parseTypedScaled('', 6)).toBeNull();
    expect(parseTypedScaled('1e3', 6)).toBeNull();
    expect(formatScaled(12_340_000, 6)).toBe('12.34');
    expect(formatScaled(5, 6)).toBe('0.000005');
    expect(formatScaled(-1_500_000, 6)).toBe('-1.5');
  });
});

describe('complementPriceText', () => {
  it("turns one outcome's price into the other's", () => {
    expect(complementPriceText('45')).toBe('55');
    expect(complementPriceText('45.5')).toBe('54.5');
    expect(complementPriceText('0.25')).toBe('99.75');
  });

  it('keeps blank or unreadable text as typed', () => {
    expect(complementPriceText('')).toBe('');
    expect(complementPriceText('4x')).toBe('4x');
    expect(complementPriceText('100')).toBe('100');
  });
});
