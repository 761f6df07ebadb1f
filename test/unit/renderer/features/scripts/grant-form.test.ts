import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MAX_GRANT_MARKETS, NewGrant } from '../../../../../server/contract/index.js';
import {
  buildNewGrant,
  grantFormErrors,
  initialGrantForm,
  MAX_GRANT_MARKETS as FORM_MAX_MARKETS,
  parseEventSlug,
  parseLimit,
  parseMarketIds,
  toggled,
  type GrantForm,
} from '../../../../../renderer/features/scripts/grant-form.js';

const NOW = Date.UTC(2026, 2, 5, 12, 0, 0);
const HOUR = 3_600_000;
const context = { now: NOW, activeNames: ['mm-bot'] };
const conditionId = (digit: string) => `0x${digit.repeat(64)}`;
const form = (change: Partial<GrantForm> = {}): GrantForm => ({
  ...initialGrantForm('acct-1'),
  name: 'arb',
  ...change,
});

describe('buildNewGrant', () => {
  it('builds the parameters of grants.create from a filled form, valid against the contract', () => {
    const result = buildNewGrant(
      form({
        name: '  arb  ',
        expiry: '7d',
        scope: 'markets',
        marketIds: `${conditionId('a')}, ${conditionId('b')}\n${conditionId('A')}`,
        sides: ['SELL', 'BUY'],
        orderTypes: ['FAK', 'GTC'],
        maxOrderSize: '100',
        maxOrderNotional: '$1,250.5',
        maxOpenNotional: '.5',
        maxDailyNotional: '',
        bandTicks: '0',
        ordersPerMinute: '30',
        mode: 'trade',
      }),
      context,
    );
    expect(result).toEqual({
      ok: true,
      grant: {
        accountId: 'acct-1',
        name: 'arb',
        expiresAt: NOW + 7 * 24 * HOUR,
        limits: {
          scope: 'markets',
          // The same id in other case once; sides and types in the form's order.
          marketIds: [conditionId('a'), conditionId('b')],
          eventSlug: null,
          sides: ['BUY', 'SELL'],
          orderTypes: ['GTC', 'FAK'],
          maxOrderSize: '100',
          maxOrderNotional: '1250.5',
          maxOpenNotional: '0.5',
          maxDailyNotional: null,
          bandTicks: 0,
          ordersPerMinute: 30,
          mode: 'trade',
        },
      },
    });
    if (result.ok) expect(Value.Check(NewGrant, result.grant)).toBe(true);
  });

  it('answers the defaults as a grant for every market, both sides, 120 orders a minute, a day', () => {
    const result = buildNewGrant(form(), context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.grant.expiresAt).toBe(NOW + 24 * HOUR);
    expect(result.grant.limits).toMatchObject({
      scope: 'all',
      marketIds: [],
      eventSlug: null,
      sides: ['BUY', 'SELL'],
      orderTypes: ['GTC', 'GTD', 'FOK', 'FAK'],
      maxOpenNotional: null,
      bandTicks: null,
      ordersPerMinute: 120,
    });
    expect(Value.Check(NewGrant, result.grant)).toBe(true);
  });

  it('sends only the scope chosen: an event slug, from its page URL too', () => {
    const result = buildNewGrant(
      form({
        scope: 'event',
        eventSlug: 'https://polymarket.com/event/fed-june?tid=1',
        marketIds: 'not checked',
      }),
      context,
    );
    expect(result.ok && result.grant.limits).toMatchObject({
      scope: 'event',
      eventSlug: 'fed-june',
      marketIds: [],
    });
  });

  it('refuses a form with a message on each wrong field, and nothing to send', () => {
    const result = buildNewGrant(
      form({
        name: ' MM-Bot ',
        accountId: '',
        scope: 'markets',
        marketIds: '0x1234',
        sides: [],
        orderTypes: [],
        maxOrderSize: '0',
        maxOrderNotional: '12.1234567',
        maxOpenNotional: 'ten',
        bandTicks: '1001',
        ordersPerMinute: '',
      }),
      context,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'An active grant already has this name',
        accountId: 'Choose the account the script trades for',
        sides: 'Allow at least one side',
        orderTypes: 'Allow at least one order type',
        marketIds: 'Not a condition id (0x and 64 hex digits): 0x1234',
        maxOrderSize: 'More than 0, or empty for no limit',
        maxOrderNotional: 'A number like 250 or 12.5 (6 decimals at most)',
        maxOpenNotional: 'A number like 250 or 12.5 (6 decimals at most)',
        bandTicks: 'From 0 to 1000',
        ordersPerMinute: 'Required: from 1 to 6000',
      },
    });
  });

  it('asks for a name, an event, and orders per minute within 1-6000', () => {
    expect(
      grantFormErrors(
        form({ name: ' ', scope: 'event', eventSlug: '', ordersPerMinute: '6001' }),
        [],
      ),
    ).toEqual({
      name: 'Name the grant: its orders are tagged with it',
      eventSlug: "The event's slug, e.g. us-election-2028",
      ordersPerMinute: 'From 1 to 6000',
    });
    expect(grantFormErrors(form({ name: 'x'.repeat(65) }), [])).toEqual({
      name: 'At most 64 characters',
    });
    expect(grantFormErrors(form({ ordersPerMinute: '2.5' }), [])).toEqual({
      ordersPerMinute: 'A whole number',
    });
    expect(grantFormErrors(form(), ['arb-2'])).toEqual({});
  });
});

describe('the fields one by one', () => {
  it('reads limits as the trader writes them', () => {
    expect(parseLimit('')).toEqual({ value: null });
    expect(parseLimit(' 25 ')).toEqual({ value: '25' });
    expect(parseLimit('$10,000.25')).toEqual({ value: '10000.25' });
    expect(parseLimit('-3')).toHaveProperty('error');
    expect(parseLimit('1e3')).toHaveProperty('error');
    expect(parseLimit('0.000')).toEqual({ error: 'More than 0, or empty for no limit' });
  });

  it('takes at most as many markets as the contract allows', () => {
    expect(FORM_MAX_MARKETS).toBe(MAX_GRANT_MARKETS);
    const ids = Array.from(
      { length: MAX_GRANT_MARKETS + 1 },
      (_, index) => `0x${index.toString(16).padStart(64, '0')}`,
    );
    expect(parseMarketIds(ids.slice(0, -1).join(' '))).toHaveProperty('value');
    expect(parseMarketIds(ids.join(' '))).toEqual({ error: 'At most 200 markets' });
    expect(parseMarketIds(' ,\n')).toEqual({ error: 'List at least one condition id' });
  });

  it('takes a slug without spaces', () => {
    expect(parseEventSlug('fed june')).toEqual({
      error: 'A slug has no spaces (words-joined-by-dashes)',
    });
    expect(parseEventSlug(' fed-june ')).toEqual({ value: 'fed-june' });
  });

  it('ticks each choice once', () => {
    expect(toggled(['BUY'], 'BUY', true)).toEqual(['BUY']);
    expect(toggled(['BUY'], 'SELL', true)).toEqual(['BUY', 'SELL']);
    expect(toggled(['BUY', 'SELL'], 'BUY', false)).toEqual(['SELL']);
  });
});
