import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVenue, type Venue } from '../../support/venue.js';

const WALLET = '0x' + '1a'.repeat(20);
const NOT_NUMBERS = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '1e3', '0x10', ' 1', '1.0'];

/** The list routes with limit and offset, with the parameters each needs besides. */
const LISTS = [
  '/markets?',
  '/events?',
  '/series?',
  '/tags?',
  `/comments/user_address/${WALLET}?`,
  '/trades?',
  `/activity?user=${WALLET}&`,
  `/closed-positions?user=${WALLET}&`,
];

let venue: Venue;
beforeAll(async () => {
  venue = await startVenue();
});
afterAll(() => venue.close());

async function expectNamed(url: string, name: string) {
  const response = await venue.app.inject(url);
  expect(response.statusCode, `${url} -> ${response.body}`).toBe(400);
  expect(response.json().error, url).toMatch(new RegExp(`^${name} `));
}

describe('numbers in query strings follow one strict rule', () => {
  it.each(LISTS)('%s refuses limit and offset that are not decimal integers', async (prefix) => {
    for (const name of ['limit', 'offset']) {
      for (const value of NOT_NUMBERS) await expectNamed(`${prefix}${name}=${value}`, name);
    }
  });

  it.each(LISTS)('%s refuses limit and offset beyond their bounds', async (prefix) => {
    for (const name of ['limit', 'offset']) {
      for (const value of ['9223372036854775808', '18446744073709551616', '-1']) {
        await expectNamed(`${prefix}${name}=${value}`, name);
      }
    }
  });

  it('refuses bad start and end on /activity', async () => {
    for (const name of ['start', 'end']) {
      for (const value of [...NOT_NUMBERS, '9223372036854775808']) {
        await expectNamed(`/activity?user=${WALLET}&${name}=${value}`, name);
      }
    }
  });

  it('refuses limit_per_type=Infinity on /public-search instead of answering nothing', async () => {
    for (const value of ['Infinity', '-Infinity', '1e309']) {
      await expectNamed(`/public-search?q=will&limit_per_type=${value}`, 'limit_per_type');
    }
  });

  it('applies the rule to integer path parameters and list items', async () => {
    await expectNamed('/events/1e3', 'id');
    await expectNamed('/events/-1', 'id');
    await expectNamed('/markets?id=1,Infinity', 'id');
    await expectNamed('/markets?tag_id=99999999999999999999', 'tag_id');
  });

  it('refuses non-finite decimals and a single parameter given twice', async () => {
    await expectNamed('/markets?volume_num_min=1e309', 'volume_num_min');
    await expectNamed('/trades?filterType=CASH&filterAmount=Infinity', 'filterAmount');
    const twice = await venue.app.inject('/markets?limit=1&limit=2');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: 'limit must be given once' });
  });

  it('still takes what clients send: digits, exponents in decimals, lists, the cache buster', async () => {
    for (const url of [
      '/markets?limit=5&offset=0',
      '/markets?id=1,2&id=3',
      '/markets?volume_num_min=1e3',
      '/tags?limit=00012',
      '/markets?limit=2&_=1732550000000',
    ]) {
      const response = await venue.app.inject(url);
      expect(response.statusCode, `${url} -> ${response.body}`).toBe(200);
    }
  });
});
