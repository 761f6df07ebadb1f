import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteLongSalts } from '../../../server/http/exact-salts.js';

const LARGEST_UINT256 = (2n ** 256n - 1n).toString();
const noSaltKey = fc.jsonValue().filter((value) => !JSON.stringify(value).includes('"salt"'));

describe('quoteLongSalts', () => {
  it('keeps every digit of a long numeric salt, wherever the order sits', () => {
    const text = `[{"order":{"salt": 9007199254740993,"maker":"0x1"}},{"order":{"salt":${LARGEST_UINT256}}}]`;
    const parsed = JSON.parse(quoteLongSalts(text)) as { order: { salt: string } }[];
    expect(parsed.map((item) => item.order.salt)).toEqual(['9007199254740993', LARGEST_UINT256]);
  });

  it('leaves bodies without a long salt as they are', () => {
    const text = '{"order":{"salt":12345,"tokenId":"99999999999999999999"}}';
    expect(quoteLongSalts(text)).toBe(text);
  });

  it('never touches text inside strings, nor salts that are not integers', () => {
    const text = `{"note":"\\"salt\\": 12345678901234567890","order":{"salt":1.5e300},"s":"salt","salt":"9007199254740993"}`;
    expect(quoteLongSalts(text)).toBe(text);
  });

  it('parses to the same value as JSON.parse apart from the quoted salts', () => {
    fc.assert(
      fc.property(noSaltKey, fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value, salt) => {
        const text = JSON.stringify({ value, order: { salt: 0 } }).replace(
          '"salt":0',
          `"salt":${salt}`,
        );
        const parsed = JSON.parse(quoteLongSalts(text)) as { value: unknown; order: unknown };
        expect(parsed.value).toEqual(JSON.parse(JSON.stringify(value)));
        expect(String((parsed.order as { salt: unknown }).salt)).toBe(
          salt.toString().length >= 16 ? salt.toString() : String(Number(salt)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
